import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageCandidates, ResponsiveImage } from '../../src/content/responsiveImages';
import type { FileCache, GeneratedFile } from './fileCache';
import { hashOf } from './fileCache';

/**
 * Widths of the project cards' images, from the card's layout (Projects.tsx): 520 for the
 * two-column desktop card (503 CSS px) at 1x, 640 for a phone's card (286-356 CSS px) at
 * 1.75-2x, 1040 for the desktop card at 2x and a phone at 3x, up to 1600 for a tablet's
 * one-column card at 2x. Never wider than the source.
 */
export const VARIANT_WIDTHS = [520, 640, 800, 1040, 1280, 1600] as const;
/** The width a browser without srcset support gets (the largest variant up to this). */
const FALLBACK_WIDTH = 800;

export type RasterFormat = 'png' | 'jpeg' | 'webp';
export type SourceFormat = RasterFormat | 'svg';

const MIME: Record<SourceFormat | 'avif', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};
const EXTENSION: Record<RasterFormat | 'avif', string> = {
  avif: 'avif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpg',
};

/** Encoder settings; part of the cache key, so changing one re-encodes every image. */
const ENCODERS = {
  // Effort 2 encodes a 1600 px screenshot in under a second with files ~15% over effort 4.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
  png: { compressionLevel: 9, palette: true, quality: 90 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;

/** What a file under public/ turned out to be. */
export type ImageInspection =
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'image'; format: SourceFormat; width: number; height: number; data: Buffer };

const READABLE = new Set<string>(['png', 'jpeg', 'webp', 'svg']);

/** Reads and identifies an image: its format and its upright size (EXIF orientation applied). */
export async function inspectImage(file: string): Promise<ImageInspection> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: (error as Error).message };
  }
  try {
    const metadata = await sharp(data).metadata();
    if (!READABLE.has(metadata.format)) {
      return { kind: 'unreadable', reason: `it is ${metadata.format.toUpperCase()}` };
    }
    const sideways = (metadata.orientation ?? 1) >= 5;
    const width = sideways ? metadata.height : metadata.width;
    const height = sideways ? metadata.width : metadata.height;
    // Decoding the whole image catches a file that is truncated after a valid header.
    await sharp(data).raw().toBuffer();
    return { kind: 'image', format: metadata.format as SourceFormat, width, height, data };
  } catch (error) {
    return { kind: 'unreadable', reason: (error as Error).message };
  }
}

/** The widths to make of a source this wide: the variants below it, then its own (capped). */
export function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((width) => width < top), top];
}

interface PlannedFile {
  name: string;
  width: number;
  format: RasterFormat | 'avif';
}

/**
 * The files to make of one raster source and the manifest entry that names them. Names
 * carry the source's hash (`images/projects/todonest-640.1a2b3c4d.avif`), so they can be
 * cached forever and never collide with the source itself.
 */
export function planVariants(
  publicPath: string,
  sourceHash: string,
  source: { format: RasterFormat; width: number; height: number },
): { entry: ResponsiveImage; files: PlannedFile[] } {
  const parsed = path.posix.parse(publicPath);
  const dir = parsed.dir.replace(/^\/+/, '');
  const widths = widthsFor(source.width);
  const nameOf = (width: number, format: PlannedFile['format']) =>
    path.posix.join(dir, `${parsed.name}-${width}.${sourceHash.slice(0, 8)}.${EXTENSION[format]}`);
  const candidates = (format: PlannedFile['format']): ImageCandidates => ({
    type: MIME[format],
    srcSet: widths.map((width) => `/${nameOf(width, format)} ${width}w`).join(', '),
  });
  const modernFormats = (['avif', 'webp'] as const).filter((format) => format !== source.format);
  const fallbackWidth = [...widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? widths[0];
  const files = [...modernFormats, source.format].flatMap((format) =>
    widths.map((width) => ({ name: nameOf(width, format), width, format })),
  );
  return {
    entry: {
      src: `/${nameOf(fallbackWidth, source.format)}`,
      width: source.width,
      height: source.height,
      modern: modernFormats.map(candidates),
      fallback: candidates(source.format),
    },
    files,
  };
}

const SETTINGS_KEY = JSON.stringify({ widths: VARIANT_WIDTHS, encoders: ENCODERS, version: 1 });

function encode(data: Buffer, width: number, format: PlannedFile['format']): Promise<Buffer> {
  const resized = sharp(data).rotate().resize({ width, withoutEnlargement: true });
  return resized[format](ENCODERS[format] as object).toBuffer();
}

/**
 * One image the content names, made ready for the page: a raster source becomes AVIF,
 * WebP and its own format at the card's widths (cached by content hash); an SVG is
 * served as it is, with its size.
 */
export async function responsiveImage(
  publicPath: string,
  source: Extract<ImageInspection, { kind: 'image' }>,
  cache: FileCache,
  outDir: string,
): Promise<ResponsiveImage> {
  if (source.format === 'svg') {
    return { src: publicPath, width: source.width, height: source.height, modern: [] };
  }
  const format = source.format;
  const sourceHash = hashOf(source.data);
  // The path is in the key too: the names it gives the files depend on it.
  return cache.files(hashOf(SETTINGS_KEY, publicPath, sourceHash), outDir, async () => {
    const { entry, files } = planVariants(publicPath, sourceHash, { ...source, format });
    const generated: GeneratedFile[] = await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        data: await encode(source.data, file.width, file.format),
      })),
    );
    return { files: generated, info: entry };
  });
}
