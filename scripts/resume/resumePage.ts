import { resumePagePath } from '../../src/content/languages';
import type { Catalogue } from '../../src/content/catalogue';
import type { OwnerContent } from '../../src/content/types';
import { escapeMarkup as esc } from '../site/logo';
import { documentPage } from '../site/pageShell';
import { writingTies } from '../site/siteFiles';
import type { Writing } from '../writing/types';
import type { ResumeContent } from './resumeContent';

/**
 * The resume as one HTML page on the page shell (scripts/site/pageShell.ts): served as /resume/
 * (and /<code>/resume/), and printed by Chromium into the PDF, so the page printed from a
 * browser and the PDF share one layout (`@media print`, which leaves out the shell's top bar
 * and footer). One column in reading order, real text, links written out: what applicant-tracking
 * systems read best. No script of its own: the site's theme script (passed in, the privacy
 * notice's text, so the same CSP hash) applies the visitor's stored theme, and the documents'
 * script gives it the theme toggle; the page printed into the PDF has neither.
 */

/** The resume's own rules, on top of the shell's document CSS. */
function resumeCss(paper: ResumeContent['paper']): string {
  return `
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', system-ui, sans-serif; font-size: 1rem; }
.contact a, .link a { display: inline-block; min-height: 24px; }
li { margin-bottom: 0; }
h1 { font-size: 2rem; line-height: var(--line-height-heading); margin: 1.5rem 0 0.25rem; }
.role { font-size: 1.15rem; margin: 0 0 0.75rem; color: var(--color-text-muted); }
.download { margin: 1.25rem 0 0; }
.contact { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.label { color: var(--color-text-muted); }
h2 {
  font-size: 1.15rem; color: var(--color-accent); margin: 1.75rem 0 0.5rem;
  padding-bottom: 0.2rem; border-bottom: 1px solid var(--color-border);
  letter-spacing: calc(var(--tracking) * 0.04em); break-after: avoid;
}
h3 { font-size: 1rem; margin: 0; line-height: var(--line-height-heading); }
article { margin: 0 0 1rem; break-inside: avoid; }
article p, section > p { margin: 0.2rem 0; }
.sub { color: var(--color-text-muted); }
ul.bullets { margin: 0.4rem 0 0; padding-left: 1.25rem; }
@page { size: ${paper}; margin: 13mm 15mm; }
@media print {
  :root, :root[data-theme] {
    color-scheme: light;
    --color-background: #ffffff;
    --color-text: #111827;
    --color-text-muted: #374151;
    --color-accent: #0b4f7a;
    --color-border: #9ca3af;
  }
  html { font-size: 9.5pt; }
  .download { display: none; }
  body { background: #ffffff; }
  /* One run of text per line, not columns: text extraction (pdftotext, ATS) reads it in order. */
  .contact { display: block; }
  .contact li { display: inline; white-space: nowrap; }
  .contact li:not(:last-child)::after { content: ' ·'; color: var(--color-text-muted); }
  main { width: auto; padding: 0; }
  h1 { margin-top: 0; font-size: 1.9rem; }
  h2 { margin-top: 1.1rem; }
  article { margin-bottom: 0.6rem; }
  a { color: var(--color-accent); }
}
`;
}

