/**
 * What `npm run doctor` says about each check: ok; a problem, with its fix and the console page
 * that fixes it; or "not checked", with why.
 */
export type Status = 'ok' | 'problem' | 'not checked';

export interface Finding {
  /** The check's name, the same in every run: 'Firebase web config', 'SITE_URL'. */
  check: string;
  status: Status;
  /** What was found, or why it was not checked. */
  detail: string;
  /** For a problem: what to do. */
  fix?: string;
  /** For a problem: the page (a console's, or the docs') where it is fixed. */
  where?: string;
}

export const ok = (check: string, detail: string): Finding => ({ check, status: 'ok', detail });

export const problem = (check: string, detail: string, fix: string, where?: string): Finding => ({
  check,
  status: 'problem',
  detail,
  fix,
  ...(where ? { where } : {}),
});

export const notChecked = (check: string, why: string): Finding => ({
  check,
  status: 'not checked',
  detail: why,
});

const LABEL: Record<Status, string> = {
  ok: 'ok         ',
  problem: 'PROBLEM    ',
  'not checked': 'not checked',
};

/** One line per finding; a problem's fix and page on the lines under it. */
export function formatFindings(findings: Finding[]): string {
  const lines = findings.flatMap(({ check, status, detail, fix, where }) => [
    `${LABEL[status]}  ${check}: ${detail}`,
    ...(fix ? [`             fix: ${fix}`] : []),
    ...(where ? [`             at:  ${where}`] : []),
  ]);
  const count = (status: Status) => findings.filter((finding) => finding.status === status).length;
  lines.push(
    '',
    `${count('problem')} problem(s), ${count('not checked')} not checked, ${count('ok')} ok.`,
  );
  return lines.join('\n');
}

/**
 * 1 when anything is a problem; with `strict` (--strict), also when anything was not checked
 * (CI that holds Google credentials and wants every check made). Otherwise 0.
 */
export function exitCode(findings: Finding[], strict = false): number {
  return findings.some(({ status }) => status === 'problem' || (strict && status === 'not checked'))
    ? 1
    : 0;
}
