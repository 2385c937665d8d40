import sharp from 'sharp';
import { fill, pagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent, PageLanguage } from '../../src/content/types';
import { palettes } from '../../src/styles/theme';
import type { FileCache } from './fileCache';
import { hashOf } from './fileCache';
import type { ImageInspection } from './imagePipeline';
import { MACHINE_FONTS, escapeMarkup, fittingSize, logoSvg } from '../site/logo';

/** The picture a shared link shows: the size LinkedIn, Slack, X and Facebook ask for. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** What one language's page says in its <head> about the social card and the home-screen icons. */
export interface SiteHead {
  socialImage: { path: string; type: string; width: number; height: number; alt: string };
  manifestPath: string;
  appleTouchIconPath: string;
}

/** Each language's web manifest sits beside its page: /manifest.webmanifest, /hi/manifest.webmanifest. */
export const manifestPath = (owner: OwnerContent, code: string) =>
  `${pagePath(owner.site, code)}manifest.webmanifest`;
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
/**
 * The tab icon, rounded. A PNG: Chromium draws an SVG icon in a document of its own on the
 * page's main thread as it loads, 20-26 ms at 4x after the first paint, 43-55 ms on a busy
 * phone (docs/performance.md).
 */
export const FAVICON = { path: '/favicon.png', size: 48, cornerRadius: 10 } as const;
/** The sizes Android asks a web manifest for (home screen and splash screen). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;

const FONT = `font-family='${MACHINE_FONTS}'`;

/** Where the card's logo sits: the site's card has a large one, a post's a smaller one. */
interface CardLogo {
  size: number;
  y: number;
}

/**
 * The one drawing of every generated card: the dark theme's background, the logo, the words
 * (`body`: SVG text elements), the site's host and a stripe of project colours. Drawn with the
 * machine's fonts: a script needs one installed (Debian's fonts-noto-core has Devanagari).
 */
