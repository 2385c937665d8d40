import type { z } from 'zod';
import type { OwnerWords } from '../../src/content/catalogue';
import type { ownerWordsSchema, siteSchema } from '../../src/content/schema';
import type { OwnerContent, SocialLinks, TechCard, TechIcon } from '../../src/content/types';
import { TEMPLATE_LANGUAGE } from '../../src/texts';
import { PROFILE_NETWORKS } from '../resume/jsonResume';
import type { JsonResume } from '../resume/jsonResume';
import { escapeMarkup, fittingSize } from '../site/logo';
import { CONTENT_FORMAT } from '../../src/content/schema';

/**
 * A JSON Resume (https://jsonresume.org/schema) made into an owner's folder (`npm run init --
 * --from-resume`): what the site can show of it, placeholders where the site needs what a
 * resume does not have, and a sentence for each of both, so the owner knows what to look at.
 */

/** site.yaml's data, as the content model reads it. */
export type SiteFile = z.input<typeof siteSchema>;

export interface ConvertedResume {
  site: SiteFile;
  /** words/<site.defaultLanguage>.yaml's data. */
  words: z.input<typeof ownerWordsSchema>;
  /** The other files of the folder, by path in it: the projects' placeholder pictures. */
  files: Record<string, string>;
  /**
   * What the resume holds that the site does not show, and what the site needs that the resume
   * does not say (a placeholder stands in for it): a sentence each.
   */
  unmapped: string[];
}

/**
 * The folder's one language, the template's: JSON Resume does not say which it is written in
 * (its `languages` are the ones its owner speaks).
 */
const CODE = TEMPLATE_LANGUAGE;
const WORDS_FILE = `words/${CODE}.yaml`;

/** In every placeholder address: a search for it finds what is left to fill in. */
export const PLACEHOLDER_MARK = 'replace-me';

/** Texts the site needs that no resume has. */
const SLOGAN = 'Your motto, in one line.';
const TECH_LINE = 'What you do with it, in a line.';

/** A number nobody has: "+00" is no country's code. */
export const PLACEHOLDER_PHONE = '+00-0000-000000';

/** Card colours (top band, accent), taken in turn: the sample's, Tailwind's 500 and 700. */
const PROJECT_COLOURS: [string, string][] = [
  ['#0ea5e9', '#0369a1'],
  ['#22c55e', '#15803d'],
  ['#a855f7', '#7e22ce'],
  ['#f97316', '#c2410c'],
  ['#eab308', '#a16207'],
  ['#ec4899', '#be185d'],
];

/** The names (lower case, letters and digits only) a skill has when the tech strip can draw it. */
const TECH_NAMES: Record<TechIcon, string[]> = {
  react: ['react', 'reactjs'],
  node: ['node', 'nodejs'],
  sql: ['sql', 'postgresql', 'postgres', 'mysql', 'sqlite', 'mariadb', 'mssql'],
  express: ['express', 'expressjs'],
  tailwind: ['tailwind', 'tailwindcss'],
  mongodb: ['mongodb', 'mongo'],
  next: ['next', 'nextjs'],
  python: ['python'],
  javascript: ['javascript', 'js', 'ecmascript'],
};

type Entry = Record<string, unknown>;

/** Sections the site has no place for, and how to name one of their entries. */
const NOT_CARRIED: Record<string, { entry: (item: Entry) => unknown; why: string }> = {
  awards: {
    entry: (item) => item.title,
    why: 'the site has no awards section; a journey entry or an about bullet can tell one.',
  },
  certificates: {
    entry: (item) => item.name,
    why: 'the site has no certificates section; a journey entry can tell one.',
  },
  publications: {
    entry: (item) => item.name,
    why: 'the site has no publications section; a post (posts/) can present one.',
  },
  languages: {
    entry: (item) => [textOf(item.language), textOf(item.fluency)].filter(Boolean).join(': '),
    why: "the languages you speak are not shown (site.yaml's languages are the site's own).",
  },
  interests: { entry: (item) => item.name, why: 'the site has no interests section.' },
  references: { entry: (item) => item.name, why: 'the site publishes no references.' },
};

/** The sections read below, and JSON Resume's own data about the file. */
const READ = new Set([
  '$schema',
  'meta',
  'basics',
  'skills',
  'projects',
  'work',
  'volunteer',
  'education',
]);
const READ_BASICS = new Set([
  'name',
  'label',
  'summary',
  'email',
  'phone',
  'url',
  'profiles',
  'image',
  'location',
]);

/** A value of the resume as a text: trimmed; undefined when it is not one or is blank. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(textOf).filter((text) => text !== undefined) : [];

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section's entries that are objects: a file from elsewhere may hold anything. */
const entriesOf = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isEntry) : []);

