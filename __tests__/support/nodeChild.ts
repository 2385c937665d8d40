import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

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

/** `expression(module)` on the ES module at `file` (a path), in a Node child: what it returns. */
export function callModuleInNode(file: string, expression: string): unknown {
  const url = JSON.stringify(pathToFileURL(file).href);
  return runModuleInNode(
    `import * as m from ${url}; console.log(JSON.stringify((${expression})(m)));`,
  );
}
