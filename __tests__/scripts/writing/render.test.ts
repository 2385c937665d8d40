/** @jest-environment node */
import { CodeHighlighter } from '../../../scripts/writing/highlight';
import { countWords, readingMinutes } from '../../../scripts/writing/readingTime';
import { renderBody } from '../../../scripts/writing/render';
import type { RenderTools } from '../../../scripts/writing/render';
import { en } from '../../support/sample';

const WORDS = {
  newTab: en.common.newTab,
  footnotes: en.blog.footnotes,
  backToReference: en.blog.backToReference,
  sectionLink: en.blog.sectionLink,
};
const AT = { file: 'content/posts/a.en.md', lineOffset: 5 };
const highlighter = new CodeHighlighter();
const tools: RenderTools = {
  highlighter,
  image: async (src) =>
    src === '/images/posts/chart.png'
      ? {
          width: 1600,
          height: 800,
          variants: {
            stem: '/images/posts/chart',
            hash: 'abcd1234',
            widths: [520, 1600],
            formats: ['avif', 'webp', 'png'],
          },
        }
      : {
          problem: `the image content/public${src} does not exist. Put the file there, or correct the path.`,
        },
};
const render = (markdown: string) => renderBody(markdown, AT, WORDS, tools);

describe('rendering a post’s Markdown', () => {
  it('gives headings stable ids, an anchor link each, and lists them for the contents', async () => {
    const body = await render(
      '## What went wrong\n\nText.\n\n### A detail\n\n## What went wrong\n',
    );
    expect(body.html).toContain(
      '<h2 id="what-went-wrong">What went wrong</h2><a class="anchor" href="#what-went-wrong"><span aria-hidden="true">#</span><span class="visually-hidden">Link to this section: What went wrong</span></a>',
    );
    expect(body.headings).toEqual([
      { depth: 2, id: 'what-went-wrong', text: 'What went wrong' },
      { depth: 3, id: 'a-detail', text: 'A detail' },
      { depth: 2, id: 'what-went-wrong-1', text: 'What went wrong' },
    ]);
    expect(body.ids).toEqual(
      expect.arrayContaining(['what-went-wrong', 'a-detail', 'what-went-wrong-1']),
    );
  });

  it('renders GitHub’s tables, task lists and footnotes with the language’s labels', async () => {
    const body = await render(
      '| A | B | C |\n| - | :-: | --: |\n| 1 | 2 | 3 |\n\n- [x] done\n- [ ] to do\n\nA claim.[^why]\n\n[^why]: The reason.\n',
    );
    // Column alignment as classes the document CSS styles: HTML's align is obsolete.
    expect(body.html).toMatch(
      /<table>\s*<thead>\s*<tr>\s*<th>A<\/th>\s*<th class="align-center">B<\/th>\s*<th class="align-right">C<\/th>/,
    );
    expect(body.html).toMatch(/<td class="align-center">2<\/td>\s*<td class="align-right">3<\/td>/);
    expect(body.html).not.toContain('align=');
    // Each task's box is named by its text.
    expect(body.html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> done</label></li>',
    );
    expect(body.html).toContain(
      '<a href="#user-content-fn-why" id="user-content-fnref-why" data-footnote-ref aria-describedby="footnote-label">1</a>',
    );
    expect(body.html).toContain('<h2 class="footnotes-heading" id="footnote-label">Footnotes</h2>');
    // The way back is named by hidden text, its arrow hidden from the name.
    expect(body.html).toContain(
      '<a href="#user-content-fnref-why" data-footnote-backref="" class="data-footnote-backref"><span aria-hidden="true">↩</span><span class="visually-hidden">Back to reference 1</span></a>',
    );
    expect(body.html).not.toContain('aria-label=');
    expect(body.feedHtml).toContain('aria-label="Back to reference 1"');
    expect(body.feedHtml).not.toContain('visually-hidden');
    // The footnotes' heading is not a section of the text.
    expect(body.headings).toEqual([]);
    expect(body.ids).toEqual(
      expect.arrayContaining(['user-content-fn-why', 'user-content-fnref-why']),
    );
  });

  it('marks external links as opening in a new tab, and leaves the site’s own alone', async () => {
    const body = await render('[Docs](https://example.com/docs) and [home](/#projects).\n');
    expect(body.html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer" class="external">Docs<span class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(body.html).toContain('<a href="/#projects">home</a>');
    expect(body.links).toEqual([{ href: '/#projects', line: 6 }]);
  });

  it('highlights code in the light and the dark theme at once, as CSS variables', async () => {
    const body = await render('```ts\nconst answer: number = 42;\n```\n\n```\nplain text\n```\n');
    expect(body.html).toContain(
      '<div class="code-block" data-lang="ts"><pre class="shiki shiki-themes github-light-default github-dark-default"',
    );
    expect(body.html).toMatch(
      /<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const<\/span>/,
    );
    expect(body.html).toContain('<div class="code-block" data-lang="text">');
    expect(body.html).toContain('plain text');
    expect(body.html).not.toContain('language-ts');
  });

  it('serves images as the screenshots are: variants, size, lazy below the first blocks', async () => {
    const body = await render(
      '![A chart](/images/posts/chart.png)\n\nOne.\n\nTwo.\n\n![The same chart](/images/posts/chart.png)\n',
    );
    const [first, second] = body.html.split('<picture>').slice(1);
    expect(first).toContain(
      '<source type="image/avif" srcset="/images/posts/chart-520.abcd1234.avif 520w, /images/posts/chart-1600.abcd1234.avif 1600w"',
    );
    expect(first).toContain('<source type="image/webp"');
    expect(first).toMatch(
      /<img src="\/images\/posts\/chart-520\.abcd1234\.png" srcset="[^"]+" sizes="[^"]+" alt="A chart" width="1600" height="800" decoding="async">/,
    );
    expect(second).toContain(
      'alt="The same chart" width="1600" height="800" decoding="async" loading="lazy"',
    );
  });

  it('gives the feeds the same body without the page’s own markup', async () => {
    const body = await render(
      '## What went wrong\n\n[Docs](https://example.com/docs) and [home](/#projects).\n\n![A chart](/images/posts/chart.png)\n\n```ts\nconst answer: number = 42;\n```\n\n```\nplain text\n```\n\n| A | B |\n| - | --: |\n| 1 | 2 |\n',
    );
    const feed = body.feedHtml;
    expect(feed).toContain('<h2 id="what-went-wrong">What went wrong</h2>\n<p>');
    expect(feed).toContain(
      '<a href="https://example.com/docs">Docs</a> and <a href="/#projects">home</a>.',
    );
    expect(feed).toContain(
      '<p><img src="/images/posts/chart-520.abcd1234.png" srcset="/images/posts/chart-520.abcd1234.png 520w, /images/posts/chart-1600.abcd1234.png 1600w" alt="A chart" width="1600" height="800"></p>',
    );
    expect(feed).toContain(
      '<pre><code class="language-ts">const answer: number = 42;\n</code></pre>\n<pre><code class="language-text">plain text\n</code></pre>',
    );
    expect(feed).toContain('<td class="align-right">2</td>');
    // Nothing a reader strips or shows wrongly away from the page's CSS and script.
    for (const pageOnly of [
      'style=',
      'class="heading"',
      'class="anchor"',
      'visually-hidden',
      'external-mark',
      'target=',
      'code-block',
      'shiki',
      '<picture>',
      'sizes=',
      'loading=',
      'align=',
    ]) {
      expect(feed).not.toContain(pageOnly);
    }
    // The page keeps its own.
    expect(body.html).toContain('class="anchor"');
    expect(body.html).toContain('style="--shiki-light:');
  });

  it('reports each problem with its line in the file and the fix', async () => {
    const body = await render(
      'Text.\n\n![](/images/posts/chart.png)\n\n![A map](/images/posts/map.png)\n\n[There](../other/)\n\n```pyhton\nprint(1)\n```\n',
    );
    expect(body.problems).toEqual([
      {
        file: AT.file,
        line: 8,
        message:
          'the image "/images/posts/chart.png" has no alt text. Describe it in the brackets: ![A phone showing the booking screen](/images/posts/chart.png).',
      },
      {
        file: AT.file,
        line: 12,
        message:
          'the link "../other/" is neither a full http(s) address nor a path from the site\'s root. Write it as "https://…" or as "/blog/<slug>/".',
      },
      {
        file: AT.file,
        line: 14,
        message:
          'the code block\'s language "pyhton" is not one the highlighter knows. Write its usual name (ts, js, python, bash, json, …) or "text".',
      },
      {
        file: AT.file,
        line: 10,
        message:
          'the image content/public/images/posts/map.png does not exist. Put the file there, or correct the path.',
      },
    ]);
  });
});

describe('reading time', () => {
  it('counts words in Latin and Devanagari alike', () => {
    expect(countWords("Don't stop: re-use 42 things.")).toBe(5);
    expect(countWords('पुरानी DBF फ़ाइलें बदलना, किसी का नाम खोए बिना')).toBe(9);
    // Vowel signs, nukta, anusvara and chandrabindu are marks inside a word, not breaks.
    expect(countWords('मैं क्या सीखता हूँ।')).toBe(4);
  });

  it('is whole minutes at 220 words a minute, at least one', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes('word '.repeat(1500))).toBe(7);
  });
});
