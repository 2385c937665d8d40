import type { CSSProperties } from 'react';
import { fallbackSrc, MIME_TYPES, srcSetOf } from '../../content/responsiveImages';
import type { ResponsiveImage } from '../../content/responsiveImages';
import type { ProjectCard } from '../../content/types';

/**
 * How wide the card's image is at each viewport width, for the browser to pick a file before
 * layout. From the CSS: Section (sectionBlocks.ts) is at most 72rem wide with 1.25rem side
 * padding; the Card (Section.tsx) has a 1px border and clamp(1rem, 3vw, 1.75rem) padding, one
 * column up to the tablet breakpoint (960px), then two with a clamp(1.25rem, 4vw, 3rem) gap.
 */
export const CARD_IMAGE_SIZES = [
  '(max-width: 533px) calc(100vw - 74px)',
  '(max-width: 933px) calc(94vw - 42px)',
  '(max-width: 960px) calc(100vw - 98px)',
  '(max-width: 1152px) calc(48vw - 49px)',
  '(max-width: 1200px) calc(527px - 2vw)',
  '503px',
].join(', ');

/**
 * The screenshot as the build made it (scripts/content/): AVIF, then WebP, then the source's
 * format, each at the card's widths, with the source's size reserved so nothing shifts.
 * The cards sit below the first screen, so their images load lazily.
 */
export function ProjectImage({
  project,
  alt,
  image,
}: {
  project: ProjectCard;
  alt: string;
  image: ResponsiveImage | undefined;
}) {
  const common = {
    width: image?.width,
    height: image?.height,
    loading: 'lazy',
    decoding: 'async',
  } as const;
  // An SVG is served as it is.
  if (!image?.variants) return <img src={project.imageSrc} alt={alt} {...common} />;
  const { variants } = image;
  const fallback = variants.formats[variants.formats.length - 1];
  return (
    <picture>
      {variants.formats.slice(0, -1).map((format) => (
        <source
          key={format}
          type={MIME_TYPES[format]}
          srcSet={srcSetOf(variants, format)}
          sizes={CARD_IMAGE_SIZES}
        />
      ))}
      <img
        src={fallbackSrc(variants)}
        srcSet={srcSetOf(variants, fallback)}
        sizes={CARD_IMAGE_SIZES}
        alt={alt}
        {...common}
      />
    </picture>
  );
}

/**
 * The screenshot's box keeps the file's aspect ratio on its own, so it holds the space while the
 * image waits (index.html holds lazy images until the page's scripts are in).
 */
export function mediaBox(image: ResponsiveImage | undefined): CSSProperties | undefined {
  return image && { aspectRatio: `${image.width} / ${image.height}` };
}