const section = (id: string, heading: string, body: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${esc(heading)}</h2>${body}</section>`;

const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

/** A list of lines under an entry's text; nothing for none. */
const bullets = (lines: string[] = []) =>
  lines.length
    ? `<ul class="bullets">${lines.map((line) => `<li>${esc(line)}</li>`).join('')}</ul>`
    : '';

/** The resume, and for the served page the link to its PDF after the header. */
function body(resume: ResumeContent, served: boolean): string {
  const { words } = resume;
  const contact = resume.contact
    .map(
      (entry) =>
        `<li><span class="label">${esc(entry.label)}:</span> ${link(entry.href, entry.text)}</li>`,
    )
    // Spaces between the entries: where a printed line may wrap.
    .join(' ');
  const parts = [
    `<header><h1>${esc(resume.name)}</h1><p class="role">${esc(resume.title)}</p>`,
    `<ul class="contact" aria-label="${esc(words.contact)}">${contact}</ul></header>`,
    served
      ? `<p class="download"><a class="button button--secondary" href="${esc(resume.pdfPath)}">${esc(words.download)}</a></p>`
      : '',
    section('summary', words.summary, `<p>${esc(resume.bio)}</p>` + bullets(resume.bullets)),
  ];
  if (resume.skills.length) {
    parts.push(section('skills', words.skills, `<p>${esc(resume.skills.join(', '))}</p>`));
  }
  if (resume.projects.length) {
    const projects = resume.projects.map(
      (project) =>
        `<article><h3>${esc(project.title)}</h3><p class="sub">${esc(project.subtitle)}</p>` +
        (project.description ? `<p>${esc(project.description)}</p>` : '') +
        bullets(project.highlights) +
        `<p><span class="label">${esc(words.technologies)}:</span> ${esc(project.technologies.join(', '))}</p>` +
        `<p class="link">${link(project.link, project.link.replace(/^https?:\/\//, ''))}</p></article>`,
    );
    parts.push(section('projects', words.projects, projects.join('')));
  }
  if (resume.journey.length) {
    const entries = resume.journey.map(
      (entry) =>
        `<article><h3>${esc(entry.title)}</h3>` +
        `<p class="sub">${esc(entry.place)} · ${esc(entry.period)}</p>` +
        `<p>${esc(entry.description)}</p></article>`,
    );
    parts.push(section('journey', words.journey, entries.join('')));
  }
  for (const { id, heading, entries } of resume.sections) {
    const articles = entries.map(
      (entry) =>
        `<article><h3>${esc(entry.title)}</h3>` +
        (entry.sub || entry.period
          ? `<p class="sub">${esc([entry.sub, entry.period].filter(Boolean).join(' · '))}</p>`
          : '') +
        (entry.text ? `<p>${esc(entry.text)}</p>` : '') +
        bullets(entry.bullets) +
        (entry.link
          ? `<p class="link">${link(entry.link, entry.link.replace(/^https?:\/\//, ''))}</p>`
          : '') +
        '</article>',
    );
    parts.push(section(`resume-${id}`, heading, articles.join('')));
  }
  return parts.join('\n');
}

/** What frames the resume: the site, its words, and for the served page its theme script. */
export interface ResumeFrame {
  owner: OwnerContent;
  /** The catalogue of the resume's language. */
  texts: Catalogue;
  /** The site's theme script for the served page; left out for the PDF (fixed colours). */
  themeScript?: string;
  /** The documents' script for the served page (its theme toggle); left out for the PDF. */
  script?: string;
  /** The site's root URL (the build's SITE_URL); site.yaml's `site.url` when left out. */
  siteUrl?: string;
  /** For the served page: the language's feeds and blog are linked when it has posts. */
  writing?: Writing;
}

/** The page: the served one with `themeScript`, the one printed into the PDF without. */
export function resumePage(resume: ResumeContent, frame: ResumeFrame): string {
  const { owner } = frame;
  const writing = writingTies(owner, resume.language, frame.texts, frame.siteUrl, frame.writing);
  return documentPage({
    owner,
    language: resume.language,
    texts: frame.texts,
    path: resumePagePath(owner.site, resume.language.code),
    title: resume.meta.title,
    description: resume.meta.subject,
    alternates: owner.site.languages
      .filter((other) => other.code !== resume.language.code)
      .map((other) => ({ code: other.code, path: resumePagePath(owner.site, other.code) })),
    themeScript: frame.themeScript,
    script: frame.script,
    head: [
      `<meta name="author" content="${esc(resume.meta.author)}" />`,
      `<link rel="alternate" type="application/pdf" href="${esc(resume.pdfPath)}" />`,
      writing.head,
    ]
      .filter(Boolean)
      .join('\n'),
    css: resumeCss(resume.paper),
    main: body(resume, frame.themeScript !== undefined),
    siteUrl: frame.siteUrl,
    blogPath: writing.blogPath,
  });
}
