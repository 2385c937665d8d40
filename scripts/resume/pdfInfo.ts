/**
 * Sets a PDF's document information (title, author, subject, keywords) by an incremental
 * update: a new Info dictionary, an xref section for it and a trailer pointing at both, added
 * after the file's end (PDF 32000-1, 7.5.6). Chromium's print writes only a title; this keeps
 * every byte it wrote and costs a few hundred bytes.
 */

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string;
}

/** A text string any reader shows in any script: UTF-16BE with its byte-order mark, in hex. */
function pdfText(text: string): string {
  const hex = [...text]
    .flatMap((char) => {
      const code = char.codePointAt(0) as number;
      if (code <= 0xffff) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).padStart(4, '0'))
    .join('');
  return `<FEFF${hex.toUpperCase()}>`;
}

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) found = match;
  return found;
}

export function withPdfInfo(pdf: Buffer, info: PdfInfo): Buffer {
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const trailer = lastMatch(tail, /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)\s*%%EOF/);
  const size = trailer && /\/Size\s+(\d+)/.exec(trailer[1]);
  const root = trailer && /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer[1]);
  if (!trailer || !size || !root) {
    throw new Error('The PDF has no classic trailer to update (an xref stream?).');
  }
  const id = Number(size[1]);
  const start = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const object =
    `${start}${id} 0 obj\n<</Title ${pdfText(info.title)} /Author ${pdfText(info.author)}` +
    ` /Subject ${pdfText(info.subject)} /Keywords ${pdfText(info.keywords)}>>\nendobj\n`;
  const objectOffset = pdf.length + start.length;
  const xrefOffset = pdf.length + Buffer.byteLength(object, 'latin1');
  const update =
    object +
    `xref\n${id} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${id + 1} /Root ${root[1]} /Info ${id} 0 R /Prev ${trailer[2]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}

/** How many pages a PDF has (its page objects). */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
