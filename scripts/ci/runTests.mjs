// `npm test`: every check and test suite, in three lanes that start together, so a 2-core
// machine is busy on both cores from the first second to the last:
//   1. the local-stack build, then the browser suites over it (two files at a time);
//   2. the owners' copies (temporary folders and their own production builds, two at a time);
//   3. the integration suite (emulators on ports of its own), then Prettier, the type check,
//      ESLint and the unit tests at a lower priority (nice 10).
// Lanes 1 and 2 set the pace: long chains that wait much of the time (pages, emulators, git,
// Chromium printing). The checks and the unit tests are CPU work alone: niced, they take the
// cores the other lanes leave and never hold those back. (Three lanes at one priority shared
// the cores evenly and ended later: the unit tests took 985 s instead of about 250, 2026-12-03.)
// A step's output is printed whole when it ends, with its wall and CPU time; a step whose
// `needs` failed does not run; the run ends with the Jest totals on one line and fails when
// any step did. `npm test -- --serial` runs the steps one at a time instead (a machine too
// small for two, or a log read live).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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
  format: { ...bin('prettier', '--check', '.'), nice: 10 },
  typecheck: { ...bin('tsc', '--noEmit'), nice: 10 },
  lint: { ...bin('eslint', '.'), nice: 10 },
  // Two files at a time: niced, the second worker takes a core only when it is free.
  unit: {
    ...jest('unit', '--maxWorkers=2'),
    env: { NODE_OPTIONS: '--experimental-vm-modules' },
    nice: 10,
  },
  'browser build': bin(
    'ts-node',
    '-O',
    '{"rootDir":"."}',
    '__tests__/browser/support/localStackBuild.ts',
  ),
  // Its own ports and state folder (integration/support/globalSetup.ts): the browser suites'
  // stack is up at the same time on the default ones.
  integration: {
    ...jest('integration'),
    env: { AUTH_EMULATOR_PORT: '9299', FIRESTORE_EMULATOR_PORT: '8280', INBOX_PORT: '8887' },
  },
  // Two files at a time: much of a browser test is waiting on the page (accountsLock.ts).
  browser: {
    ...jest('browser', '--maxWorkers=2'),
    env: { BROWSER_TEST_SKIP_BUILD: '1' },
    needs: 'browser build',
  },
  // Two copies at a time: each waits on git, ts-node's start and Chromium's printing.
  copies: jest('copies', '--maxWorkers=2'),
};

/** The lanes run side by side; a lane's steps one after the other. */
const LANES = [
  { steps: ['browser build', 'browser'] },
  { steps: ['copies'] },
  { steps: ['integration', 'format', 'typecheck', 'lint', 'unit'] },
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

/**
 * The machine's busy time, all processes (Linux's /proc/stat: every field but idle and iowait,
 * in USER_HZ), and its cores; null elsewhere. Chromium's renderers are not all reaped by the
 * steps, so the steps' CPU undercounts them; this does not.
 */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return null;
  }
}
const busyAtStart = machineBusyMs();

/** Runs one step (at its `nice`, when it has one), its output kept; resolves to whether it passed. */
function run(name) {
  const { command, args, env, nice } = STEPS[name];
  const started = Date.now();
  const [file, argv] = nice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, {
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

/** A lane's steps in turn; one whose `needs` failed is not run, and counts as failed. */
async function runLane({ steps }) {
  for (const name of steps) {
    const { needs } = STEPS[name];
    if (needs && failedSteps.includes(needs)) {
      process.stdout.write(`\n=== ${name}: not run (${needs} failed)\n`);
      failedSteps.push(name);
    } else if (!(await run(name))) {
      failedSteps.push(name);
    }
  }
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
// Serially: the quick checks first, the browser suites last.
const lanes = serial ? [{ steps: [...LANES].reverse().flatMap((lane) => lane.steps) }] : LANES;
console.info(`\n--- ${lanes.map((lane) => lane.steps.join(' → ')).join('  ‖  ')}`);
await Promise.all(lanes.map(runLane));
const ok = failedSteps.length === 0;
const { passed, failed } = jestTotals();
const took = seconds(Date.now() - started);
console.info(`\nnpm test ${ok ? 'passed' : `FAILED (${failedSteps.join(', ')})`} in ${took}`);
const busyAtEnd = machineBusyMs();
if (busyAtStart !== null && busyAtEnd !== null) {
  const available = (Date.now() - started) * os.availableParallelism();
  const busy = busyAtEnd - busyAtStart;
  console.info(
    `The machine's cores were busy ${seconds(busy)} of ${seconds(available)} (${Math.round((100 * busy) / available)} %).`,
  );
}
// A check that failed without a test (types, lint) still counts as one failure.
console.info(`Tests: ${passed} passed, ${Math.max(failed, failedSteps.length)} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
