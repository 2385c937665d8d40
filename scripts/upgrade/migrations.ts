import { isMap, isScalar, Pair, Scalar } from 'yaml';
import type { Document, YAMLMap } from 'yaml';

/**
 * The content format's migrations, one step per format: each rewrites an owner's site.yaml
 * (parsed with its comments, which stay) from its format to the next, and says what it changed,
 * a line each. `npm run upgrade` runs them after the merge (migrate.ts). Here, not in
 * scripts/content/, as they read files of formats the content model no longer describes.
 */
export interface Migration {
  from: number;
  to: number;
  run: (site: Document) => string[];
}

/** Format 1's tech strip icons, as the icon set names them in format 2. */
export const FORMAT_1_ICONS: Record<string, string> = {
  react: 'react',
  node: 'nodedotjs',
  sql: 'database',
  express: 'express',
  tailwind: 'tailwindcss',
  mongodb: 'mongodb',
  next: 'nextdotjs',
  python: 'python',
  javascript: 'javascript',
};

/**
 * Format 1's four networks as format 2's list, each where the page showed it (behaviour.md §2:
 * the top bar GitHub, LinkedIn and Twitter/X; the footer LinkedIn, Twitter/X and Instagram),
 * with the name it had, so the page and the resume say the same.
 */
const FORMAT_1_NETWORKS: Record<string, Record<string, string | boolean>> = {
  github: { network: 'GitHub', topBar: true, footer: false },
  linkedin: { network: 'LinkedIn', topBar: true },
  twitter: { network: 'Twitter', label: 'Twitter/X', topBar: true },
  instagram: { network: 'Instagram' },
};

const text = (node: unknown) => (isScalar(node) ? String(node.value) : undefined);

/** socials: { github, linkedin, twitter, instagram, email } → socials: [...] and email. */
function socialsAsList(site: Document, root: YAMLMap): string[] {
  const socials = site.get('socials', true);
  if (!isMap(socials)) return [];
  const list: Record<string, string | boolean>[] = [];
  const moved: string[] = [];
  for (const [key, how] of Object.entries(FORMAT_1_NETWORKS)) {
    const url = text(socials.get(key, true));
    if (url === undefined) continue;
    const { network, ...where } = how;
    list.push({ network, url, ...where });
    moved.push(String(network));
  }
  const email = socials.get('email', true);
  const at = root.items.findIndex((pair) => text(pair.key) === 'socials');
  root.items[at].value = site.createNode(list);
  const lines = [
    `site.yaml: socials is a list now (${moved.join(', ')}), each with where it shows: the top bar GitHub, LinkedIn and Twitter/X, the footer LinkedIn, Twitter/X and Instagram, as before.`,
  ];
  if (email !== undefined) {
    root.items.splice(at + 1, 0, new Pair(new Scalar('email'), email));
    lines.push('site.yaml: socials.email moved to email.');
  }
  return lines;
}

/** techStack[i].icon: format 1's nine names → the icon set's slugs. */
function iconsAsSlugs(site: Document): string[] {
  const cards = site.get('techStack', true);
  const renamed: string[] = [];
  if (!cards || typeof cards !== 'object' || !('items' in cards)) return renamed;
  for (const card of (cards as YAMLMap).items as unknown[]) {
    if (!isMap(card)) continue;
    const icon = text(card.get('icon', true));
    const slug = icon === undefined ? undefined : FORMAT_1_ICONS[icon];
    if (slug && slug !== icon) {
      card.set('icon', slug);
      renamed.push(`${icon} → ${slug}`);
    }
  }
  return renamed.length > 0
    ? [`site.yaml: techStack icons named as simple-icons names them: ${renamed.join(', ')}.`]
    : [];
}

export const MIGRATIONS: Migration[] = [
  {
    from: 1,
    to: 2,
    run: (site) => {
      const root = site.contents as YAMLMap;
      return [...socialsAsList(site, root), ...iconsAsSlugs(site)];
    },
  },
];

/**
 * site.yaml brought from its format to `target`, step by step, and what changed; throws when
 * no migration leads from its format.
 */
export function migrateSite(site: Document, target: number): string[] {
  const lines: string[] = [];
  let format = Number(site.get('format'));
  while (format < target) {
    const step = MIGRATIONS.find((migration) => migration.from === format);
    if (!step) throw new Error(`no migration from format ${format}; this release reads ${target}.`);
    lines.push(...step.run(site));
    site.set('format', step.to);
    lines.push(`site.yaml: format ${step.from} → ${step.to}.`);
    format = step.to;
  }
  return lines;
}
