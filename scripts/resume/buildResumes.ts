import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pagePath, resumePagePath, resumePdfPath } from '../../src/content/languages';
import type { OwnerContent } from '../../src/content/types';
import type { Catalogues } from '../content/contentRules';
import { FileCache, hashOf } from '../content/fileCache';
import type { CacheStats } from '../content/fileCache';
import { pageCount, withPdfInfo } from './pdfInfo';
import { resumeContent } from './resumeContent';
import type { PaperSize } from './resumeContent';
import { resumePage } from './resumePage';
import type { Writing } from '../writing/types';

/**
 * The resume step: for every language, the printable page (/resume/, /hi/resume/) and the PDF
 * (/files/resume.pdf, /hi/files/resume.pdf), both from site.yaml and the language's catalogue;
 * or, when site.yaml names `ownResume`, that file at every language's PDF address. PDFs are
 * kept by a hash of their page, so unchanged content never starts Chromium.
 */

/** Bump when the PDF's making changes without its page changing. */
const PDF_RECIPE = 'resume-pdf-2';

/** What prints a page into a PDF (printPdf.ts's PdfPrinter; a stand-in in tests). */
export interface Printer {
  print(html: string, paper: PaperSize): Promise<Buffer>;
}

export interface ResumeBuildOptions {
  owner: OwnerContent;
  catalogues: Catalogues;
  /** The owner's folder: the owner's own resume is read from its public/. */
  contentDir: string;
  /** The same as the owner sees it from the project ('content'), for the build's messages. */
  shownDir: string;
  /** Files to serve (the content step's site/): the pages and PDFs are written there. */
  siteDir: string;
  /** PDFs by page hash; survives between builds. */
  cacheDir: string;
  /** The site's theme script (startupScripts.ts), for the served pages' stored theme. */
  themeScript: string;
  /** The documents' script, from the site's root, for the served pages' theme toggle. */
  script?: string;
  /** The site's root URL (the build's SITE_URL) for the pages' addresses; else site.yaml's. */
  siteUrl?: string;
  /** What the writing step made: the served pages link the language's feeds and blog. */
  writing?: Writing;
  /** Null: no Chromium on this machine, so a PDF not in the cache cannot be made. */
  printer: Printer | null;
}

export interface BuiltPdf {
  code: string;
  /** From the site's root, e.g. '/hi/files/resume.pdf'. */
  path: string;
  bytes: number;
  pages: number;
}

export type BuiltResumes =
  | { kind: 'own'; source: string; pages: string[]; pdfs: string[] }
  | {
      kind: 'made';
      pages: string[];
      pdfs: BuiltPdf[];
      /** Languages whose PDF could not be made (no Chromium and not cached). */
      notMade: string[];
      cache: CacheStats;
    };

class NoPrinter extends Error {}

const inSite = (siteDir: string, sitePath: string) =>
  path.join(siteDir, ...sitePath.split('/').filter(Boolean));

export async function buildResumes(options: ResumeBuildOptions): Promise<BuiltResumes> {
  const { owner, catalogues, siteDir, printer } = options;
  const pages: string[] = [];
  const resumes = owner.site.languages.map((language) =>
    resumeContent(owner, language, catalogues[language.code]),
  );
  for (const resume of resumes) {
    const page = resumePagePath(owner.site, resume.language.code);
    const file = path.join(inSite(siteDir, page), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    const texts = catalogues[resume.language.code];
    const { themeScript, script, siteUrl, writing } = options;
    await writeFile(
      file,
      resumePage(resume, { owner, texts, themeScript, script, siteUrl, writing }),
    );
    pages.push(page);
  }

  if (owner.ownResume) {
    const source = path.join(options.contentDir, 'public', ...owner.ownResume.split('/'));
    const pdfs = owner.site.languages.map((language) => resumePdfPath(owner.site, language.code));
    for (const pdf of pdfs) {
      await mkdir(path.dirname(inSite(siteDir, pdf)), { recursive: true });
      await copyFile(source, inSite(siteDir, pdf));
    }
    return {
      kind: 'own',
      source: `${options.shownDir}/public${owner.ownResume}`,
      pages,
      pdfs,
    };
  }

  const cache = new FileCache(options.cacheDir);
  const pdfs: BuiltPdf[] = [];
  const notMade: string[] = [];
  for (const resume of resumes) {
    // In fixed colours, and the same wherever the site is hosted: no reprint for a new address.
    const html = resumePage(resume, { owner, texts: catalogues[resume.language.code] });
    const key = hashOf(PDF_RECIPE, html, resume.paper, JSON.stringify(resume.meta));
    const outDir = inSite(siteDir, pagePath(owner.site, resume.language.code));
    try {
      const made = await cache.files(key, outDir, async () => {
        if (!printer) throw new NoPrinter();
        const printed = await printer.print(html, resume.paper);
        const pdf = await withPdfInfo(printed, {
          ...resume.meta,
          language: resume.language.code,
        });
        return {
          files: [{ name: 'files/resume.pdf', data: pdf }],
          info: { bytes: pdf.length, pages: pageCount(pdf) },
        };
      });
      pdfs.push({ code: resume.language.code, path: resume.pdfPath, ...made });
    } catch (error) {
      if (!(error instanceof NoPrinter)) throw error;
      notMade.push(resume.language.code);
    }
  }
  return { kind: 'made', pages, pdfs, notMade, cache: cache.stats };
}
