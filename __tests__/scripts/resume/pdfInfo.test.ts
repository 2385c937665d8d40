/**
 * @jest-environment node
 */
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { pageCount, withPdfInfo } from '../../../scripts/resume/pdfInfo';
import type { PdfInfo } from '../../../scripts/resume/pdfInfo';

/**
 * A one-page PDF as Chromium's tagged print writes one: an Info dictionary with its title,
 * creator, producer and dates; a catalog with the language, marks, a structure tree and
 * DisplayDocTitle; a classic xref table with its offsets right.
 */
function tinyPdf(): Buffer {
  const objects = [
    "<</Title (Old) /Creator (HeadlessChrome) /Producer (Skia/PDF m156) /CreationDate (D:20261201190317+00'00') /ModDate (D:20261201190317+00'00')>>",
    '<</Type /Catalog /Pages 3 0 R /Lang (hi) /MarkInfo <</Type /MarkInfo /Marked true>> /StructTreeRoot 5 0 R /ViewerPreferences <</Type /ViewerPreferences /DisplayDocTitle true>>>>',
    '<</Type /Pages /Kids [4 0 R] /Count 1>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /StructParents 0>>',
    '<</Type /StructTreeRoot /K 6 0 R /ParentTreeNextKey 1>>',
    '<</Type /StructElem /S /Document /P 5 0 R /Lang (hi)>>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(text, 'latin1');
}

const INFO: PdfInfo = {
  title: 'आरव मेहता का रिज़्यूमे',
  author: 'Aarav Mehta',
  subject: 'Skills & projects <2026>',
  keywords: 'react, node',
  language: 'hi',
};

/** The XMP packet's properties: each element's text by its namespace and name. */
function xmpProperties(xml: string): Record<string, string[]> {
  const parser = new SaxesParser({ xmlns: true });
  const found: Record<string, string[]> = {};
  const open: { key: string; text: string }[] = [];
  parser.on('opentag', (tag: SaxesTagNS) => {
    open.push({ key: `${tag.uri} ${tag.local}`, text: '' });
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    const done = open.pop();
    if (done && done.text.trim() !== '') (found[done.key] ??= []).push(done.text);
  });
  parser.write(xml).close();
  return found;
}

const DC = 'http://purl.org/dc/elements/1.1/';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

async function metadataOf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('The catalog has no Metadata stream.');
  return { doc, stream, xmp: Buffer.from(stream.getContents()).toString('utf8') };
}

describe('withPdfInfo', () => {
  it('writes the Info dictionary, the same in XMP, and the PDF/UA identification', async () => {
    const { doc, stream, xmp } = await metadataOf(await withPdfInfo(tinyPdf(), INFO));
    expect(doc.getTitle()).toBe(INFO.title);
    expect(doc.getAuthor()).toBe(INFO.author);
    expect(doc.getSubject()).toBe(INFO.subject);
    expect(doc.getKeywords()).toBe(INFO.keywords);
    expect(doc.getCreator()).toBe('HeadlessChrome');
    expect(doc.getProducer()).toMatch(/^Skia\/PDF m156; pdf-lib \d+\.\d+\.\d+$/);
    // The print's moment, for both dates: the same printed bytes give the same file.
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-01T19:03:17.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-12-01T19:03:17.000Z');

    // An XMP metadata stream, unfiltered, on the catalog.
    expect(stream.dict.get(PDFName.of('Type'))).toBe(PDFName.of('Metadata'));
    expect(stream.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('XML'));
    expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined();
    expect(xmp).toMatch(/^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
    expect(xmp.trimEnd()).toMatch(/<\?xpacket end="w"\?>$/);
    const properties = xmpProperties(xmp);
    expect(properties[`${RDF} li`]).toEqual([INFO.title, INFO.author, INFO.subject, INFO.language]);
    expect(xmp).toContain(
      `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${INFO.title}</rdf:li></rdf:Alt></dc:title>`,
    );
    expect(xmp).toContain(
      '<dc:creator><rdf:Seq><rdf:li>Aarav Mehta</rdf:li></rdf:Seq></dc:creator>',
    );
    expect(xmp).toContain('<dc:language><rdf:Bag><rdf:li>hi</rdf:li></rdf:Bag></dc:language>');
    expect(properties[`${DC} format`]).toEqual(['application/pdf']);
    expect(properties).toMatchObject({
      'http://ns.adobe.com/pdf/1.3/ Keywords': [INFO.keywords],
      'http://ns.adobe.com/pdf/1.3/ Producer': [doc.getProducer()],
      'http://ns.adobe.com/xap/1.0/ CreatorTool': ['HeadlessChrome'],
      'http://ns.adobe.com/xap/1.0/ CreateDate': ['2026-12-01T19:03:17Z'],
      'http://ns.adobe.com/xap/1.0/ ModifyDate': ['2026-12-01T19:03:17Z'],
      'http://www.aiim.org/pdfua/ns/id/ part': ['1'],
    });
  });

  it('keeps the tagging: structure tree, marks, language, DisplayDocTitle, pages', async () => {
    const { doc } = await metadataOf(await withPdfInfo(tinyPdf(), INFO));
    const tree = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    expect(tree.get(PDFName.of('Type'))).toBe(PDFName.of('StructTreeRoot'));
    const root = tree.lookup(PDFName.of('K'), PDFDict);
    expect(root.get(PDFName.of('S'))).toBe(PDFName.of('Document'));
    const marks = doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict);
    expect(String(marks.get(PDFName.of('Marked')))).toBe('true');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('hi');
    const preferences = doc.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict);
    expect(String(preferences.get(PDFName.of('DisplayDocTitle')))).toBe('true');
    expect(doc.getPageCount()).toBe(1);
    expect(String(doc.getPage(0).node.get(PDFName.of('StructParents')))).toBe('0');
  });

  it('gives the same file for the same print, and a PDF the page counter reads', async () => {
    const once = await withPdfInfo(tinyPdf(), INFO);
    expect((await withPdfInfo(tinyPdf(), INFO)).equals(once)).toBe(true);
    expect(pageCount(once)).toBe(1);
    // No object streams: every object readable where the cross-reference table says.
    expect(once.toString('latin1')).toMatch(/\nxref\n0 \d+\n0000000000 65535 f \n/);
  });

  it('refuses what is not a PDF rather than write a broken one', async () => {
    await expect(withPdfInfo(Buffer.from('<html></html>'), INFO)).rejects.toThrow(/No PDF header/);
  });
});

describe('pageCount', () => {
  it('counts pages, not the page tree', () => {
    expect(pageCount(tinyPdf())).toBe(1);
  });
});
