import Ajv from 'ajv';
import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { absoluteUrls } from '../../../scripts/writing/absoluteUrls';
import { FEED_LIMIT, feedFiles } from '../../../scripts/writing/feeds';
import { owner } from '../../../src/content/settings';
import jsonFeedSchema from '../../support/jsonFeed-1.1.schema.json';
import { post, writingOf } from '../../support/writingFixtures';
import { catalogues } from '../../support/sample';

/** An element as a strict XML parser (saxes, namespaces on) read it. */
interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses `xml` strictly (a well-formedness error throws) into a tree of elements. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag: SaxesTagNS) => {
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('No root element.');
  return root;
}

const RSS_CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const ATOM = 'http://www.w3.org/2005/Atom';
const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';
const SITE = 'https://aarav-mehta.example.dev/';

const childrenOf = (element: XmlElement, name: string, uri = '') =>
  element.children.filter((child) => child.name === name && child.uri === uri);
const childOf = (element: XmlElement, name: string, uri = '') => {
  const [found] = childrenOf(element, name, uri);
  if (!found) throw new Error(`<${element.name}> has no <${name}>.`);
  return found;
};
const textOf = (element: XmlElement, name: string, uri = '') =>
  childOf(element, name, uri).text.trim();

/** RFC 822 as RSS 2.0 uses it: 'Mon, 01 Jan 2024 00:00:00 GMT'. */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const ajv = new Ajv({
  allErrors: true,
  strict: true,
  // 'content_html or content_text' names properties that the branches of anyOf do not define.
  strictRequired: false,
  formats: {
    uri: (value: string) => URL.canParse(value) && /^https?:\/\//.test(value),
    'date-time': (value: string) => RFC_3339.test(value) && !Number.isNaN(Date.parse(value)),
  },
});
const validateJsonFeed = ajv.compile(jsonFeedSchema);

const body = `<h2 id="why">Why</h2><p>See <a href="/blog/other/#setup">the other post</a>, <a href="#notes">the notes</a>, <a href="https://example.org/x">a site</a> and <a href="mailto:a@b.c">mail</a>.</p><p><img src="/images/posts/diagram.png" srcset="/images/posts/diagram-400.webp 400w, /images/posts/diagram-800.webp 800w" alt="A diagram"></p><pre><code>&#x3C;a href="/kept/as/text">code&#x3C;/a></code></pre>`;

/** Two English posts and their Hindi translation, one English draft. */
const sample = writingOf([
  post('newer', 'en', { date: '2024-03-10', updated: '2024-04-02', tags: ['react', 'web'] }, body),
  post('older', 'en', { date: '2024-02-01' }),
  post('secret', 'en', { date: '2024-05-01', draft: true }),
  post('newer', 'hi', { date: '2024-03-12', title: 'नई पोस्ट' }),
]);

const filesOf = (writing = sample) =>
  Object.fromEntries(feedFiles(owner, writing, catalogues).map(({ name, data }) => [name, data]));

