/** @jest-environment node */
import { splitPiece } from '../../../scripts/writing/frontMatter';

const FILE = 'src/content/posts/hello.en.md';
const piece = (front: string, body = 'Hello.\n') => `---\n${front}\n---\n${body}`;
const GOOD =
  'title: Hello\ndate: 2026-01-31\nsummary: A first post.\ntags: [react, web-performance]';

describe('a post’s front matter', () => {
  it('gives the checked fields and where the body starts', () => {
    const split = splitPiece(piece(GOOD, '# Hi\n'), FILE);
    expect(split.problems).toEqual([]);
    expect(split.front).toEqual({
      title: 'Hello',
      date: '2026-01-31',
      summary: 'A first post.',
      tags: ['react', 'web-performance'],
    });
    expect(split.body).toBe('# Hi\n');
    // Six lines of front matter: the body's first line is the file's seventh.
    expect(split.bodyLineOffset).toBe(6);
  });

  it('keeps updated, draft, cover and the sample mark', () => {
    const split = splitPiece(
      piece(
        `${GOOD}\nupdated: 2026-02-02\ndraft: true\nsample: true\ncover: { src: /images/a.png, alt: A chart }`,
      ),
      FILE,
    );
    expect(split.problems).toEqual([]);
    expect(split.front).toMatchObject({
      updated: '2026-02-02',
      draft: true,
      sample: true,
      cover: { src: '/images/a.png', alt: 'A chart' },
    });
  });

  it('says when the file has no front matter at all', () => {
    expect(splitPiece('# Just a heading\n', FILE).problems).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 1,
        message: expect.stringMatching(/^has no front matter\. Begin the file with it/),
      }),
    ]);
  });

  it('names each missing or bad field with its line and the fix', () => {
    const { problems } = splitPiece(
      piece('date: 2026-02-30\nsummary: ""\ntags: [React]\nupdated: 2026-01-01\ntitel: Typo'),
      FILE,
    );
    const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem]));
    expect(byField.title).toMatchObject({
      line: 2,
      message: 'is missing. Add it, e.g. "title: My first post".',
    });
    expect(byField.date).toMatchObject({
      line: 2,
      message: '"2026-02-30" is not a day. Write it as YYYY-MM-DD, e.g. "date: 2026-01-31".',
    });
    expect(byField.summary).toMatchObject({
      line: 3,
      message: expect.stringMatching(/^must be text/),
    });
    expect(byField.tags).toMatchObject({
      line: 4,
      message: expect.stringContaining('"React" is not a tag. Write it in lowercase'),
    });
    expect(byField.titel).toMatchObject({
      line: 6,
      message: expect.stringMatching(/^is not a front matter field\. Use only title, date/),
    });
    expect(problems).toHaveLength(5);
  });

  it('refuses an update before the publication day', () => {
    const { problems } = splitPiece(piece(`${GOOD}\nupdated: 2026-01-01`), FILE);
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'updated',
        message:
          '2026-01-01 is before the date (2026-01-31). Write the day of the last change, on or after the date.',
      }),
    ]);
  });

  it('wants a cover’s text alternative and a draft that is true or false', () => {
    const { problems } = splitPiece(
      piece(`${GOOD}\ncover: { src: /images/a.png }\ndraft: yes`),
      FILE,
    );
    expect(problems.map((problem) => [problem.field, problem.message.split('.')[0]])).toEqual([
      ['cover.alt', 'is missing'],
      ['draft', '"yes" is not true or false'],
    ]);
  });

  it('points at the line of broken YAML', () => {
    const { problems, front } = splitPiece(piece('title: Hello\ndate: [2026'), FILE);
    expect(front).toBeNull();
    expect(problems[0]).toMatchObject({
      file: FILE,
      line: 3,
      message: expect.stringMatching(/^the front matter is not valid YAML/),
    });
  });
});