function webLink(value: unknown): string | undefined {
  const text = textOf(value);
  try {
    return text && /^https?:$/.test(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A text's sentences, each ending at ., !, ? or । before a space or the end. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?।])\s+/u).filter(Boolean);

/** A highlight as a sentence of a paragraph. */
const asSentence = (text: string) => (/[.!?।]$/u.test(text) ? text : `${text}.`);

function dedupe(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 'Ada Lovelace' → 'AL': the first letters of the first and last words. */
function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => [...segmenter.segment(word)][0]?.segment ?? '')
    .join('')
    .toUpperCase();
}

/** 'Miss Direction!' → 'miss-direction'; '' for a name with no Latin letter or digit. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The language's locale in the resume's country, when its address names one. */
function localeOf(countryCode: string | undefined): string {
  if (!countryCode) return CODE;
  try {
    return Intl.getCanonicalLocales(`${CODE}-${countryCode}`)[0];
  } catch {
    return CODE;
  }
}

/** A JSON Resume date ('2014-06-29', '2014-06', '2014') as a period shows it: 'Jun 2014', '2014'. */
function dateText(value: unknown, locale: string): string | undefined {
  const match = textOf(value)?.match(/^(\d{4})(?:-(\d{2}))?/);
  if (!match) return undefined;
  if (!match[2]) return match[1];
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1));
}

/** An entry's period, e.g. 'Dec 2013 – Dec 2014'; no end date is JSON Resume's "ongoing". */
function periodOf(entry: Entry, locale: string): string | undefined {
  const start = dateText(entry.startDate, locale);
  const end = dateText(entry.endDate, locale);
  if (!start) return end;
  if (!end) return `${start} – today`;
  return start === end ? start : `${start} – ${end}`;
}

/** A profile's own address: a link with a path ('https://twitter.com' alone is the network's). */
function profileLink(value: unknown): string | undefined {
  const link = webLink(value);
  return link && new URL(link).pathname.replace(/\/+$/, '') !== '' ? link : undefined;
}

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

type Network = keyof typeof PROFILE_NETWORKS;
const NETWORKS = Object.keys(PROFILE_NETWORKS) as Network[];

/** What goes into `unmapped`, a sentence each. */
class Notes {
  readonly lines: string[] = [];

  add(line: string): void {
    this.lines.push(line);
  }

  /** The resume's text, or `placeholder`, noted as standing in at `where`. */
  or(text: string | undefined, where: string, placeholder: string): string {
    if (text !== undefined) return text;
    this.add(`${where}: the resume has none; "${placeholder}" stands in: write yours.`);
    return placeholder;
  }
}

/** The links of the top bar and the footer, and the site's address. */
function contactOf(basics: Entry, notes: Notes) {
  const profiles: Partial<Record<Network, string>> = {};
  for (const profile of entriesOf(basics.profiles)) {
    const networkName = textOf(profile.network);
    const network = NETWORKS.find((key) =>
      PROFILE_NETWORKS[key].aliases.includes(networkName?.toLowerCase() ?? ''),
    );
    const username = textOf(profile.username);
    const link =
      profileLink(profile.url) ??
      (network && username
        ? PROFILE_NETWORKS[network].profileUrl(encodeURIComponent(username))
        : undefined);
    const shown = `${networkName ?? 'a profile'} (${link ?? username ?? 'no address'})`;
    if (!network) {
      notes.add(
        `basics.profiles: ${shown}: the page links only GitHub, LinkedIn, Twitter/X and Instagram.`,
      );
    } else if (!link) {
      notes.add(`basics.profiles: ${shown} has no address and no user name.`);
    } else if (profiles[network]) {
      notes.add(`basics.profiles: ${shown} is a second one; the page links one per network.`);
    } else {
      profiles[network] = link;
    }
  }
  const links = NETWORKS.map((network) => {
    const placeholder = PROFILE_NETWORKS[network].profileUrl(PLACEHOLDER_MARK);
    return [network, notes.or(profiles[network], `site.yaml socials.${network}`, placeholder)];
  });
  const email = textOf(basics.email);
  const socials: SocialLinks = {
    ...(Object.fromEntries(links) as Record<Network, string>),
    email: email?.includes('@')
      ? `mailto:${email}`
      : notes.or(undefined, 'site.yaml socials.email', `mailto:${PLACEHOLDER_MARK}@example.com`),
  };
  return {
    socials,
    phone: notes.or(textOf(basics.phone), 'site.yaml phone', PLACEHOLDER_PHONE),
    url: notes.or(
      webLink(basics.url),
      'site.yaml site.url',
      `https://${PLACEHOLDER_MARK}.example.com`,
    ),
  };
}

