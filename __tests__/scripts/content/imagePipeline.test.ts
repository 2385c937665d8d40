/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildContent } from '../../../scripts/content/buildContent';
import { fallbackSrc, srcSetOf } from '../../../src/content/responsiveImages';
import type {
  ImageVariants,
  ResponsiveImage,
  VariantFormat,
} from '../../../src/content/responsiveImages';
import { cataloguesFor, ownerWith, screenshot, SVG_DRAWING, tempSite } from './fixtures';

// sharp encodes AVIF on this machine's two cores: a cold build of the fixtures takes seconds.
jest.setTimeout(60_000);

let site: ReturnType<typeof tempSite>;

beforeEach(() => {
  site = tempSite();
});

afterEach(() => site.remove());

/** Each `url 640w` candidate of a format, with the width and format of the file written there. */
async function filesOf(siteDir: string, variants: ImageVariants, format: VariantFormat) {
  return Promise.all(
    srcSetOf(variants, format)
      .split(', ')
      .map(async (candidate) => {
        const [url, descriptor] = candidate.split(' ');
        const { width, height, format } = await sharp(path.join(siteDir, url)).metadata();
        return { descriptor, width, height, format };
      }),
  );
}

/** sharp's name for each format it reads back. */
const READ_AS: Record<VariantFormat, string> = {
  avif: 'heif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpeg',
};

const variantsOf = (image: ResponsiveImage) => image.variants as ImageVariants;