describe('the feeds', () => {
  it("are written under each language's blog, three per language that has posts", () => {
    expect(Object.keys(filesOf()).sort()).toEqual([
      'blog/atom.xml',
      'blog/feed.json',
      'blog/rss.xml',
      'hi/blog/atom.xml',
      'hi/blog/feed.json',
      'hi/blog/rss.xml',
    ]);
    expect(
      Object.keys(filesOf(writingOf([post('only', 'en'), post('draft', 'hi', { draft: true })]))),
    ).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']);
  });

  describe('RSS 2.0', () => {
    const rss = parseXml(filesOf()['blog/rss.xml']);
    const channel = childOf(rss, 'channel');
    const items = childrenOf(channel, 'item');

    it('has the channel that RSS 2.0 requires, in the language of its posts', () => {
      expect(rss.name).toBe('rss');
      expect(rss.attributes.version).toBe('2.0');
      expect(textOf(channel, 'title')).toBe("Aarav Mehta's writing");
      expect(textOf(channel, 'link')).toBe(`${SITE}blog/`);
      expect(textOf(channel, 'description')).toBe(
        'Posts by Aarav Mehta: what I built, how and why.',
      );
      expect(textOf(channel, 'language')).toBe('en');
      expect(childOf(channel, 'link', ATOM).attributes).toMatchObject({
        rel: 'self',
        href: `${SITE}blog/rss.xml`,
      });
    });

    it('lists the published posts newest first, each whole, dated and by the owner', () => {
      expect(items.map((item) => textOf(item, 'title'))).toEqual(['Post newer', 'Post older']);
      const [newer] = items;
      expect(textOf(newer, 'link')).toBe(`${SITE}blog/newer/`);
      expect(childOf(newer, 'guid').attributes.isPermaLink).toBe('true');
      expect(textOf(newer, 'guid')).toBe(`${SITE}blog/newer/`);
      expect(textOf(newer, 'pubDate')).toMatch(RFC_822);
      expect(textOf(newer, 'pubDate')).toBe('Sun, 10 Mar 2024 00:00:00 GMT');
      expect(textOf(newer, 'description')).toBe('The summary of newer.');
      expect(textOf(newer, 'creator', DUBLIN_CORE)).toBe('Aarav Mehta');
      expect(childrenOf(newer, 'category').map((category) => category.text)).toEqual([
        'react',
        'web',
      ]);
      const content = textOf(newer, 'encoded', RSS_CONTENT);
      expect(content).toContain(`<a href="${SITE}blog/other/#setup">`);
      expect(content).toContain(`<img src="${SITE}images/posts/diagram.png"`);
    });

    it('has every item with a title, and none that is a draft', () => {
      for (const item of items) expect(textOf(item, 'title')).not.toBe('');
      expect(JSON.stringify(items)).not.toContain('secret');
    });
  });

  describe('Atom 1.0', () => {
    const feed = parseXml(filesOf()['hi/blog/atom.xml']);
    const entries = childrenOf(feed, 'entry', ATOM);

    it("has the feed's id, title and updated, in the page's language", () => {
      expect(feed.uri).toBe(ATOM);
      expect(feed.attributes['xml:lang']).toBe('hi');
      expect(textOf(feed, 'id', ATOM)).toBe(`${SITE}hi/blog/`);
      expect(textOf(feed, 'title', ATOM)).toBe('आरव मेहता का लेखन');
      expect(textOf(feed, 'updated', ATOM)).toBe('2024-03-12T00:00:00.000Z');
      expect(textOf(childOf(feed, 'author', ATOM), 'name', ATOM)).toBe('आरव मेहता');
    });

    it('has each entry with id, title, updated, an alternate link and its HTML', () => {
      expect(entries).toHaveLength(1);
      const [entry] = entries;
      expect(textOf(entry, 'id', ATOM)).toBe(`${SITE}hi/blog/newer/`);
      expect(textOf(entry, 'title', ATOM)).toBe('नई पोस्ट');
      expect(textOf(entry, 'updated', ATOM)).toMatch(RFC_3339);
      const link = childOf(entry, 'link', ATOM).attributes;
      expect(link.rel ?? 'alternate').toBe('alternate');
      expect(link.href).toBe(`${SITE}hi/blog/newer/`);
      const content = childOf(entry, 'content', ATOM);
      expect(content.attributes.type).toBe('html');
      expect(content.text).toBe('<p>About newer.</p>');
    });

    it('dates an entry by its last change and its publication', () => {
      const english = parseXml(filesOf()['blog/atom.xml']);
      const [newer] = childrenOf(english, 'entry', ATOM);
      expect(textOf(newer, 'updated', ATOM)).toBe('2024-04-02T00:00:00.000Z');
      expect(textOf(newer, 'published', ATOM)).toBe('2024-03-10T00:00:00.000Z');
      expect(textOf(english, 'updated', ATOM)).toBe('2024-04-02T00:00:00.000Z');
    });
  });

  describe('JSON Feed 1.1', () => {
    const feed = JSON.parse(filesOf()['blog/feed.json']) as {
      items: { id: string; title: string; content_html: string; date_published: string }[];
    };

    it('passes the JSON Feed 1.1 schema', () => {
      const valid = validateJsonFeed(feed);
      expect(validateJsonFeed.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
      expect(feed).toMatchObject({
        version: 'https://jsonfeed.org/version/1.1',
        home_page_url: `${SITE}blog/`,
        feed_url: `${SITE}blog/feed.json`,
        language: 'en',
        authors: [{ name: 'Aarav Mehta', url: SITE }],
      });
    });

    it('lists the published posts newest first, with their whole HTML', () => {
      expect(feed.items.map((item) => item.title)).toEqual(['Post newer', 'Post older']);
      expect(feed.items[0].date_published).toBe('2024-03-10T00:00:00.000Z');
      expect(feed.items[0].content_html).toContain(`href="${SITE}blog/other/#setup"`);
    });

    it('fails the schema when an item has no content (the schema can fail)', () => {
      const broken = { ...feed, items: [{ id: 'x', url: SITE, date_published: '2024-01-01' }] };
      expect(validateJsonFeed(broken)).toBe(false);
    });
  });

  it(`keeps the newest ${FEED_LIMIT} posts and no more`, () => {
    const many = writingOf(
      Array.from({ length: FEED_LIMIT + 5 }, (_, index) =>
        post(`p${index}`, 'en', { date: `2023-01-${String(index + 1).padStart(2, '0')}` }),
      ),
    );
    const rss = childOf(parseXml(filesOf(many)['blog/rss.xml']), 'channel');
    const titles = childrenOf(rss, 'item').map((item) => textOf(item, 'title'));
    expect(titles).toHaveLength(FEED_LIMIT);
    expect(titles[0]).toBe(`Post p${FEED_LIMIT + 4}`);
    expect(titles.at(-1)).toBe('Post p5');
  });

  it("carry the body for feed readers, not the page's, in all three formats", () => {
    const page = `<div class="heading"><h2 id="why">Why</h2><a class="anchor" href="#why">#</a></div><div class="code-block" data-lang="ts"><pre class="shiki" style="--shiki-light:#1f2328"><code><span style="--shiki-light:#CF222E">const</span></code></pre></div>`;
    const forReaders = `<h2 id="why">Why</h2><pre><code class="language-ts">const</code></pre>`;
    const files = filesOf(writingOf([{ ...post('one', 'en', {}, page), feedHtml: forReaders }]));
    const rss = childOf(parseXml(files['blog/rss.xml']), 'channel');
    const atom = parseXml(files['blog/atom.xml']);
    const json = JSON.parse(files['blog/feed.json']) as { items: { content_html: string }[] };
    expect([
      textOf(childOf(rss, 'item'), 'encoded', RSS_CONTENT),
      childOf(childOf(atom, 'entry', ATOM), 'content', ATOM).text,
      json.items[0].content_html,
    ]).toEqual(Array(3).fill(forReaders));
    for (const data of Object.values(files)) expect(data).not.toContain('style=');
  });

  it('takes the site address from SITE_URL when it is set', () => {
    const [rss] = feedFiles(owner, sample, catalogues, 'https://me.example.org');
    expect(rss.data).toContain('<link>https://me.example.org/blog/</link>');
  });
});

describe('absoluteUrls', () => {
  const base = `${SITE}blog/newer/`;

  it('makes every relative address whole, in links, images and srcset', () => {
    const html = absoluteUrls(body, base);
    expect(html).toContain(`<a href="${SITE}blog/other/#setup">`);
    expect(html).toContain(`<a href="${SITE}blog/newer/#notes">`);
    expect(html).toContain(
      `srcset="${SITE}images/posts/diagram-400.webp 400w, ${SITE}images/posts/diagram-800.webp 800w"`,
    );
  });

  it('keeps addresses that have a scheme, and text that only looks like a tag', () => {
    const html = absoluteUrls(body, base);
    expect(html).toContain('<a href="https://example.org/x">');
    expect(html).toContain('<a href="mailto:a@b.c">');
    expect(html).toContain('<code>&#x3C;a href="/kept/as/text">code&#x3C;/a></code>');
  });

  it('keeps a quoted ">" inside an attribute, and escapes what it writes', () => {
    expect(absoluteUrls('<img alt="a > b" src="/x y.png?a=1&amp;b=2">', base)).toBe(
      `<img alt="a > b" src="${SITE}x%20y.png?a=1&amp;b=2">`,
    );
  });
});
