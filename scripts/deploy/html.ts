/** Just enough HTML reading for check-live: the head's <link> and <meta> tags, as built. */
const TAG = /<(link|meta|a)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** Every <link>, <meta> and <a> of `html` with its attributes, names lower-cased. */
export function tags(html: string): Tag[] {
  return [...html.matchAll(TAG)].map(([, name, rest]) => {
    const attributes: Record<string, string> = {};
    for (const [, key, double, single, bare] of rest.matchAll(ATTRIBUTE)) {
      attributes[key.toLowerCase()] = decode(double ?? single ?? bare ?? '');
    }
    return { name: name.toLowerCase(), attributes };
  });
}

export const canonicalOf = (all: Tag[]) =>
  all.find(({ name, attributes }) => name === 'link' && attributes.rel === 'canonical')?.attributes
    .href ?? null;

/** The content of <meta property|name=`key`>. */
export const metaOf = (all: Tag[], key: string) =>
  all.find(
    ({ name, attributes }) =>
      name === 'meta' && (attributes.property === key || attributes.name === key),
  )?.attributes.content ?? null;

/** The link-preview tags: what a shared link shows under the card. */
export const SOCIAL_META = [
  'og:title',
  'og:site_name',
  'og:image:alt',
  'twitter:title',
  'twitter:image:alt',
];

/** `html` without its link-preview tags (check-live names those apart). */
export const withoutSocialMeta = (html: string) =>
  html.replace(/<meta\b[^>]*\b(?:og|twitter):[^>]*>/gi, '');
