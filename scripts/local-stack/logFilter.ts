/**
 * What the local stack prints. Quiet (the default) keeps the stack's own lines, webpack's
 * compile results with their errors and warnings, and the emulators' warnings and errors;
 * verbose keeps everything every part prints.
 */
export type LogLevel = 'quiet' | 'verbose';

/** `--verbose` on the command line or LOG_LEVEL=verbose; LOG_LEVEL=quiet or unset: quiet. */
export function logLevelFrom(argv: readonly string[], env: NodeJS.ProcessEnv): LogLevel {
  if (argv.includes('--verbose')) return 'verbose';
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (!level || level === 'quiet') return 'quiet';
  if (level === 'verbose') return 'verbose';
  throw new Error(`LOG_LEVEL is "${env.LOG_LEVEL}": use quiet or verbose (or --verbose).`);
}

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** Parts whose output comes from webpack (the dev server, the production build). */
const WEBPACK_SOURCES = new Set(['web', 'build']);

/** webpack's closing line for each compilation: "... compiled successfully in 812 ms". */
const WEBPACK_SUMMARY = /\bcompiled\b.*\bin [\d.]+ ?m?s\b|\bfailed to compile\b/i;
/** The start of a problem block in webpack's stats ("ERROR in ./src/x.ts 3:7"). */
const WEBPACK_PROBLEM = /^(ERROR|WARNING)\b/;
/** webpack-dev-server's and webpack-cli's own warnings and errors. */
const WEBPACK_INFRASTRUCTURE_PROBLEM = /^<[ew]>|^\[webpack-cli\]/;

/**
 * A warning or an error from an emulator: firebase-tools' markers (⚠, ⬢, !!), a Java log
 * level, or an exception.
 */
const EMULATOR_PROBLEM =
  /^\s*(⚠|⬢|!!?\s)|^\s*(\[[\w-]+\]\s*)*(WARNING|WARN|SEVERE|ERROR|FATAL)\b|\b\w*(Exception|Error)\b:/;

/** Warnings that come on every start, are harmless here, and would only teach to skip them. */
const KNOWN_HARMLESS = [
  // The stack turns the Emulator UI off on purpose (ui.enabled: false).
  'The Emulator UI is not starting because none of the running emulators have a UI component',
  // gcloud's notice for any Java below 21; the stack's ready line names the Java it runs on.
  'Cloud Firestore Emulator support for Java JRE version 11 will be dropped',
];

export type LineFilter = (source: string, line: string) => boolean;

/** Decides line by line what a quiet stack shows; keeps state per part (webpack's blocks). */
export function quietFilter(): LineFilter {
  const inWebpackProblem = new Map<string, boolean>();
  return (source, rawLine) => {
    const line = rawLine.replace(ANSI, '');
    if (source === 'stack') return true;
    if (KNOWN_HARMLESS.some((notice) => line.includes(notice))) return false;
    if (WEBPACK_SOURCES.has(source)) {
      if (WEBPACK_SUMMARY.test(line)) {
        inWebpackProblem.set(source, false);
        return true;
      }
      if (WEBPACK_PROBLEM.test(line)) inWebpackProblem.set(source, true);
      return inWebpackProblem.get(source) === true || WEBPACK_INFRASTRUCTURE_PROBLEM.test(line);
    }
    return EMULATOR_PROBLEM.test(line);
  };
}

export function lineFilter(level: LogLevel): LineFilter {
  return level === 'verbose' ? () => true : quietFilter();
}
