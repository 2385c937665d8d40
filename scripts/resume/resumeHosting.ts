import { fill, resumePdfPath } from '../../src/content/languages';
import type { OwnerContent } from '../../src/content/types';
import type { Catalogues } from '../content/contentRules';

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** Letters and digits only, joined by dashes: a file name any system and header accepts. */
const asciiName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * firebase.json's headers for each language's resume PDF: shown in the tab it opens in
 * (`inline`: the button opens a new tab, which a download would leave blank) and saved under
 * the owner's name: "Resume of Aarav Mehta.pdf", "आरव मेहता का रिज़्यूमे.pdf" (RFC 6266's
 * filename*, with a plain ASCII name for older browsers). Revalidated on every visit, since
 * its address stays when the content changes.
 */
export function resumeHostingHeaders(
  owner: OwnerContent,
  catalogues: Catalogues,
): HostingHeaderRule[] {
  const { defaultLanguage } = owner.site;
  const fallbackName = asciiName(catalogues[defaultLanguage].name) || 'resume';
  return owner.site.languages.map(({ code }) => {
    const texts = catalogues[code];
    const title = fill(texts.resume.title, { name: texts.name, title: texts.title });
    const ascii = `${fallbackName}-resume${code === defaultLanguage ? '' : `-${asciiName(code)}`}.pdf`;
    return {
      source: resumePdfPath(owner.site, code),
      headers: [
        {
          key: 'Content-Disposition',
          value: `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`,
        },
        { key: 'Cache-Control', value: 'no-cache' },
      ],
    };
  });
}

/** Is this firebase.json header rule one of the resumes' (rewritten each time)? */
export const isResumeRule = (rule: { source: string }) => rule.source.endsWith('files/resume.pdf');
