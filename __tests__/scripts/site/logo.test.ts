import { FAVICON, iconSvg, socialCardSvg } from '../../../scripts/content/siteImages';
import { MACHINE_FONTS, escapeMarkup, logoSvg } from '../../../scripts/site/logo';
import { owner } from '../../../src/content/settings';
import { en } from '../../support/sample';

const parseSvg = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const AWKWARD = `A&<"B'>`;

describe('the logo, drawn once', () => {
  it('is the same drawing in the tab icon and on the social card', () => {
    const logoOf = (svg: string) => {
      const logo = parseSvg(svg).querySelector('svg svg') ?? parseSvg(svg).documentElement;
      return {
        text: logo.querySelector('text')?.textContent,
        fill: logo.querySelector('text')?.getAttribute('fill'),
        background: logo.querySelector('rect')?.getAttribute('fill'),
      };
    };
    const favicon = logoOf(iconSvg(owner, FAVICON));
    expect(favicon.text).toBe(owner.logoText);
    expect(logoOf(socialCardSvg(owner, en))).toEqual(favicon);
  });

  it('keeps any logo text intact, in SVG and in both kinds of HTML attribute', () => {
    const forked = { ...owner, logoText: AWKWARD };
    for (const svg of [iconSvg(forked, FAVICON), socialCardSvg(forked, en)]) {
      const parsed = parseSvg(svg);
      expect(parsed.querySelector('parsererror')).toBeNull();
      expect(parsed.querySelector('text')?.textContent).toBe(AWKWARD);
    }
    const html = `<p title="${escapeMarkup(AWKWARD)}" lang='${escapeMarkup(AWKWARD)}'>${escapeMarkup(AWKWARD)}</p>`;
    const p = new DOMParser().parseFromString(html, 'text/html').querySelector('p')!;
    expect([p.title, p.lang, p.textContent]).toEqual([AWKWARD, AWKWARD, AWKWARD]);
  });

  it('fits long logo text inside its square', () => {
    const svg = parseSvg(
      logoSvg({ ...owner, logoText: 'ABCDEFGH' }, { size: 64, fonts: MACHINE_FONTS }),
    );
    const fontSize = Number(svg.querySelector('text')?.getAttribute('font-size'));
    // About 0.62 em a bold letter: eight letters stay within 70 % of the width.
    expect(8 * 0.62 * fontSize).toBeLessThanOrEqual(64 * 0.7);
  });
});