export function cardSvg(
  owner: OwnerContent,
  body: string,
  logo: CardLogo = { size: 132, y: 90 },
): string {
  const { width, height } = SOCIAL_CARD;
  const { background, surfaceRaised, textMuted, accent } = palettes.dark;
  const host = new URL(owner.site.url).host;
  const colours = owner.projects.length
    ? owner.projects.map((project) => project.themeColor)
    : [accent];
  const stripe = colours
    .map((colour, index) => {
      const segment = width / colours.length;
      return `<rect x='${index * segment}' y='${height - 14}' width='${segment + 1}' height='14' fill='${colour}'/>`;
    })
    .join('');
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>`,
    `<defs><linearGradient id='glow' x1='0' y1='0' x2='1' y2='1'>`,
    `<stop offset='0' stop-color='${surfaceRaised}'/><stop offset='0.65' stop-color='${background}'/>`,
    `</linearGradient></defs>`,
    `<rect width='${width}' height='${height}' fill='url(#glow)'/>`,
    logoSvg(owner, {
      size: logo.size,
      fonts: MACHINE_FONTS,
      cornerRadius: Math.round(logo.size * 0.21),
      outline: 4,
      x: 80,
      y: logo.y,
    }),
    body,
    `<text x='80' y='540' ${FONT} font-size='30' fill='${textMuted}'>${escapeMarkup(host)}</text>`,
    stripe,
    '</svg>',
  ].join('');
}

/** The site's card, in one language: logo, name, title and site. */
export function socialCardSvg(owner: OwnerContent, texts: Catalogue): string {
  const { text, accent } = palettes.dark;
  return cardSvg(
    owner,
    [
      `<text x='80' y='360' ${FONT} font-size='${fittingSize(texts.name, 1040, 84)}' font-weight='800' fill='${text}'>${escapeMarkup(texts.name)}</text>`,
      `<text x='80' y='432' ${FONT} font-size='${fittingSize(texts.title, 1040, 44)}' font-weight='600' fill='${accent}'>${escapeMarkup(texts.title)}</text>`,
    ].join(''),
  );
}

/** The card's text width: the card less its margins. */
const TEXT_WIDTH = SOCIAL_CARD.width - 160;
const HEADLINE_SIZES = [64, 56, 50, 44, 40];
const HEADLINE_LINES = 3;

/** `text` in lines of at most `chars` characters, broken at spaces. */
function wrapped(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/**
 * A headline in the largest size at which it fits in three lines; a longer one is cut after
 * the third, with an ellipsis.
 */
function headlineLines(headline: string): { size: number; lines: string[] } {
  for (const size of HEADLINE_SIZES) {
    const lines = wrapped(headline, Math.floor(TEXT_WIDTH / (0.62 * size)));
    if (lines.length <= HEADLINE_LINES) return { size, lines };
  }
  const size = HEADLINE_SIZES[HEADLINE_SIZES.length - 1];
  const chars = Math.floor(TEXT_WIDTH / (0.62 * size));
  const lines = wrapped(headline, chars).slice(0, HEADLINE_LINES);
  lines[HEADLINE_LINES - 1] = `${lines[HEADLINE_LINES - 1].slice(0, chars - 1)}…`;
  return { size, lines };
}

/**
 * A post's card: its title (up to three lines) and the owner's name under it, in the post's
 * language, on the site card's drawing with a smaller logo.
 */
export function postCardSvg(owner: OwnerContent, title: string, name: string): string {
  const { text, accent } = palettes.dark;
  const logo = { size: 96, y: 64 };
  const { size, lines } = headlineLines(title);
  const lineHeight = Math.round(size * 1.2);
  const first = logo.y + logo.size + 30 + Math.round(size * 0.8);
  const nameY = first + (lines.length - 1) * lineHeight + 64;
  return cardSvg(
    owner,
    [
      ...lines.map(
        (line, index) =>
          `<text x='80' y='${first + index * lineHeight}' ${FONT} font-size='${size}' font-weight='800' fill='${text}'>${escapeMarkup(line)}</text>`,
      ),
      `<text x='80' y='${nameY}' ${FONT} font-size='${fittingSize(name, TEXT_WIDTH, 38)}' font-weight='600' fill='${accent}'>${escapeMarkup(name)}</text>`,
    ].join(''),
    logo,
  );
}

const iconPath = (size: number) => `/icons/icon-${size}.png`;

/** One language's web manifest: the home-screen app opens that language's page. */
export function webManifest(owner: OwnerContent, language: PageLanguage, texts: Catalogue): string {
  const { background } = palettes.dark;
  const page = pagePath(owner.site, language.code);
  const manifest = {
    id: page,
    name: `${texts.name} · ${texts.title}`,
    // Home screens cut labels past about 12 letters.
    short_name: texts.name.length <= 12 ? texts.name : texts.name.split(/\s+/)[0],
    description: texts.meta.description,
    lang: language.code,
    start_url: page,
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: iconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

// Truecolour: a palette would dither the card's gradient into visible dots.
const PNG_OPTIONS = { compressionLevel: 9 } as const;
const OWN_JPEG_OPTIONS = { quality: 85, mozjpeg: true } as const;
/** Part of every cache key here, so a change of settings redraws the files. */
export const SETTINGS_KEY = JSON.stringify({
  card: SOCIAL_CARD,
  png: PNG_OPTIONS,
  jpeg: OWN_JPEG_OPTIONS,
  version: 1,
});

export const renderPng = (svg: string) => sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer();

export type SocialPicture = Omit<SiteHead['socialImage'], 'alt'>;

/** The owner's own picture, cropped to 1200 x 630: the same in every language. */
async function ownPicture(
  image: Extract<ImageInspection, { kind: 'image' }>,
  cache: FileCache,
  outDir: string,
): Promise<SocialPicture> {
  const jpeg = image.format === 'jpeg';
  const hash = hashOf(SETTINGS_KEY, image.data);
  const name = `social-card.${hash.slice(0, 8)}.${jpeg ? 'jpg' : 'png'}`;
  await cache.files(hash, outDir, async () => {
    const cropped = sharp(image.data)
      .rotate()
      .resize({ ...SOCIAL_CARD, fit: 'cover' });
    const data = await (
      jpeg ? cropped.jpeg(OWN_JPEG_OPTIONS) : cropped.png(PNG_OPTIONS)
    ).toBuffer();
    return { files: [{ name, data }], info: null };
  });
  return { path: `/${name}`, type: jpeg ? 'image/jpeg' : 'image/png', ...SOCIAL_CARD };
}

/** The card drawn from one language's texts. */
async function drawnCard(
  owner: OwnerContent,
  texts: Catalogue,
  cache: FileCache,
  outDir: string,
): Promise<SocialPicture> {
  const svg = socialCardSvg(owner, texts);
  const hash = hashOf(SETTINGS_KEY, svg);
  const name = `social-card.${hash.slice(0, 8)}.png`;
  await cache.files(hash, outDir, async () => ({
    files: [{ name, data: await renderPng(svg) }],
    info: null,
  }));
  return { path: `/${name}`, type: 'image/png', ...SOCIAL_CARD };
}

/**
 * The social card of each language (drawn from its texts, or the owner's own picture cropped
 * to 1200 x 630, described in that language) and the home-screen icons, written to `outDir`.
 */
export async function siteImages(
  owner: OwnerContent,
  catalogues: Record<string, Catalogue>,
  ownSocialImage: Extract<ImageInspection, { kind: 'image' }> | null,
  cache: FileCache,
  outDir: string,
): Promise<Record<string, SiteHead>> {
  const own = ownSocialImage && (await ownPicture(ownSocialImage, cache, outDir));
  const heads: Record<string, SiteHead> = {};
  for (const { code } of owner.site.languages) {
    const texts = catalogues[code];
    const picture = own ?? (await drawnCard(owner, texts, cache, outDir));
    heads[code] = {
      socialImage: {
        ...picture,
        alt: fill(texts.meta.socialImageAlt, { name: texts.name, title: texts.title }),
      },
      manifestPath: manifestPath(owner, code),
      appleTouchIconPath: APPLE_TOUCH_ICON.path,
    };
  }

  const icons: Icon[] = [
    FAVICON,
    APPLE_TOUCH_ICON,
    ...MANIFEST_ICON_SIZES.map((size) => ({ path: iconPath(size), size })),
  ];
  for (const icon of icons) {
    const svg = iconSvg(owner, icon);
    const name = icon.path.slice(1);
    await cache.files(hashOf(SETTINGS_KEY, name, svg), outDir, async () => ({
      files: [{ name, data: await renderPng(svg) }],
      info: null,
    }));
  }
  return heads;
}

interface Icon {
  path: string;
  size: number;
  cornerRadius?: number;
}

/** An icon's drawing: the logo at the icon's size, in the machine's fonts. */
export const iconSvg = (owner: OwnerContent, { size, cornerRadius }: Icon) =>
  logoSvg(owner, { size, fonts: MACHINE_FONTS, cornerRadius });