describe('the image step of the build', () => {
  it('makes AVIF, WebP and the source format at the card widths, never wider than the source; SVG passes through', async () => {
    site.put('images/projects/wide.png', await screenshot(1700, 1000, 'png'));
    site.put('images/projects/photo.jpg', await screenshot(1000, 700, 'jpeg'));
    site.put('images/projects/export.webp', await screenshot(900, 600, 'webp'));
    site.put('images/projects/drawing.svg', SVG_DRAWING);
    const content = ownerWith([
      { imageSrc: '/images/projects/wide.png' },
      { imageSrc: '/images/projects/photo.jpg' },
      { imageSrc: '/images/projects/export.webp' },
      { imageSrc: '/images/projects/drawing.svg' },
    ]);

    const built = await buildContent(site.options(content));

    const expectations = [
      {
        src: '/images/projects/wide.png',
        size: [1700, 1000],
        formats: ['avif', 'webp', 'png'],
        widths: [520, 640, 800, 1040, 1280, 1600],
        fallbackWidth: 800,
      },
      {
        src: '/images/projects/photo.jpg',
        size: [1000, 700],
        formats: ['avif', 'webp', 'jpeg'],
        widths: [520, 640, 800, 1000],
        fallbackWidth: 800,
      },
      {
        src: '/images/projects/export.webp',
        size: [900, 600],
        formats: ['avif', 'webp'],
        widths: [520, 640, 800, 900],
        fallbackWidth: 800,
      },
    ] as const;
    for (const expected of expectations) {
      const image = built.images[expected.src];
      expect([image.width, image.height]).toEqual(expected.size);
      const variants = variantsOf(image);
      expect(variants.formats).toEqual(expected.formats);
      for (const format of variants.formats) {
        const files = await filesOf(built.siteDir, variants, format);
        expect(files.map((file) => file.descriptor)).toEqual(
          expected.widths.map((width) => `${width}w`),
        );
        for (const [index, file] of files.entries()) {
          expect(file.format).toBe(READ_AS[format]);
          expect(file.width).toBe(expected.widths[index]);
          // The aspect ratio of the source, to the pixel.
          expect(file.height).toBe(
            Math.round((expected.widths[index] * expected.size[1]) / expected.size[0]),
          );
        }
      }
      const fallback = await sharp(path.join(built.siteDir, fallbackSrc(variants))).metadata();
      expect(fallback).toMatchObject({
        width: expected.fallbackWidth,
        format: READ_AS[expected.formats[expected.formats.length - 1] as VariantFormat],
      });
    }

    expect(built.images['/images/projects/drawing.svg']).toEqual({ width: 640, height: 400 });
    expect(built.replacedSources.sort()).toEqual([
      'images/projects/export.webp',
      'images/projects/photo.jpg',
      'images/projects/wide.png',
    ]);
    expect(JSON.parse(readFileSync(built.manifestFile, 'utf8'))).toEqual(built.images);
  });

  it('reuses the cached files on a second build and re-encodes only a changed image', async () => {
    site.put('images/projects/a.png', await screenshot(1000, 625, 'png'));
    site.put('images/projects/b.jpg', await screenshot(1000, 625, 'jpeg', '#22c55e'));
    const content = ownerWith([
      { imageSrc: '/images/projects/a.png' },
      { imageSrc: '/images/projects/b.jpg' },
    ]);

    const first = await buildContent(site.options(content));
    // Two screenshots, the social cards of English and Hindi and four icons were made.
    expect(first.cache).toEqual({ hits: 0, misses: 8 });
    const firstFile = readFileSync(
      path.join(first.siteDir, fallbackSrc(variantsOf(first.images['/images/projects/a.png']))),
    );

    const second = await buildContent(site.options(content));
    expect(second.cache).toEqual({ hits: 8, misses: 0 });
    expect(second.images).toEqual(first.images);
    expect(
      readFileSync(
        path.join(second.siteDir, fallbackSrc(variantsOf(second.images['/images/projects/a.png']))),
      ),
    ).toEqual(firstFile);

    site.put('images/projects/b.jpg', await screenshot(1000, 625, 'jpeg', '#a855f7'));
    const third = await buildContent(site.options(content));
    expect(third.cache).toEqual({ hits: 7, misses: 1 });
    expect(variantsOf(third.images['/images/projects/b.jpg']).hash).not.toBe(
      variantsOf(first.images['/images/projects/b.jpg']).hash,
    );
  });

  it('honours a JPEG’s EXIF orientation: a portrait photo stays portrait', async () => {
    const landscape = await sharp(await screenshot(1200, 900, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    site.put('images/projects/turned.jpg', landscape);
    const built = await buildContent(
      site.options(ownerWith([{ imageSrc: '/images/projects/turned.jpg' }])),
    );
    const image = built.images['/images/projects/turned.jpg'];
    expect([image.width, image.height]).toEqual([900, 1200]);
    const files = await filesOf(built.siteDir, variantsOf(image), 'avif');
    expect(files[0]).toMatchObject({ width: 520, height: 693 });
  });
});

describe('the social card and home-screen icons', () => {
  it('draws a 1200 x 630 PNG card per language from its texts, 180/192/512 px icons and a web manifest per language', async () => {
    const built = await buildContent(site.options(ownerWith([])));
    const card = built.heads.en.socialImage;
    expect(card).toMatchObject({ type: 'image/png', width: 1200, height: 630 });
    expect(card.path).toMatch(/^\/social-card\.[0-9a-f]{8}\.png$/);
    expect(card.alt).toBe(
      "Aarav Mehta, FULL Stack Developer: the portfolio's logo and name on its colours",
    );
    const hindiCard = built.heads.hi.socialImage;
    expect(hindiCard.path).toMatch(/^\/social-card\.[0-9a-f]{8}\.png$/);
    expect(hindiCard.path).not.toBe(card.path);
    expect(hindiCard.alt).toBe('आरव मेहता, फ़ुल स्टैक डेवलपर: पोर्टफ़ोलियो का लोगो और नाम, उसके रंगों में');
    expect(await sharp(path.join(built.siteDir, card.path)).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    for (const [file, size] of [
      ['favicon.png', 48],
      ['apple-touch-icon.png', 180],
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
    ] as const) {
      expect(await sharp(path.join(built.siteDir, file)).metadata()).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      });
    }
    const manifest = JSON.parse(
      readFileSync(path.join(built.siteDir, 'manifest.webmanifest'), 'utf8'),
    );
    expect(manifest).toMatchObject({
      name: 'Aarav Mehta · FULL Stack Developer',
      lang: 'en',
      start_url: '/',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
    expect(built.heads.hi.manifestPath).toBe('/hi/manifest.webmanifest');
    const hindi = JSON.parse(
      readFileSync(path.join(built.siteDir, 'hi', 'manifest.webmanifest'), 'utf8'),
    );
    expect(hindi).toMatchObject({
      id: '/hi/',
      name: 'आरव मेहता · फ़ुल स्टैक डेवलपर',
      lang: 'hi',
      start_url: '/hi/',
      icons: manifest.icons,
    });
  });

  it("uses the owner's own picture instead, cropped to 1200 x 630, described in each language", async () => {
    site.put('images/me.jpg', await screenshot(2400, 1400, 'jpeg'));
    const content = ownerWith([]);
    content.site = { ...content.site, socialImage: { src: '/images/me.jpg' } };
    const texts = cataloguesFor(content);
    texts.en = { ...texts.en, meta: { ...texts.en.meta, socialImageAlt: 'Aarav at a whiteboard' } };
    texts.hi = { ...texts.hi, meta: { ...texts.hi.meta, socialImageAlt: 'व्हाइटबोर्ड के पास आरव' } };
    const built = await buildContent(site.options(content, texts));
    expect(built.heads.en.socialImage).toMatchObject({
      type: 'image/jpeg',
      width: 1200,
      height: 630,
      alt: 'Aarav at a whiteboard',
    });
    expect(built.heads.hi.socialImage).toEqual({
      ...built.heads.en.socialImage,
      alt: 'व्हाइटबोर्ड के पास आरव',
    });
    expect(
      await sharp(path.join(built.siteDir, built.heads.en.socialImage.path)).metadata(),
    ).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
