import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineIcon } from '../../src/content/types';
import { sanitiseSvg } from './svgIcon';

/**
 * The icons an owner names by a word: simple-icons' (CC0, thousands of brands; a dev
 * dependency, read here at build time only) and the template's own few for what simple-icons
 * has no mark of (scripts/content/icons/). Only the icons the content names reach the page,
 * inlined by the build (ownerIcons.ts).
 */

interface SimpleIconData {
  title: string;
  slug: string;
  hex: string;
  aliases?: { aka?: string[]; dup?: { title: string }[]; loc?: Record<string, string> };
}

/** The template's own drawings, by slug, with the names they answer to. */
const TEMPLATE_ICONS: Record<string, { title: string; names: string[] }> = {
  database: { title: 'Database', names: ['sql', 'database'] },
  linkedin: { title: 'LinkedIn', names: ['linkedin'] },
  link: { title: 'Link', names: ['link', 'website', 'homepage'] },
};
const TEMPLATE_ICONS_DIR = path.join(__dirname, 'icons');

/** Short names developers give what the set titles otherwise (format 1's names among them). */
const COMMON_NAMES: Record<string, string> = {
  html: 'html5',
  css3: 'css',
  js: 'javascript',
  node: 'nodedotjs',
  next: 'nextdotjs',
  tailwind: 'tailwindcss',
  mongo: 'mongodb',
  postgres: 'postgresql',
};

/** A name as the lookup compares it: lower case, letters and digits, "." and "+" spelt out. */
export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, 'dot')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** The same without the spelt-out dots: "Node.js" and "NodeJS" are one name. */
const looseKey = (name: string) => nameKey(name.replace(/\./g, ''));

let data: SimpleIconData[] | undefined;
const simpleIcons = (): SimpleIconData[] =>
  (data ??= JSON.parse(
    readFileSync(require.resolve('simple-icons/icons.json'), 'utf8'),
  ) as SimpleIconData[]);

/** The set's SVG files, beside its data (a path of its own: Jest maps "*.svg" imports). */
const simpleIconsDir = () =>
  path.join(path.dirname(require.resolve('simple-icons/icons.json')), '..', 'icons');

let index: Map<string, string> | undefined;
/**
 * Every name an icon answers to, to its slug: the slug, the title and the aliases (also known
 * as, duplicates' and localised titles), exact and loose; a slug wins over another's title.
 */
function nameIndex(): Map<string, string> {
  if (index) return index;
  const names = new Map<string, string>();
  const add = (name: string, slug: string) => {
    for (const key of [nameKey(name), looseKey(name)]) if (!names.has(key)) names.set(key, slug);
  };
  const all = simpleIcons();
  for (const icon of all) names.set(icon.slug, icon.slug);
  for (const slug of Object.keys(TEMPLATE_ICONS)) names.set(slug, slug);
  for (const [name, slug] of Object.entries(COMMON_NAMES)) add(name, slug);
  for (const icon of all) {
    add(icon.title, icon.slug);
    for (const aka of icon.aliases?.aka ?? []) add(aka, icon.slug);
    for (const dup of icon.aliases?.dup ?? []) add(dup.title, icon.slug);
    for (const loc of Object.values(icon.aliases?.loc ?? {})) add(loc, icon.slug);
  }
  for (const [slug, { names: own }] of Object.entries(TEMPLATE_ICONS)) {
    for (const name of own) add(name, slug);
  }

  index = names;
  return names;
}

/** The slug of the icon a name means ("Stack Overflow", "dev.to", "Node.js"), if any. */
export function findIcon(name: string): string | undefined {
  const names = nameIndex();
  const found = names.get(nameKey(name)) ?? names.get(looseKey(name));
  // "ReactJS", "Express JS": the set names most libraries without the suffix.
  const bare = looseKey(name).replace(/js$/, '');
  return found ?? (bare.length > 1 ? names.get(bare) : undefined);
}

/** Whether `slug` is one of the set's slugs, as written (no name matching). */
export const isSlug = (slug: string) =>
  slug in TEMPLATE_ICONS || simpleIcons().some((icon) => icon.slug === slug);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = row;
  }
  return previous[b.length];
}

/** The slugs closest to a name that is none, nearest first: what the build suggests. */
export function closestSlugs(name: string, count = 3): string[] {
  const key = nameKey(name);
  const slugs = [...Object.keys(TEMPLATE_ICONS), ...simpleIcons().map((icon) => icon.slug)];
  return slugs
    .map((slug) => ({
      slug,
      // A slug that begins the name, or that the name begins, is near: "rust-lang", "djang".
      distance:
        key.length >= 3 && slug.startsWith(key)
          ? (slug.length - key.length) / 2
          : slug.length >= 3 && key.startsWith(slug)
            ? (key.length - slug.length) * 0.6
            : editDistance(key, slug),
    }))
    .sort((a, b) => a.distance - b.distance || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map(({ slug }) => slug);
}

/** The icon of a slug (findIcon's), ready to inline: filled with the text's colour. */
export function iconOfSlug(slug: string): InlineIcon {
  const own = TEMPLATE_ICONS[slug];
  if (own) {
    const drawn = sanitiseSvg(readFileSync(path.join(TEMPLATE_ICONS_DIR, `${slug}.svg`), 'utf8'));
    if ('problem' in drawn) throw new Error(`icons/${slug}.svg: ${drawn.problem}`);
    return { ...drawn, title: own.title };
  }
  const icon = simpleIcons().find((known) => known.slug === slug);
  if (!icon) throw new Error(`"${slug}" is not an icon of the set.`);
  const svg = readFileSync(path.join(simpleIconsDir(), `${slug}.svg`), 'utf8');
  const drawn = sanitiseSvg(svg);
  if ('problem' in drawn) throw new Error(`simple-icons/icons/${slug}.svg: ${drawn.problem}`);
  return { ...drawn, attributes: { fill: 'currentColor' }, title: icon.title };
}
