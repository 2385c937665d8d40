import type { ResponsiveImage, VariantFormat } from '../../src/content/responsiveImages';
import { variantUrl } from '../../src/content/responsiveImages';

/**
 * Which files the image step makes of a source and the manifest entry naming them: pure,
 * so the unit tests' stand-in manifest is planned exactly as the build plans it.
 */

/**
 * Widths of the project cards' images, from the card's layout
 * (src/sections/projects/ProjectImage.tsx): 520 for the two-column desktop card (503 CSS px)
 * at 1x, 640 for a phone's card (286-356 CSS px) at 1.75-2x, 1040 for the desktop card at 2x
 * and a phone at 3x, up to 1600 for a tablet's one-column card at 2x. Never wider than the
 * source.
 */
export const VARIANT_WIDTHS = [520, 640, 800, 1040, 1280, 1600] as const;

export type RasterFormat = Exclude<VariantFormat, 'avif'>;
export type SourceFormat = RasterFormat | 'svg';

/** The widths to make of a source this wide: the variants below it, then its own (capped). */
export function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((width) => width < top), top];
}

export interface PlannedFile {
  /** Relative to the site's root: 'images/projects/todonest-640.1a2b3c4d.avif'. */
  name: string;
  width: number;
  format: VariantFormat;
}

/**
 * The files to make of one raster source and the manifest entry that names them: AVIF and
 * WebP (the ones the source is not), then the source's own format, at every width.
 */
export function planVariants(
  publicPath: string,
  sourceHash: string,
  source: { format: RasterFormat; width: number; height: number },
): { entry: ResponsiveImage; files: PlannedFile[] } {
  const variants = {
    stem: publicPath.replace(/\.[^./]+$/, ''),
    hash: sourceHash.slice(0, 8),
    widths: widthsFor(source.width),
    formats: [
      ...(['avif', 'webp'] as const).filter((format) => format !== source.format),
      source.format,
    ],
  };
  const files = variants.formats.flatMap((format) =>
    variants.widths.map((width) => ({
      name: variantUrl(variants, width, format).replace(/^\/+/, ''),
      width,
      format,
    })),
  );
  return { entry: { width: source.width, height: source.height, variants }, files };
}
