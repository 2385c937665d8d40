/**
 * Every page of the site has one address, ending in a slash: '/hi/', '/privacy/', '/blog/x/'.
 * Firebase Hosting makes it so with firebase.json's `trailingSlash: true` (a 301 from '/hi' to
 * '/hi/'; a file such as /files/resume.pdf or /blog/rss.xml is served as it is). `npm start`'s
 * dev server does the same with slashedAddress below, so a link that works there works hosted.
 */

/** Paths of the dev server itself (its socket, its status pages), never a page's. */
const DEV_SERVER_PATHS = /^\/(ws|webpack-dev-server|__)/;

/**
 * Where a request for `url` (path and query) is moved: the same path with a slash added, when
 * it names a page (its last segment has no dot) without one; otherwise null, to be served as
 * asked.
 */
export function slashedAddress(url: string): string | null {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  if (pathname.endsWith('/') || DEV_SERVER_PATHS.test(pathname)) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${pathname}/${rest}`;
}
