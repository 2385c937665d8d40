import path from 'node:path';
import type { ImageCandidates, ResponsiveImage } from '../../src/content/responsiveImages';

/**
 * Which files the image step makes of a source and the manifest entry naming them: pure,
 * so the unit tests' stand-in manifest is planned exactly as the build plans it.
 */

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

const MIME: Record<RasterFormat | 'avif', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
const EXTENSION: Record<RasterFormat | 'avif', string> = {
  avif: 'avif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpg',
};

/** The widths to make of a source this wide: the variants below it, then its own (capped). */
export function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((width) => width < top), top];
}

export interface PlannedFile {
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