/**
 * The about box's skills (each skill's name and keywords), and the tech strip: a card per icon
 * the page draws, for the first skill or keyword named like it; a keyword's line is its skill's
 * name ("Web Development").
 */
function skillsOf(resume: JsonResume, notes: Notes) {
  const entries = entriesOf(resume.skills);
  const levels = entries
    .filter((skill) => textOf(skill.level))
    .map((skill) => `${textOf(skill.name) ?? 'a skill'}: ${textOf(skill.level)}`);
  if (levels.length > 0) {
    notes.add(
      `skills' levels (${levels.join('; ')}): the page lists skills by name, without levels.`,
    );
  }
  const techStack: TechCard[] = [];
  const lines: OwnerWords['techStack'] = [];
  const unexplained: string[] = [];
  for (const skill of entries) {
    const group = textOf(skill.name);
    const named = [
      { title: group, line: undefined },
      ...textsOf(skill.keywords).map((keyword) => ({ title: keyword, line: group })),
    ];
    for (const { title, line } of named) {
      const key = title?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
      const icon = (Object.keys(TECH_NAMES) as TechIcon[]).find((known) =>
        TECH_NAMES[known].includes(key),
      );
      if (!title || !icon || techStack.some((card) => card.icon === icon)) continue;
      techStack.push({ title, icon });
      if (!line) unexplained.push(title);
      lines.push({ description: line ?? TECH_LINE });
    }
  }
  if (techStack.length === 0) {
    notes.add(
      `site.yaml techStack: no skill is one the tech strip draws (${Object.keys(TECH_NAMES).join(', ')}), so it is empty and the strip hidden; add cards there, each with its line in ${WORDS_FILE}.`,
    );
  } else if (unexplained.length > 0) {
    notes.add(
      `${WORDS_FILE} techStack: the resume says nothing about ${unexplained.join(', ')}; "${TECH_LINE}" stands in: write yours.`,
    );
  }
  return {
    skills: dedupe(
      entries.flatMap((skill) => [...textsOf([skill.name]), ...textsOf(skill.keywords)]),
    ),
    techStack,
    lines,
  };
}

/** The project cards: settings, texts, and a placeholder picture each. */
function projectsOf(resume: JsonResume, notes: Notes) {
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

    // The description's first sentence (else the project's type) is the card's subtitle; the
    // rest and the highlights its description.
    const [first, ...rest] = sentencesOf(textOf(project.description) ?? '');
    const typeIsSubtitle = first === undefined;
    const told = [...rest, ...textsOf(project.highlights).map(asSentence)].join(' ');
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
    });
    texts.push({
      title,
      subtitle: notes.or(
        first?.replace(/[.!?।]$/u, '') ?? textOf(project.type),
        `${WORDS_FILE} ${where}.subtitle`,
        'What it is, in a few words',
      ),
      description: notes.or(
        told || first,
        `${WORDS_FILE} ${where}.description`,
        'What it does and how you built it, in a sentence or two.',
      ),
      imageAlt: `A placeholder picture with the name ${title}`,
    });
    const left = ['startDate', 'endDate', 'roles', 'entity', ...(typeIsSubtitle ? [] : ['type'])]
      .filter((key) => project[key] !== undefined)
      .join(', ');
    if (left) notes.add(`${where} (${title}): ${left}: a card has no place for them.`);
  });
  if (cards.length > 0) {
    notes.add(
      `site.yaml projects: each card has a placeholder picture (public/images/projects/<name>.svg): put a screenshot in its place (1600 x 1000 is best), name it in imageSrc and say what it shows in ${WORDS_FILE}'s imageAlt.`,
    );
  }
  return { cards, texts, files };
}

/** A summary and its highlights as one paragraph. */
const paragraphOf = (entry: Entry) =>
  [textOf(entry.summary), ...textsOf(entry.highlights).map(asSentence)].filter(Boolean).join(' ');

/**
 * The journey, one list of experience and education: jobs, then volunteering, then studies,
 * each in the resume's order. An entry without dates is left out: the journey and the resume
 * show each with its years (the build requires them).
 */
