/** One thing wrong in a post or case study: the file, where in it, what, and the fix. */
export interface WritingProblem {
  /** From the repository's root: 'src/content/posts/hello.en.md'. */
  file: string;
  /** 1-based line in the file, where the problem is on one line. */
  line?: number;
  /** The front matter field, e.g. 'date' or 'cover.alt'. */
  field?: string;
  message: string;
}

const where = (problem: WritingProblem) =>
  [
    problem.file,
    problem.line === undefined ? '' : `:${problem.line}`,
    problem.field === undefined ? '' : ` (${problem.field})`,
  ].join('');

/** Every problem of the writing, listed at once so one pass of edits can fix them all. */
export class WritingError extends Error {
  constructor(readonly problems: WritingProblem[]) {
    super(
      [
        `The writing (posts/ and case-studies/ of the owner's folder) has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the build stops here:`,
        ...problems.map((problem) => `  ${where(problem)}: ${problem.message}`),
      ].join('\n'),
    );
    this.name = 'WritingError';
  }
}
