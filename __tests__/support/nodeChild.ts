import { execFileSync } from 'node:child_process';

/**
 * Runs `script` as an ES module in a Node child and returns the JSON it prints. The bench and
 * CI scripts are plain ES modules run by Node; Jest here compiles to CommonJS and cannot
 * import them, so their tests run them this way.
 */
export function runModuleInNode(script: string): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}
