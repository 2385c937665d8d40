/**
 * A feed reader shows a post away from the site, so every address in its HTML must be whole:
 * '/blog/other/' becomes 'https://example.dev/blog/other/'. The HTML is what the writing step
 * serialised (rehype-stringify): a `<` in text is always escaped, so every `<` opens a tag,
 * and attribute values are quoted.
 */

/** One start tag, its quoted attribute values kept whole even when they hold a `>`. */
const START_TAG =
  /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;

/** An attribute that holds one address, or `srcset`'s list of them. */
const URL_ATTRIBUTE = /(\s(?:href|src|poster|cite)\s*=\s*)(["'])(.*?)\2/gi;
const SRCSET_ATTRIBUTE = /(\ssrcset\s*=\s*)(["'])(.*?)\2/gi;

/** The character references rehype-stringify writes in an attribute value. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `address` made whole against `base` (the post's own address, so a footnote's '#fn-1' leads
 * to the post's note); one that has a scheme already (https:, mailto:, data:) is kept.
 */
function absolute(address: string, base: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return address;
  return new URL(trimmed, base).href;
}

/** `html` with every relative href, src, poster, cite and srcset entry made absolute against `base`. */
export function absoluteUrls(html: string, base: string): string {
  return html.replace(START_TAG, (tag) =>
    tag
      .replace(URL_ATTRIBUTE, (_, name: string, _quote: string, value: string) => {
        const whole = absolute(decodeAttribute(value), base);
        return `${name}"${encodeAttribute(whole)}"`;
      })
      .replace(SRCSET_ATTRIBUTE, (_, name: string, _quote: string, value: string) => {
        const candidates = decodeAttribute(value)
          .split(',')
          .map((candidate) => candidate.trim())
          .filter(Boolean)
          .map((candidate) => {
            const [address, ...descriptor] = candidate.split(/\s+/);
            return [absolute(address, base), ...descriptor].join(' ');
          });
        return `${name}"${encodeAttribute(candidates.join(', '))}"`;
      }),
  );
}
