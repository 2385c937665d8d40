/** @jest-environment node */
import { sanitiseSvg } from '../../../scripts/content/svgIcon';

const svg = (inner: string, root = 'viewBox="0 0 24 24"') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`;

const problemOf = (text: string) => {
  const read = sanitiseSvg(text);
  return 'problem' in read ? read.problem : undefined;
};

describe('an SVG made into an inlined icon', () => {
  it('keeps the shapes, their geometry and paint, and the root paint as React props', () => {
    expect(
      sanitiseSvg(
        svg(
          '<g transform="rotate(45 12 12)"><circle cx="12" cy="12" r="4" fill="#f00"/></g><path d="M0 0h24"/>',
          'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" role="img"',
        ),
      ),
    ).toEqual({
      viewBox: '0 0 24 24',
      attributes: { fill: 'none', stroke: 'currentColor', strokeWidth: '2' },
      body: '<g transform="rotate(45 12 12)"><circle cx="12" cy="12" r="4" fill="#f00"></circle></g><path d="M0 0h24"></path>',
    });
  });

  it("drops what only an editor reads: titles, metadata, Inkscape's elements and attributes", () => {
    const read = sanitiseSvg(
      svg(
        '<title>Mine</title><metadata><rdf:RDF/></metadata><sodipodi:namedview/><rect inkscape:label="a" width="4" height="4" id="r1"/>',
        'viewBox="0 0 24 24" xmlns:inkscape="x" xmlns:sodipodi="y" xmlns:rdf="z"',
      ),
    );
    expect(read).toMatchObject({ body: '<rect width="4" height="4"></rect>' });
  });

  it('writes a style attribute as attributes', () => {
    expect(sanitiseSvg(svg('<path d="M1 1" style="fill:#123456; stroke : none"/>'))).toMatchObject({
      body: '<path d="M1 1" fill="#123456" stroke="none"></path>',
    });
  });

  it('takes its viewBox from its width and height when it has none', () => {
    expect(sanitiseSvg(svg('<path d="M1 1"/>', 'width="48" height="32"'))).toMatchObject({
      viewBox: '0 0 48 32',
    });
  });

  it.each([
    ['<script>alert(1)</script>', 'has a <script>: an icon cannot run scripts. Remove it.'],
    ['<path d="M1 1" onclick="alert(1)"/>', '<path onclick> runs a script on an event: remove it.'],
    ['<use href="https://evil.example/x.svg#a"/>', 'has a <use>, which an inlined icon cannot use'],
    ['<path d="M1 1" xlink:href="#a"/>', '<path xlink:href> refers to something'],
    ['<path d="M1 1" fill="url(https://evil.example/p)"/>', '<path fill> refers to something'],
    ['<path d="M1 1" style="fill:url(#g)"/>', '<path fill> refers to something'],
    ['<image href="x.png"/>', 'has a <image>, which an inlined icon cannot use'],
    ['<style>@import url(x.css);</style>', 'has a <style>, which an inlined icon cannot use'],
    ['<foreignObject><p>hi</p></foreignObject>', 'has a <foreignObject>'],
  ])('refuses %s', (inner, problem) => {
    expect(problemOf(svg(inner))).toContain(problem);
  });

  it('refuses a DOCTYPE (entities), a file that is not SVG, bad XML and no viewBox', () => {
    expect(problemOf('<!DOCTYPE svg [<!ENTITY a "b">]><svg viewBox="0 0 1 1"/>')).toContain(
      'has a DOCTYPE',
    );
    expect(problemOf('<html><body/></html>')).toContain('is not an SVG: its root is <html>.');
    expect(problemOf('<svg viewBox="0 0 1 1"><path></svg>')).toMatch(/^is not well-formed SVG/);
    expect(problemOf(svg('<path d="M1 1"/>', 'width="100%"'))).toBe(
      'has no viewBox (nor a width and height): add one.',
    );
  });

  it('refuses an icon too large to inline', () => {
    const path = `<path d="${'M1 1L2 2'.repeat(3000)}"/>`;
    expect(problemOf(svg(path))).toMatch(
      /^draws 24 KB of shapes; an inlined icon takes at most 20 KB/,
    );
  });
});
