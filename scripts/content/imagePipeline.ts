import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../src/content/responsiveImages';
import type { FileCache, GeneratedFile } from './fileCache';
import { hashOf } from './fileCache';
import { planVariants, VARIANT_WIDTHS } from './variantPlan';
import type { PlannedFile, SourceFormat } from './variantPlan';

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

/**
 * What decoding found, by the bytes' hash: the development server checks the same screenshots
 * again at every save (liveContent.ts), and the whole decode is most of a save's content step.
 */
const identified = new Map<string, Exclude<ImageInspection, { kind: 'missing' }>>();

/** Reads and identifies an image: its format and its upright size (EXIF orientation applied). */
export async function inspectImage(file: string): Promise<ImageInspection> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: (error as Error).message };
  }
  const key = hashOf(data);
  const known = identified.get(key) ?? (await identify(data));
  identified.set(key, known);
  return known.kind === 'image' ? { ...known, data } : known;
}

async function identify(data: Buffer): Promise<Exclude<ImageInspection, { kind: 'missing' }>> {
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

const SETTINGS_KEY = JSON.stringify({ widths: VARIANT_WIDTHS, encoders: ENCODERS, version: 2 });

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
  if (source.format === 'svg') return { width: source.width, height: source.height };
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
