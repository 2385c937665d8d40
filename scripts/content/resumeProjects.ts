import type { OwnerWords } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { PROFILE_NETWORKS } from '../resume/jsonResume';
import type { JsonResume } from '../resume/jsonResume';
import { escapeMarkup, fittingSize } from '../site/logo';
import type { ImportNotes } from './importNotes';
import { PLACEHOLDER_MARK, WORDS_FILE } from './importNotes';
import { entriesOf, otherFields, sentencesOf, textOf, textsOf, webLink } from './resumeValues';

/** The resume's projects as the page's project cards. */

/** Card colours (top band, accent), taken in turn: the sample's, Tailwind's 500 and 700. */
const PROJECT_COLOURS: [string, string][] = [
  ['#0ea5e9', '#0369a1'],
  ['#22c55e', '#15803d'],
  ['#a855f7', '#7e22ce'],
  ['#f97316', '#c2410c'],
  ['#eab308', '#a16207'],
  ['#ec4899', '#be185d'],
];

/** A project's fields init reads: the card's, and those /resume.json gives back. */
const READ = [
  'name',
  'description',
  'highlights',
  'keywords',
  'url',
  'startDate',
  'endDate',
  'roles',
  'entity',
  'type',
];

/** 'Miss Direction!' → 'miss-direction'; '' for a name with no Latin letter or digit. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The project's picture until the owner has a screenshot: its name on its colours, at the
 * card's best size.
 */
function placeholderPicture(title: string, [colour, accent]: [string, string]): string {
  const size = fittingSize(title, 1360, 120);
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='1000' viewBox='0 0 1600 1000'>",
    "<defs><linearGradient id='band' x1='0' y1='0' x2='1' y2='1'>",
    `<stop offset='0' stop-color='${colour}'/><stop offset='1' stop-color='${accent}'/>`,
    '</linearGradient></defs>',
    "<rect width='1600' height='1000' fill='url(#band)'/>",
    `<text x='800' y='${500 + Math.round(size * 0.36)}' text-anchor='middle' font-family='system-ui, sans-serif' font-size='${size}' font-weight='700' fill='#ffffff'>${escapeMarkup(title)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The project cards: settings, texts, and a placeholder picture each. */
export function projectsOf(resume: JsonResume, notes: ImportNotes) {
  const cards: OwnerContent['projects'] = [];
  const texts: OwnerWords['projects'] = [];
  const files: Record<string, string> = {};
  const slugs = new Set<string>();
  entriesOf(resume.projects).forEach((project, index) => {
    const where = `projects[${index}]`;
    const title = notes.or(
      textOf(project.name),
      `${WORDS_FILE} ${where}.title`,
      `Project ${index + 1}`,
    );
    let slug = slugOf(title) || `project-${index + 1}`;
    while (slugs.has(slug)) slug = `${slug}-${index + 1}`;
    slugs.add(slug);
    const [colour, accent] = PROJECT_COLOURS[index % PROJECT_COLOURS.length];
    const imageSrc = `/images/projects/${slug}.svg`;
    files[`public${imageSrc}`] = placeholderPicture(title, [colour, accent]);

    // The description's first sentence (else the project's type) is the card's subtitle and its
    // other sentences the card's description; the highlights are the card's list. The card says
    // each once: with no sentence left over it has no description (a card may leave it out),
    // and no placeholder stands in for one.
    const [first, ...rest] = sentencesOf(textOf(project.description) ?? '');
    const highlights = textsOf(project.highlights);
    const [startDate, endDate] = [textOf(project.startDate), textOf(project.endDate)];
    cards.push({
      imageSrc,
      link: notes.or(
        webLink(project.url),
        `site.yaml ${where}.link`,
        `${PROFILE_NETWORKS.github.profileUrl(PLACEHOLDER_MARK)}/${slug}`,
      ),
      tags: textsOf(project.keywords),
      themeColor: colour,
      themeAccentColor: accent,
      ...(startDate && { startDate }),
      ...(endDate && { endDate }),
    });
    const [roles, entity, type] = [
      textsOf(project.roles),
      textOf(project.entity),
      textOf(project.type),
    ];
    texts.push({
      title,
      subtitle: notes.or(
        first ?? type,
        `${WORDS_FILE} ${where}.subtitle`,
        'What it is, in a few words',
      ),
      ...(rest.length && { description: rest.join(' ') }),
      imageAlt: `A placeholder picture with the name ${title}`,
      ...(highlights.length && { highlights }),
      ...(roles.length && { roles }),
      ...(entity && { entity }),
      ...(type && { type }),
    });
    const label = `${where} (${title})`;
    notes.unknownFields(label, otherFields(project, READ));
  });
  if (cards.length > 0) {
    notes.placeholder(
      `site.yaml projects: each card has a placeholder picture (public/images/projects/<name>.svg): put a screenshot in its place (1600 x 1000 is best), name it in imageSrc and say what it shows in ${WORDS_FILE}'s imageAlt.`,
    );
  }
  return { cards, texts, files };
}
