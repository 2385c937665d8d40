/**
 * What the build's image step (scripts/content/) made of each image the content names,
 * keyed by the path in the content (e.g. '/images/projects/refill-buddy.png'). Components
 * read it through `@build/content-images`; they never touch files.
 */

export interface ImageCandidates {
  /** MIME type, e.g. 'image/avif'. */
  type: string;
  /** `url 640w, url 800w, …`, narrowest first. */
  srcSet: string;
}

export interface ResponsiveImage {
  /** The file a browser without srcset loads: the source's format, at a middle width. */
  src: string;
  /** The source's size in pixels: the aspect ratio the page reserves before it loads. */
  width: number;
  height: number;
  /** AVIF then WebP: empty for an SVG, which is served as it is. */
  modern: ImageCandidates[];
  /** Every width in the source's format; absent for an SVG. */
  fallback?: ImageCandidates;
}

export type ImageManifest = Record<string, ResponsiveImage>;
