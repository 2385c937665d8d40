import fs from 'node:fs';
import path from 'node:path';

/** Every relative link in README.md and docs/*.md must lead somewhere in a fresh clone. */
const ROOT = path.resolve(__dirname, '../..');

const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown without its code: a link shown as code is not a link. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** The targets of inline links and images: `[text](target)`, `![alt](target "title")`. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1],
  );
}

/** GitHub's anchors for a document's headings ("Security rules (`x.y`)" → "security-rules-xy"). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const code = /^(```|~~~)[^]*?^\1/gm;
  for (const match of markdown.replace(code, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The links of `document` (a path from ROOT) that point at nothing, with why. */
function brokenLinks(document: string, readFile = (file: string) => fs.readFileSync(file, 'utf8')) {
  const broken: string[] = [];
  const markdown = readFile(path.join(ROOT, document));
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
    const [filePart, anchor] = target.split('#', 2);
    const file = filePart
      ? path.resolve(ROOT, path.dirname(document), decodeURI(filePart))
      : path.join(ROOT, document);
    if (!file.startsWith(ROOT) || !fs.existsSync(file)) {
      broken.push(`${document}: ${target} (no such file in the repository)`);
      continue;
    }
    if (anchor && file.endsWith('.md') && !headingAnchors(readFile(file)).has(anchor)) {
      broken.push(`${document}: ${target} (no heading with that anchor)`);
    }
  }
  return broken;
}

describe('links in the README and docs/', () => {
  it('finds links and images, not the ones shown as code', () => {
    const markdown = [
      'See [the docs](docs/a.md#one) and ![shot](docs/b.png "Title").',
      '`[not](a-link.md)`',
      '```',
      '[nor](this.md)',
      '```',
      '[site](https://example.com)',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/a.md#one', 'docs/b.png', 'https://example.com']);
  });

  it("makes GitHub's anchors from headings", () => {
    expect([
      ...headingAnchors('# Local stack\n## Security rules (`firestore.rules`)\n## A\n## A'),
    ]).toEqual(['local-stack', 'security-rules-firestorerules', 'a', 'a-1']);
  });

  it('reports a link to a missing file and to a missing heading', () => {
    const pages: Record<string, string> = {
      'README.md':
        '# Start\n' +
        '[gone](docs/nowhere.md) [here](#start) [no](#nothing) [docs](docs/architecture.md#no-such-part)',
    };
    const read = (file: string) => pages[path.relative(ROOT, file)] ?? '# Start';
    expect(brokenLinks('README.md', read)).toEqual([
      'README.md: docs/nowhere.md (no such file in the repository)',
      'README.md: #nothing (no heading with that anchor)',
      'README.md: docs/architecture.md#no-such-part (no heading with that anchor)',
    ]);
  });

  it.each(DOCUMENTS)('%s links only to files and headings that exist', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });
});
