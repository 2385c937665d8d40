import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IconSet, InlineIcon, SiteSettings } from '../../src/content/types';
import type { ContentProblem } from './contentRules';
import { closestSlugs, findIcon, iconOfSlug, isSlug } from './iconSet';
import { sanitiseSvg } from './svgIcon';

/**
 * The icons site.yaml names, made once at build time: each tech strip card's `icon` (a slug, or
 * the owner's SVG file) and each profile's `icon`, else its `network` by name (a link sign when
 * the set has none). The page gets these only, inlined in its settings (OwnerContent.icons,
 * the profiles') and in the home page's sprite (the cards', iconSprite.ts): its script never
 * imports the set.
 */

/** The generic icon of a network the set has no mark of. */
const NO_MARK = 'link';

/** An icon written as a file of the owner's folder: "./images/icons/mine.svg". */
const isFile = (name: string) => name.startsWith('./') || /\.svg$/i.test(name);

function ownSvg(dir: string, shownDir: string, name: string): InlineIcon | string {
  const file = path.resolve(dir, name);
  const shown = path.posix.join(shownDir, name);
  if (!file.startsWith(`${path.resolve(dir)}${path.sep}`)) {
    return `${JSON.stringify(name)} is outside ${shownDir}/. Put the SVG in the folder and write its path from there, e.g. "./images/icons/mine.svg".`;
  }
  if (!existsSync(file)) return `${shown} does not exist. Put the SVG there, or correct the path.`;
  const icon = sanitiseSvg(readFileSync(file, 'utf8'));
  return 'problem' in icon ? `${shown} ${icon.problem}` : icon;
}

/** The icon a name means, or the build's message. */
function iconNamed(dir: string, shownDir: string, name: string): InlineIcon | string {
  if (isFile(name)) return ownSvg(dir, shownDir, name);
  if (isSlug(name)) return iconOfSlug(name);
  const slug = findIcon(name);
  if (slug) return iconOfSlug(slug);
  return `${JSON.stringify(name)} is no icon of simple-icons. Write its slug (https://simpleicons.org), e.g. ${closestSlugs(
    name,
  )
    .map((near) => `"${near}"`)
    .join(
      ', ',
    )}, or the path of your own SVG in the folder, e.g. "./images/icons/${name.replace(/[^\w-]/g, '') || 'mine'}.svg".`;
}

/**
 * Every icon `settings` names, the profiles' (the first view's script carries them: the top bar)
 * apart from the tech strip's (its own chunk's), and a problem per one that cannot be drawn
 * (site.yaml's paths).
 */
export function ownerIcons(
  settings: SiteSettings,
  dir: string,
  shownDir: string,
): { profiles: IconSet; tech: IconSet; problems: ContentProblem[] } {
  const [profiles, tech]: IconSet[] = [{}, {}];
  const problems: ContentProblem[] = [];
  let icons = tech;
  const add = (fieldPath: string, name: string, fallback?: string) => {
    if (name in icons) return;
    const icon = iconNamed(dir, shownDir, name);
    if (typeof icon !== 'string') icons[name] = icon;
    else if (fallback) icons[name] = { ...iconOfSlug(fallback), title: undefined };
    else problems.push({ path: fieldPath, message: icon });
  };
  settings.techStack.forEach((card, index) => add(`techStack[${index}].icon`, card.icon));
  icons = profiles;
  settings.socials.forEach((social, index) => {
    if (social.icon) add(`socials[${index}].icon`, social.icon);
    else add(`socials[${index}].network`, social.network, NO_MARK);
  });
  return { profiles, tech, problems };
}
