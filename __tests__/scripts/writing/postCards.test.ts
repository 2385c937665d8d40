/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FileCache } from '../../../scripts/content/fileCache';
import { postCardSvg } from '../../../scripts/content/siteImages';
import { postCards } from '../../../scripts/writing/postCards';
import { owner } from '../../../src/content/settings';
import { post, writingOf } from '../../support/writingFixtures';
import { catalogues } from '../../support/sample';

jest.setTimeout(30_000);

const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("a post's social card", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'post-cards-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writing = writingOf([
    post('double-booking', 'en', { title: 'Why two people could book the same refill' }),
    post('double-booking', 'hi', { title: 'एक ही रीफ़िल दो लोग कैसे बुक कर पाए' }),
    post('unpublished', 'en', { draft: true }),
  ]);

  it('is drawn for each published post, 1200 x 630, named by its hash, described in its language', async () => {
    const cache = new FileCache(path.join(dir, 'cache'));
    const out = path.join(dir, 'out');
    const cards = await postCards(owner, writing, catalogues, cache, out);
    expect(Object.keys(cards).sort()).toEqual([
      '/blog/double-booking/',
      '/hi/blog/double-booking/',
    ]);
    const hindi = cards['/hi/blog/double-booking/'];
    expect(hindi).toMatchObject({ type: 'image/png', width: 1200, height: 630 });
    expect(hindi.path).toMatch(/^\/cards\/hi-double-booking\.[0-9a-f]{8}\.png$/);
    expect(hindi.alt).toBe('"एक ही रीफ़िल दो लोग कैसे बुक कर पाए", आरव मेहता की एक पोस्ट');
    const { width, height, format } = await sharp(path.join(out, hindi.path)).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(cache.stats).toEqual({ hits: 0, misses: 2 });
  });

  it('is taken from the cache when the post is unchanged, and redrawn when its title changes', async () => {
    const cache = new FileCache(path.join(dir, 'cache'));
    const first = await postCards(owner, writing, catalogues, cache, path.join(dir, 'a'));
    const again = new FileCache(path.join(dir, 'cache'));
    const second = await postCards(owner, writing, catalogues, again, path.join(dir, 'b'));
    expect(second).toEqual(first);
    expect(again.stats).toEqual({ hits: 2, misses: 0 });
    expect(existsSync(path.join(dir, 'b', first['/blog/double-booking/'].path))).toBe(true);

    const retitled = writingOf([post('double-booking', 'en', { title: 'A new title' })]);
    const third = new FileCache(path.join(dir, 'cache'));
    const cards = await postCards(owner, retitled, catalogues, third, path.join(dir, 'c'));
    expect(cards['/blog/double-booking/'].path).not.toBe(first['/blog/double-booking/'].path);
    expect(third.stats).toEqual({ hits: 0, misses: 1 });
  });

  it("says the post's title and the owner's name, escaped, a long title in three lines at most", () => {
    expect(textsOf(postCardSvg(owner, 'Rates & <limits>', 'Aarav Mehta'))).toEqual([
      'AM',
      'Rates &amp; &lt;limits&gt;',
      'Aarav Mehta',
      'aarav-mehta.example.dev',
    ]);
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const lines = textsOf(postCardSvg(owner, long, 'Aarav Mehta')).slice(1, -2);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    const short = textsOf(postCardSvg(owner, 'Short', 'Aarav Mehta')).slice(1, -2);
    expect(short).toEqual(['Short']);
  });
});