function journeyOf(resume: JsonResume, locale: string, notes: Notes): OwnerWords['journey'] {
  const journey: OwnerWords['journey'] = [];
  const add = (
    where: string,
    entry: Entry,
    texts: { title: string | undefined; place: string | undefined; description: string },
  ) => {
    const period = periodOf(entry, locale);
    const shown = `${where} (${texts.title ?? texts.place ?? 'no title'})`;
    if (!period) {
      notes.add(`${shown}: no dates, which the journey and the resume need; left out.`);
      return;
    }
    const at = `${WORDS_FILE} journey: ${shown}'s`;
    journey.push({
      period,
      title: notes.or(texts.title, `${at} title`, 'Your role'),
      place: notes.or(texts.place, `${at} place`, 'Where'),
      description: notes.or(
        texts.description || undefined,
        `${at} description`,
        'What you did there, in a sentence.',
      ),
    });
    // A job's url and its employer's description ("Social media company").
    const leftOut = [entry.url, entry.description].filter((value) => textOf(value));
    if (leftOut.length > 0) {
      notes.add(`${shown}: ${leftOut.join('; ')}: a journey entry has no place for it.`);
    }
  };
  entriesOf(resume.work).forEach((job, index) =>
    add(`work[${index}]`, job, {
      title: textOf(job.position),
      place: [textOf(job.name), textOf(job.location)].filter(Boolean).join(', ') || undefined,
      description: paragraphOf(job),
    }),
  );
  entriesOf(resume.volunteer).forEach((role, index) =>
    add(`volunteer[${index}]`, role, {
      title: textOf(role.position),
      place: textOf(role.organization),
      description: paragraphOf(role),
    }),
  );
  entriesOf(resume.education).forEach((study, index) => {
    const courses = textsOf(study.courses);
    const score = textOf(study.score);
    add(`education[${index}]`, study, {
      title:
        [textOf(study.studyType), textOf(study.area)].filter(Boolean).join(' in ') || undefined,
      place: textOf(study.institution),
      description: [
        courses.length > 0 && `Courses: ${courses.join(', ')}.`,
        score && `Score: ${score}.`,
      ]
        .filter(Boolean)
        .join(' '),
    });
  });
  return journey;
}

/** The owner's folder from a JSON Resume document (parsed JSON, checked value by value). */
export function fromJsonResume(resume: JsonResume): ConvertedResume {
  const notes = new Notes();
  const basics: Entry = isEntry(resume.basics) ? resume.basics : {};
  const countryCode = isEntry(basics.location) ? textOf(basics.location.countryCode) : undefined;
  const locale = localeOf(countryCode);

  const name = notes.or(textOf(basics.name), `${WORDS_FILE} name`, 'Your Name');
  const title = notes.or(textOf(basics.label), `${WORDS_FILE} title`, 'Your job title');
  const summary = textOf(basics.summary);
  const bio = notes.or(
    summary,
    `${WORDS_FILE} about.bio`,
    'A sentence or two about you: what you build, and for whom.',
  );
  const { socials, phone, url } = contactOf(basics, notes);
  if (textOf(basics.image)) notes.add('basics.image: the page shows no photo of you.');
  if (isEntry(basics.location)) {
    const usedFor = countryCode ? ` (its country set the locale, ${locale})` : '';
    notes.add(`basics.location: the page shows no address${usedFor}.`);
  }
  for (const key of Object.keys(basics)) {
    if (!READ_BASICS.has(key)) notes.add(`basics.${key}: not a field the site has.`);
  }
  const { skills, techStack, lines } = skillsOf(resume, notes);
  const projects = projectsOf(resume, notes);
  const journey = journeyOf(resume, locale, notes);
  for (const [key, value] of Object.entries(resume)) {
    if (READ.has(key)) continue;
    const section = NOT_CARRIED[key];
    const names = entriesOf(value)
      .map((item) => textOf(section?.entry(item)) ?? '')
      .filter(Boolean);
    const listed = names.length > 0 ? ` (${names.join('; ')})` : '';
    notes.add(`${key}${listed}: ${section?.why ?? 'not a section the site has.'}`);
  }
  notes.add(
    `${WORDS_FILE} about.bullets: a resume has no such list; it is empty: write up to three short points about you.`,
  );
  notes.add(`${WORDS_FILE} about.slogan: a resume has none; "${SLOGAN}" stands in: write yours.`);

  return {
    site: {
      format: CONTENT_FORMAT,
      logoText: initialsOf(name),
      site: {
        url,
        languages: [
          {
            code: CODE,
            name: new Intl.DisplayNames([CODE], { type: 'language' }).of(CODE) ?? CODE,
            locale,
          },
        ],
        defaultLanguage: CODE,
      },
      about: { skills },
      projects: projects.cards,
      techStack,
      socials,
      phone,
      copyrightYear: new Date().getFullYear(),
    },
    words: {
      name,
      title,
      meta: {
        description: [`${name}, ${title}.`, summary && sentencesOf(summary)[0]]
          .filter(Boolean)
          .join(' '),
      },
      about: { bio, bullets: [], slogan: SLOGAN },
      projects: projects.texts,
      techStack: lines,
      journey,
    },
    files: projects.files,
    unmapped: notes.lines,
  };
}
