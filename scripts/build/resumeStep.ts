import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreparedContent } from './contentStep';
import { buildResumes } from '../resume/buildResumes';
import { resumeJsonPath, toJsonResume } from '../resume/jsonResume';
import { chromiumCandidates, findChromium, PdfPrinter } from '../resume/printPdf';
import type { Writing } from '../writing/types';

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The resume step (scripts/resume/): each language's printable resume page and its PDF, made
 * from the content, into the content step's site folder. Chromium prints the PDFs; without it
 * a PDF that is not cached is left out and the build says how to get it, and goes on.
 */
export async function prepareResumes(
  rootDir: string,
  content: PreparedContent,
  themeScript: string,
  writing: Writing,
  script?: string,
): Promise<void> {
  const started = Date.now();
  const { owner, catalogues, dir, shownDir } = content.read;
  const chromiumPath = findChromium();
  const printer = chromiumPath ? new PdfPrinter(chromiumPath) : null;
  const built = await buildResumes({
    owner,
    catalogues,
    contentDir: dir,
    shownDir,
    siteDir: content.siteDir,
    cacheDir: path.resolve(rootDir, 'node_modules/.cache/portfolio-resume'),
    themeScript,
    script,
    siteUrl: process.env.SITE_URL,
    writing,
    printer,
  }).finally(() => printer?.close());
  // The same content as JSON Resume, for its themes and tools: /resume.json, /hi/resume.json.
  for (const language of owner.site.languages) {
    const file = path.join(
      content.siteDir,
      ...resumeJsonPath(owner.site, language.code).split('/'),
    );
    await mkdir(path.dirname(file), { recursive: true });
    const resume = toJsonResume(owner, catalogues[language.code], language, process.env.SITE_URL);
    await writeFile(file, `${JSON.stringify(resume, null, 2)}\n`);
  }
  const ms = Date.now() - started;
  if (built.kind === 'own') {
    console.info(
      `Resume: your own ${built.source} (site.yaml's ownResume) is served at ${built.pdfs.join(', ')}; the pages ${built.pages.join(', ')} are made from the content (${ms} ms).`,
    );
    return;
  }
  const made = built.pdfs
    .map((pdf) => `${pdf.path} ${kb(pdf.bytes)}, ${pdf.pages} page${pdf.pages === 1 ? '' : 's'}`)
    .join('; ');
  const printed = built.pdfs.length - built.cache.hits;
  console.info(
    `Resumes made from the content in ${ms} ms (${built.cache.hits} cached, ${printed} printed): ${made || 'no PDF'}; pages ${built.pages.join(', ')}.`,
  );
  if (built.notMade.length > 0) {
    console.warn(
      [
        `No Chromium found, so the resume PDF of ${built.notMade.join(', ')} is not made and its "Get My Resume" link has no file.`,
        `Looked at: ${chromiumCandidates().join(', ')}.`,
        'Install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium, then build again; or name your own PDF in site.yaml (ownResume). The printable pages are made either way.',
      ].join('\n'),
    );
  }
}
