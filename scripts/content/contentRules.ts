import type { OwnerContent } from '../../src/content/types';

/** One thing wrong in the content file: where (e.g. `projects[2].link`), what, and the fix. */
export interface ContentProblem {
  path: string;
  message: string;
}

export const CONTENT_FILE = 'src/content/owner.ts';

/** Everything wrong with the content, listed at once so one edit can fix them all. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      [
        `${CONTENT_FILE} has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the build stops here:`,
        ...problems.map((problem) => `  ${problem.path}: ${problem.message}`),
      ].join('\n'),
    );
    this.name = 'ContentError';
  }
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The rules that need no file: titles and alt texts are not empty, links are full
 * http(s) addresses. (Image files are checked where they are read: see buildContent.)
 */
export function fieldProblems(owner: OwnerContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const required = (path: string, text: string | undefined, fix: string) => {
    if (isBlank(text)) problems.push({ path, message: `is empty. ${fix}` });
  };
  const webLink = (path: string, link: string) => {
    if (!isWebLink(link)) {
      problems.push({
        path,
        message: `${JSON.stringify(link)} is not an http(s) link. Write the full address, e.g. "https://example.com/…".`,
      });
    }
  };

  required('name', owner.name, 'Write your name as the page should show it.');
  required('title', owner.title, 'Write your job title, e.g. "Full-stack developer".');
  required('logoText', owner.logoText, 'Write the letters of the logo, e.g. your initials.');
  webLink('site.url', owner.site.url);
  if (owner.site.socialImage) {
    required(
      'site.socialImage.alt',
      owner.site.socialImage.alt,
      'Describe the picture for people who cannot see it.',
    );
  }
  owner.projects.forEach((project, index) => {
    const at = `projects[${index}]`;
    required(`${at}.title`, project.title, "Write the project's name.");
    required(
      `${at}.imageAlt`,
      project.imageAlt,
      'Describe what the screenshot shows, for screen readers.',
    );
    webLink(`${at}.link`, project.link);
  });
  owner.techStack.forEach((card, index) =>
    required(`techStack[${index}].title`, card.title, 'Name the technology.'),
  );
  owner.journey.forEach((entry, index) =>
    required(`journey[${index}].title`, entry.title, 'Name the role or degree.'),
  );
  for (const network of ['github', 'linkedin', 'twitter', 'instagram'] as const) {
    webLink(`socials.${network}`, owner.socials[network]);
  }
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(owner.socials.email)) {
    problems.push({
      path: 'socials.email',
      message: `${JSON.stringify(owner.socials.email)} is not a mailto: link. Write it as "mailto:you@example.com".`,
    });
  }
  return problems;
}
