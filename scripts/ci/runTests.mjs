// `npm test`: every check and test suite, in the order each needs, side by side where they do
// not share anything, so a 2-core machine is busy on both cores:
//   1. Prettier, the type check and ESLint, one after the other, beside the unit tests, beside
//      the local-stack build the browser suites use and then the integration suite (the
//      emulators);
//   2. the browser suites (the local stack, dist/; two files at a time) beside the owners'
//      copies (temporary folders and their own builds): the copies keep a core busy while the
//      browsers run, which the browser suites must bear, as they must on any machine.
// Three lanes from the start (the browsers' lane not waiting for the unit tests) starved the
// unit tests: 985 s instead of about 250 (2026-12-03). The browser and integration suites each
// start the local stack on the same ports, so they never overlap. A step's output is printed
// whole when it ends, with its time; the run ends with the Jest totals on one line and fails
// when any step did. `npm test -- --serial` runs the steps one at a time instead (a machine too
// small for two, or a log read live).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, '.local', 'test-results');
const serial = process.argv.includes('--serial');

/** A command of node_modules/.bin, or a Jest project writing its totals for the last line. */
const bin = (name, ...args) => ({ command: path.join(ROOT, 'node_modules', '.bin', name), args });
const jest = (project, ...args) => ({
  ...bin(
    'jest',
    '--selectProjects',
    project,
    '--json',
    `--outputFile=${results(project)}`,
    ...args,
  ),
  project,
});
const results = (project) => path.join(RESULTS, `${project}.json`);

const STEPS = {
  format: bin('prettier', '--check', '.'),
  typecheck: bin('tsc', '--noEmit'),
  lint: bin('eslint', '.'),
  unit: { ...jest('unit'), env: { NODE_OPTIONS: '--experimental-vm-modules' } },
  'browser build': bin(
    'ts-node',
    '-O',
    '{"rootDir":"."}',
    '__tests__/browser/support/localStackBuild.ts',
  ),
  integration: jest('integration'),
  // Two files at a time: much of a browser test is waiting on the page (accountsLock.ts).
  browser: { ...jest('browser', '--maxWorkers=2'), env: { BROWSER_TEST_SKIP_BUILD: '1' } },
  copies: jest('copies', '--runInBand'),
};

/** Each group's lanes run side by side; a lane's steps run one after the other. */
const PLAN = [
  [['format', 'typecheck', 'lint'], ['unit'], ['browser build', 'integration']],
  [['browser'], ['copies']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * The processor time of every child this runner has reaped, with what they reaped in turn
 * (Linux's cutime + cstime, in USER_HZ = 100 ticks a second); null elsewhere. Read as a step
 * exits, its growth is that step's CPU time: a step that takes long with little CPU waits,
 * one that takes long with much is the work to cut.
 */
function reapedCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}
let lastReapedCpuMs = reapedCpuMs();

/** Runs one step, its output kept; resolves to whether it passed. */
function run(name) {
  const { command, args, env } = STEPS[name];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let cpu = '';
    child.on('exit', () => {
      const now = reapedCpuMs();
      if (now !== null && lastReapedCpuMs !== null) cpu = `, CPU ${seconds(now - lastReapedCpuMs)}`;
      lastReapedCpuMs = now;
    });
    child.on('close', (code, signal) => {
      const passed = code === 0;
      const outcome = passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(
        `\n=== ${name}: ${outcome} in ${seconds(Date.now() - started)}${cpu}\n${Buffer.concat(output)}`,
      );
      resolve(passed);
    });
  });
}

const failedSteps = [];

/** A lane stops at its first failure: what follows needs it (the build before the browsers). */
async function runLane(lane) {
  for (const name of lane) {
    if (!(await run(name))) {
      failedSteps.push(name);
      return false;
    }
  }
  return true;
}

/** Passed and failed tests of every Jest project that ran. */
function jestTotals() {
  let passed = 0;
  let failed = 0;
  for (const { project } of Object.values(STEPS)) {
    if (!project) continue;
    try {
      const result = JSON.parse(readFileSync(results(project), 'utf8'));
      passed += result.numPassedTests;
      failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    } catch {
      // That project did not run (an earlier step failed): its tests count as not passed.
    }
  }
  return { passed, failed };
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
let ok = true;
for (const group of PLAN) {
  const lanes = serial ? [group.flat()] : group;
  console.info(`\n--- ${lanes.map((lane) => lane.join(' → ')).join('  ‖  ')}`);
  const outcomes = await Promise.all(lanes.map(runLane));
  if (outcomes.includes(false)) {
    ok = false;
    break;
  }
}
const { passed, failed } = jestTotals();
const took = seconds(Date.now() - started);
console.info(`\nnpm test ${ok ? 'passed' : `FAILED (${failedSteps.join(', ')})`} in ${took}`);
// A check that failed without a test (types, lint) still counts as one failure.
console.info(`Tests: ${passed} passed, ${Math.max(failed, failedSteps.length)} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
