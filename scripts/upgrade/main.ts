import { parseArgs } from 'node:util';
import { UpgradeStop } from './git';
import { abortUpgrade, check, continueUpgrade, upgrade } from './upgrade';
import type { Out } from './upgrade';

const USAGE = [
  'Usage: npm run upgrade -- [--from <remote, folder or URL>] [--to <version, commit or branch>]',
  '                          [--check] [--continue] [--abort] [--no-install] [--no-build]',
].join('\n');

export interface Io {
  cwd: string;
  out: Out;
  err: Out;
}

const consoleIo: Io = {
  cwd: process.cwd(),
  out: (line) => console.info(line),
  err: (line) => console.error(line),
};

/**
 * `npm run upgrade`: takes a newer template release into the owner's copy. Returns the exit
 * code; an expected failure is one plain message on stderr and 1.
 */
export async function main(argv: string[], io: Io = consoleIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        check: { type: 'boolean', default: false },
        continue: { type: 'boolean', default: false },
        abort: { type: 'boolean', default: false },
        'no-install': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    io.err((error as Error).message);
    io.err(USAGE);
    return 1;
  }
  if ([values.check, values.continue, values.abort].filter(Boolean).length > 1) {
    io.err('Choose one of --check, --continue and --abort.');
    io.err(USAGE);
    return 1;
  }
  const options = {
    from: values.from,
    to: values.to,
    install: !values['no-install'],
    build: !values['no-build'],
  };
  try {
    if (values.abort) return abortUpgrade(io.cwd, io.out);
    if (values.continue) return continueUpgrade(io.cwd, options, io.out);
    if (values.check) return check(io.cwd, options, io.out);
    return await upgrade(io.cwd, options, io.out);
  } catch (error) {
    if (!(error instanceof UpgradeStop)) throw error;
    for (const line of error.message.split('\n')) io.err(line);
    return 1;
  }
}
