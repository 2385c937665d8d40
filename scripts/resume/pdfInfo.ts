import { PDFDocument, PDFName } from 'pdf-lib';
import { version as pdfLibVersion } from 'pdf-lib/package.json';

/**
 * A printed PDF's metadata, written with pdf-lib: the document information dictionary (title,
 * author, subject, keywords, creator, producer, dates) and the same in an XMP metadata stream
 * on the catalog, which PDF/UA-1 (ISO 14289-1, 6.2, 7.1) requires: dc:title, dc:creator,
 * dc:language and the PDF/UA identification (pdfuaid:part 1). Chromium's print writes only an
 * Info dictionary with its title, creator, producer and dates; its structure tree, marks,
 * language and DisplayDocTitle are kept as they are.
 *
 * pdf-lib saves the whole file anew: every object Chromium wrote, under its own number, the
 * streams (pages, fonts, structure) as they were, and a classic cross-reference table (no
 * object streams); its header says PDF 1.7, which PDF/UA-1 is built on (Chromium's says 1.4).
 */

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  /** The document's language, as its catalog's /Lang says it (the page's `lang`). */
  language: string;
}

/** XML's five special characters, for text and attribute values alike. */
const xmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An XMP date: ISO 8601 in UTC, to the second, as the Info dictionary has it. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

interface XmpFields extends PdfInfo {
  creator?: string;
  producer: string;
  created?: Date;
}

/**
 * The XMP packet: Dublin Core for title, author, description and language, the PDF and XMP
 * basic schemas for what the Info dictionary also says (so the two agree), and PDF/UA's
 * identification.
 */
export function xmpPacket(fields: XmpFields): string {
  const { title, author, subject, keywords, language, creator, producer, created } = fields;
  const dates = created
    ? [
        `<xmp:CreateDate>${xmpDate(created)}</xmp:CreateDate>`,
        `<xmp:ModifyDate>${xmpDate(created)}</xmp:ModifyDate>`,
        `<xmp:MetadataDate>${xmpDate(created)}</xmp:MetadataDate>`,
      ]
    : [];
  return [
    // The byte-order mark in `begin` is part of the packet's header (XMP part 1, 7.3.2).
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${xmlText(author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(subject)}</rdf:li></rdf:Alt></dc:description>`,
    `<dc:language><rdf:Bag><rdf:li>${xmlText(language)}</rdf:li></rdf:Bag></dc:language>`,
    `<pdf:Keywords>${xmlText(keywords)}</pdf:Keywords>`,
    `<pdf:Producer>${xmlText(producer)}</pdf:Producer>`,
    ...(creator ? [`<xmp:CreatorTool>${xmlText(creator)}</xmp:CreatorTool>`] : []),
    ...dates,
    '<pdfuaid:part>1</pdfuaid:part>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
    '',
  ].join('\n');
}

/**
 * `pdf` with its Info dictionary and XMP metadata set from `info`. The dates are the print's
 * (Chromium's CreationDate): the same printed bytes give the same file, and the step runs
 * right after the print. The producer names both: Skia wrote the PDF, pdf-lib rewrote it.
 */
export async function withPdfInfo(pdf: Uint8Array, info: PdfInfo): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const creator = doc.getCreator();
  const created = doc.getCreationDate();
  const printedBy = doc.getProducer();
  const producer = `${printedBy ? `${printedBy}; ` : ''}pdf-lib ${pdfLibVersion}`;

  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  // One keyword list, comma-separated as written (pdf-lib joins a list with spaces).
  doc.setKeywords([info.keywords]);
  doc.setProducer(producer);
  if (creator) doc.setCreator(creator);
  if (created) {
    doc.setCreationDate(created);
    doc.setModificationDate(created);
  }
  doc.setLanguage(info.language);

  const xmp = xmpPacket({ ...info, creator, producer, created });
  // Unfiltered, so any tool can read it without inflating (as PDF/A asks, too).
  const metadata = doc.context.stream(Buffer.from(xmp, 'utf8'), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));

  return Buffer.from(
    await doc.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
    }),
  );
}

/** How many pages a PDF has (its page objects). */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
