/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { buildResumes } from '../../../scripts/resume/buildResumes';
import type { Printer, ResumeBuildOptions } from '../../../scripts/resume/buildResumes';
import { resumeHostingHeaders } from '../../../scripts/resume/resumeHosting';
import { owner } from '../../../src/content/settings';
import type { OwnerContent } from '../../../src/content/types';
import { catalogues, en } from '../../support/sample';

/** Prints a page into a one-page PDF whose page names what it printed, and logs each call. */
function standInPrinter() {
  const printed: { lang: string; paper: string }[] = [];
  const printer: Printer = {
    async print(html, paper) {
      const lang = /<html lang="([^"]+)">/.exec(html)?.[1] ?? '';
      printed.push({ lang, paper });
      const objects = [
        `<</Type /Catalog /Pages 2 0 R /Lang (${lang})>>`,
        '<</Type /Pages /Kids [3 0 R] /Count 1>>',
        `<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Printed (${lang})>>`,
      ];
      let text = '%PDF-1.4\n';
      const offsets = objects.map((body, index) => {
        const at = text.length;
        text += `${index + 1} 0 obj\n${body}\nendobj\n`;
        return at;
      });
      const xref = text.length;
      text += `xref\n0 4\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
      text += `trailer\n<</Size 4 /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
      return Buffer.from(text, 'latin1');
    },
  };
  return { printer, printed };
}

let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'resume-step-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const options = (content: OwnerContent, printer: Printer | null): ResumeBuildOptions => ({
  owner: content,
  catalogues,
  contentDir: path.join(base, 'content'),
  shownDir: 'content',
  siteDir: path.join(base, 'out'),
  cacheDir: path.join(base, 'cache'),
  themeScript: 'THEME_SCRIPT',
  printer,
});
const served = (sitePath: string) => path.join(base, 'out', ...sitePath.split('/'));

describe('the resume step', () => {
  it("writes every language's page and PDF, with the PDF's document information and XMP", async () => {
    const { printer, printed } = standInPrinter();
    const built = await buildResumes(options(owner, printer));
    expect(printed).toEqual([
      { lang: 'en', paper: 'A4' },
      { lang: 'hi', paper: 'A4' },
    ]);
    expect(built).toMatchObject({
      kind: 'made',
      pages: ['/resume/', '/hi/resume/'],
      notMade: [],
      pdfs: [
        { code: 'en', path: '/files/resume.pdf', pages: 1 },
        { code: 'hi', path: '/hi/files/resume.pdf', pages: 1 },
      ],
    });
    const page = readFileSync(served('hi/resume/index.html'), 'utf8');
    expect(page).toContain('<script>THEME_SCRIPT</script>');
    expect(page).toContain('<h1>आरव मेहता</h1>');
    const pdf = readFileSync(served('hi/files/resume.pdf'));
    expect(pdf.toString('latin1')).toContain('/Printed (hi)');
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe('आरव मेहता का रिज़्यूमे');
    expect(doc.getAuthor()).toBe('आरव मेहता');
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
    if (!(metadata instanceof PDFRawStream)) throw new Error('No Metadata stream.');
    const xmp = Buffer.from(metadata.getContents()).toString('utf8');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">आरव मेहता का रिज़्यूमे</rdf:li>');
    expect(xmp).toContain('<dc:language><rdf:Bag><rdf:li>hi</rdf:li></rdf:Bag></dc:language>');
    expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
  });

  it('prints nothing again for unchanged content, and only the changed language after an edit', async () => {
    await buildResumes(options(owner, standInPrinter().printer));
    rmSync(path.join(base, 'out'), { recursive: true });
    const again = standInPrinter();
    const built = await buildResumes(options(owner, again.printer));
    expect(again.printed).toEqual([]);
    expect(built).toMatchObject({ cache: { hits: 2, misses: 0 } });
    expect(existsSync(served('files/resume.pdf'))).toBe(true);

    const edited = standInPrinter();
    const texts = { ...catalogues, en: { ...en, title: 'Backend Developer' } };
    await buildResumes({ ...options(owner, edited.printer), catalogues: texts });
    expect(edited.printed).toEqual([{ lang: 'en', paper: 'A4' }]);
  });

  it('prints Letter for a language whose locale uses it', async () => {
    const { printer, printed } = standInPrinter();
    const languages = [{ code: 'en', name: 'English', locale: 'en-US' }];
    await buildResumes({
      ...options({ ...owner, site: { ...owner.site, languages } }, printer),
      catalogues: { en },
    });
    expect(printed).toEqual([{ lang: 'en', paper: 'Letter' }]);
  });

  it("copies the owner's own PDF to every language's address instead, printing nothing", async () => {
    const own = '%PDF-1.7\n% my own resume\n%%EOF\n';
    mkdirSync(path.join(base, 'content', 'public', 'files'), { recursive: true });
    writeFileSync(path.join(base, 'content', 'public', 'files', 'cv.pdf'), own);
    const { printer, printed } = standInPrinter();
    const built = await buildResumes(options({ ...owner, ownResume: '/files/cv.pdf' }, printer));
    expect(printed).toEqual([]);
    expect(built).toMatchObject({
      kind: 'own',
      source: 'content/public/files/cv.pdf',
      pdfs: ['/files/resume.pdf', '/hi/files/resume.pdf'],
    });
    expect(readFileSync(served('files/resume.pdf'), 'latin1')).toBe(own);
    expect(readFileSync(served('hi/files/resume.pdf'), 'latin1')).toBe(own);
    expect(existsSync(served('resume/index.html'))).toBe(true);
  });

  it('without Chromium: the pages, no PDF, and which languages lack one; cached PDFs still served', async () => {
    const built = await buildResumes(options(owner, null));
    expect(built).toMatchObject({ kind: 'made', notMade: ['en', 'hi'], pdfs: [] });
    expect(existsSync(served('resume/index.html'))).toBe(true);
    expect(existsSync(served('files/resume.pdf'))).toBe(false);

    await buildResumes(options(owner, standInPrinter().printer));
    const cached = await buildResumes(options(owner, null));
    expect(cached).toMatchObject({ notMade: [], pdfs: [{ code: 'en' }, { code: 'hi' }] });
  });
});

describe("the resume PDFs' hosting headers", () => {
  it("open in the tab and save under the owner's name, in each language", () => {
    const rules = resumeHostingHeaders(owner, catalogues);
    expect(rules.map((rule) => rule.source)).toEqual(['/files/resume.pdf', '/hi/files/resume.pdf']);
    const disposition = (index: number) =>
      rules[index].headers.find((header) => header.key === 'Content-Disposition')?.value ?? '';
    expect(disposition(0)).toBe(
      `inline; filename="Aarav-Mehta-resume.pdf"; filename*=UTF-8''Resume%20of%20Aarav%20Mehta.pdf`,
    );
    expect(disposition(1)).toMatch(
      /^inline; filename="Aarav-Mehta-resume-hi.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition(1).split("UTF-8''")[1])).toBe('आरव मेहता का रिज़्यूमे.pdf');
  });

  it('are in firebase.json as npm run hosting:headers writes them', () => {
    const firebaseJson = JSON.parse(
      readFileSync(path.join(__dirname, '../..', '..', 'firebase.json'), 'utf8'),
    );
    const rules = (firebaseJson.hosting.headers as { source: string }[]).filter((rule) =>
      rule.source.endsWith('files/resume.pdf'),
    );
    expect(rules).toEqual(resumeHostingHeaders(owner, catalogues));
  });
});
