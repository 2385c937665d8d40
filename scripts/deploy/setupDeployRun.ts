/**
 * The deploy set-up's plan printed as shell commands, or applied through a runner: each step's
 * check first, its commands only when the check says it is not in place.
 */
import type { Answer, Command, Step } from './setupDeployPlan';

/** Runs one command and answers; the real one spawns it, the tests' one is a fake cloud. */
export type Runner = (command: Command) => Answer & { stderr: string };

/** A failure the owner can act on: printed as one plain message, without a stack trace. */
export class SetupStop extends Error {}

/** The shell variable a printed plan keeps the project number in. */
export const PROJECT_NUMBER_VARIABLE = '${PROJECT_NUMBER}';

/**
 * One argument as a shell reads it back: bare when plain; a flag's value quoted after its `=`;
 * in double quotes when that is enough (so the project number's variable expands), else in
 * single quotes.
 */
export function quote(arg: string): string {
  const flag = /^(--[\w-]+=)(.+)$/.exec(arg);
  if (flag) return flag[1] + quote(flag[2]);
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  if (!/["$`\\!]/.test(arg.split(PROJECT_NUMBER_VARIABLE).join(''))) return `"${arg}"`;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

export const formatCommand = (command: Command) =>
  [command.program, ...command.args].map(quote).join(' ');

/** The plan as a script an owner can read, copy or run: each step's title, then its commands. */
export function formatPlan(steps: Step[], preamble: string[]): string {
  const blocks = steps.map((step, index) =>
    [`# ${index + 1}. ${step.title}`, ...step.make().map(formatCommand)].join('\n'),
  );
  return `${[preamble.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** Runs a command that must succeed (a look-up the plan needs, or a step's command). */
export function runOrStop(run: Runner, command: Command): string {
  const result = run(command);
  if (result.status !== 0) {
    const reason = result.stderr.trim() || `exit code ${result.status}`;
    throw new SetupStop(`${formatCommand(command)} failed:\n${reason}`);
  }
  return result.stdout;
}

/** Applies the steps in order; returns how many it had to make. */
export function applyPlan(steps: Step[], run: Runner, log: (line: string) => void): number {
  let made = 0;
  for (const step of steps) {
    const answer = run(step.check);
    if (step.done(answer)) {
      log(`ok    ${step.title}`);
      continue;
    }
    log(`make  ${step.title}`);
    for (const command of step.make(answer)) {
      log(`      ${formatCommand(command)}`);
      runOrStop(run, command);
    }
    made += 1;
  }
  return made;
}
