/**
 * What the build's image step (scripts/content/) made of each image the content names,
 * keyed by the path in the content (e.g. '/images/projects/refill-buddy.png'). Components
 * read it through `@build/content-images` and never touch files. The entries are compact
 * (they ship in the page's JavaScript); the URLs are spelled out here, for the build and the
 * page alike.
 */

export type VariantFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export interface ImageVariants {
  /** The source's path without its extension: '/images/projects/refill-buddy'. */
  stem: string;
  /** The first 8 hex digits of the source's content hash. */
  hash: string;
  /** Narrowest first, never wider than the source. */
  widths: number[];
  /** Best first; the last is the source's own format, for browsers without the others. */
  formats: VariantFormat[];
}

export interface ResponsiveImage {
  /** The source's size in pixels: the aspect ratio the page reserves before it loads. */
  width: number;
  height: number;
  /** Absent for an SVG, which is served as it is. */
  variants?: ImageVariants;
}

export type ImageManifest = Record<string, ResponsiveImage>;

export const MIME_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpg',
};

/** The width a browser without srcset support gets (the largest variant up to this). */
const FALLBACK_WIDTH = 800;

/** '/images/projects/refill-buddy-640.3ea28f6b.avif': the hash lets it be cached forever. */
export const variantUrl = (variants: ImageVariants, width: number, format: VariantFormat) =>
  `${variants.stem}-${width}.${variants.hash}.${EXTENSIONS[format]}`;

/** `url 520w, url 640w, …` of one format. */
export const srcSetOf = (variants: ImageVariants, format: VariantFormat) =>
  variants.widths.map((width) => `${variantUrl(variants, width, format)} ${width}w`).join(', ');

/** The `src` of the fallback format, at a middle width. */
export function fallbackSrc(variants: ImageVariants): string {
  const width =
    [...variants.widths].reverse().find((candidate) => candidate <= FALLBACK_WIDTH) ??
    variants.widths[0];
  return variantUrl(variants, width, variants.formats[variants.formats.length - 1]);
}
