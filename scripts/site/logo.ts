import type { OwnerContent } from '../../src/content/types';
import { palettes } from '../../src/styles/theme';

/** Text for HTML or SVG, in element content or in either kind of quoted attribute. */
export const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A font size at which `text` (bold, about 0.62 em a letter) fits in `width` pixels. */
export const fittingSize = (text: string, width: number, largest: number) =>
  Math.min(largest, Math.floor(width / (0.62 * Math.max(text.length, 1))));

/** Fonts the build machine has, for an SVG drawn into a PNG at build time. */
export const MACHINE_FONTS = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export interface LogoOptions {
  /** Width and height in pixels. */
  size: number;
  fonts: string;
  /** 0 (default): full bleed, so any mask a phone applies to a home-screen icon fits. */
  cornerRadius?: number;
  /** An accent-coloured outline of this width, for a logo placed on another picture. */
  outline?: number;
  /** Where a logo nested in a larger SVG sits. */
  x?: number;
  y?: number;
}

/**
 * The site's one logo drawing: the logo's letters in the dark theme's accent on its
 * background. The tab icon, the home-screen icons and the social card all draw it.
 */
export function logoSvg(owner: OwnerContent, options: LogoOptions): string {
  const { size, fonts, cornerRadius = 0, outline = 0, x = 0, y = 0 } = options;
  const { background, accent } = palettes.dark;
  const fontSize = fittingSize(owner.logoText, size * 0.7, size * 0.42);
  const inset = outline / 2;
  const frame = outline
    ? `x='${inset}' y='${inset}' width='${size - outline}' height='${size - outline}' stroke='${accent}' stroke-width='${outline}'`
    : `width='${size}' height='${size}'`;
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' x='${x}' y='${y}' width='${size}' height='${size}' viewBox='0 0 ${size} ${size}'>`,
    `<rect ${frame} rx='${cornerRadius}' fill='${background}'/>`,
    `<text x='${size / 2}' y='${size / 2 + fontSize * 0.36}' text-anchor='middle' font-family='${fonts}' font-size='${fontSize}' font-weight='800' fill='${accent}'>${escapeMarkup(owner.logoText)}</text>`,
    '</svg>',
  ].join('');
}
