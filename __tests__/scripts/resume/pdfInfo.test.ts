/**
 * @jest-environment node
 */
import { pageCount, withPdfInfo } from '../../../scripts/resume/pdfInfo';

/** A one-page PDF with a classic xref table and its offsets right, as Chromium writes one. */
function tinyPdf(): Buffer {
  const objects = [
    '<</Title (Old)>>',
    '<</Type /Catalog /Pages 3 0 R>>',
    '<</Type /Pages /Kids [4 0 R] /Count 1>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 5\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<</Size 5\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(text, 'latin1');
}

/** Reads a `<FEFF…>` text string back. */
const decode = (hex: string) =>
  String.fromCharCode(...(hex.slice(5, -1).match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

describe('withPdfInfo', () => {
  it('adds an Info dictionary by an incremental update a reader can follow', () => {
    const original = tinyPdf();
    const updated = withPdfInfo(original, {
      title: 'आरव मेहता का रिज़्यूमे',
      author: 'Aarav Mehta',
      subject: 'Skills, projects',
      keywords: 'react, node',
    });
    expect(updated.subarray(0, original.length).equals(original)).toBe(true);
    const text = updated.toString('latin1');
    const [, trailer, startxref] =
      /trailer\n<<([^>]*)>>\nstartxref\n(\d+)\n%%EOF\n$/.exec(text) ?? [];
    expect(trailer).toBe(
      `/Size 6 /Root 2 0 R /Info 5 0 R /Prev ${/startxref\n(\d+)/.exec(original.toString('latin1'))?.[1]}`,
    );
    // The new xref section is where startxref says, and its one entry points at object 5.
    expect(text.slice(Number(startxref)).startsWith('xref\n5 1\n')).toBe(true);
    const entry = /xref\n5 1\n(\d{10}) 00000 n \n/.exec(text.slice(Number(startxref)));
    expect(text.slice(Number(entry?.[1])).startsWith('5 0 obj\n<</Title <FEFF')).toBe(true);
    const info = Object.fromEntries(
      [...text.matchAll(/\/(Title|Author|Subject|Keywords) (<FEFF[0-9A-F]*>)/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    );
    expect(info).toEqual({
      Title: 'आरव मेहता का रिज़्यूमे',
      Author: 'Aarav Mehta',
      Subject: 'Skills, projects',
      Keywords: 'react, node',
    });
  });

  it('refuses a PDF without a classic trailer rather than write a broken one', () => {
    expect(() =>
      withPdfInfo(Buffer.from('%PDF-1.7\nstartxref\n9\n%%EOF'), {
        title: 't',
        author: 'a',
        subject: 's',
        keywords: 'k',
      }),
    ).toThrow('no classic trailer');
  });

  it('counts pages, not the page tree', () => {
    expect(pageCount(tinyPdf())).toBe(1);
  });
});
