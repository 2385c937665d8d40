/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, PdfPrinter } from '../../../scripts/resume/printPdf';
import { resumeContent } from '../../../scripts/resume/resumeContent';
import { resumePage } from '../../../scripts/resume/resumePage';
import { importedContent, resumeExample } from '../../support/importedResume';

/**
 * The senior engineer's example, imported by init and printed as the build prints the resume
 * (Chromium, as the build needs for any PDF), read back with pdftotext as an applicant-tracking
 * system reads it: every job, study, publication and award is there, each with its period, and
 * the project with its highlights.
 */

interface Example {
  work: { name: string; position: string; highlights: string[] }[];
  projects: { name: string; description: string; highlights: string[] }[];
  education: { institution: string }[];
  publications: { name: string; publisher: string }[];
  awards: { title: string }[];
  certificates: { name: string }[];
  references: { name: string }[];
}

const example = resumeExample('examples/senior-engineer.resume.json') as Example;
/** Text without its line breaks and runs of spaces: a long title wraps. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

let text = '';

beforeAll(async () => {
  const { owner, catalogues } = importedContent(example);
  const [language] = owner.site.languages;
  const resume = resumeContent(owner, language, catalogues[language.code]);
  const chromium = findChromium();
  if (!chromium) throw new Error('No Chromium: the build needs one for the PDFs (printPdf.ts).');
  const printer = new PdfPrinter(chromium);
  const dir = mkdtempSync(path.join(tmpdir(), 'resume-kinds-'));
  try {
    const pdf = path.join(dir, 'resume.pdf');
    const html = resumePage(resume, { owner, texts: catalogues[language.code] });
    writeFileSync(pdf, await printer.print(html, resume.paper));
    text = squeezed(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }));
  } finally {
    await printer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('lists every job with its period and highlights', () => {
  for (const job of example.work) {
    expect(text).toContain(`${job.position}`);
    expect(text).toContain(job.name);
    expect(text).toContain(squeezed(job.highlights[0]));
  }
  // Confluent, from 2020-02 on: the period the page writes.
  expect(text).toContain('Feb 2020 – present');
});

it('lists the project with its subtitle and each of its highlights once', () => {
  const [project] = example.projects;
  expect(text).toContain(project.name);
  expect(text).toContain(squeezed(project.description.replace(/\.$/, '')));
  for (const highlight of project.highlights) {
    expect(text.split(squeezed(highlight))).toHaveLength(2);
  }
});

it('lists every study, publication, award, certificate and testimonial', () => {
  for (const heading of [
    'Experience',
    'Education',
    'Publications and talks',
    'Awards',
    'Certificates',
    'Languages',
    'Interests',
    'Testimonials',
  ]) {
    expect(text).toContain(heading);
  }
  const names = [
    ...example.education.map((study) => study.institution),
    ...example.publications.flatMap((work) => [work.name, work.publisher]),
    ...example.awards.map((award) => award.title),
    ...example.certificates.map((certificate) => certificate.name),
    ...example.references.map((reference) => reference.name),
  ];
  for (const name of names) expect(text).toContain(squeezed(name));
});
