import { slashedAddress } from '../../../scripts/site/pageAddress';

describe('slashedAddress: the one address of a page, as npm start serves it', () => {
  it('adds the slash to a page address without one, keeping the query', () => {
    expect(slashedAddress('/hi')).toBe('/hi/');
    expect(slashedAddress('/privacy')).toBe('/privacy/');
    expect(slashedAddress('/hi/blog/first-post')).toBe('/hi/blog/first-post/');
    expect(slashedAddress('/hi?from=card')).toBe('/hi/?from=card');
  });

  it('leaves an address that has its slash, a file, and the dev server’s own paths', () => {
    expect(slashedAddress('/')).toBeNull();
    expect(slashedAddress('/hi/')).toBeNull();
    expect(slashedAddress('/hi/?from=card')).toBeNull();
    expect(slashedAddress('/files/resume.pdf')).toBeNull();
    expect(slashedAddress('/blog/rss.xml')).toBeNull();
    expect(slashedAddress('/hi/blog/feed.json?v=2')).toBeNull();
    expect(slashedAddress('/main.1a2b3c4d.js')).toBeNull();
    expect(slashedAddress('/ws')).toBeNull();
    expect(slashedAddress('/webpack-dev-server/invalidate')).toBeNull();
  });
});
