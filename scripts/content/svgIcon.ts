import { SaxesParser } from 'saxes';
import type { InlineIcon } from '../../src/content/types';

/**
 * An SVG file made into an icon the page can inline: shapes only, written again from what was
 * read, so nothing but the allowed elements and attributes reaches the page. What could run or
 * fetch something (a script, an event attribute, a link, a style sheet, an outside reference)
 * is refused with the reason; what only an editor reads (titles, metadata, Inkscape's and
 * Sodipodi's own) is dropped.
 */

/** The largest icon the page inlines: each is in the page's HTML (and a profile's in its script). */
export const MAX_ICON_BYTES = 20_000;

const SHAPES = new Set(['g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
/** Dropped with what is inside them: no drawing. */
const DROPPED = new Set(['title', 'desc', 'metadata']);

/** The presentation attributes kept, and their name as a React prop on the <svg>. */
const PAINT: Record<string, string> = {
  fill: 'fill',
  'fill-rule': 'fillRule',
  'fill-opacity': 'fillOpacity',
  'clip-rule': 'clipRule',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-miterlimit': 'strokeMiterlimit',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-dashoffset': 'strokeDashoffset',
  'stroke-opacity': 'strokeOpacity',
  opacity: 'opacity',
};
const GEOMETRY = new Set([
  ...['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points'],
  ...['width', 'height', 'transform', 'pathLength', 'vector-effect'],
]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A style attribute's declarations ("fill:#000;stroke:none"), by property. */
function declarations(style: string): [string, string][] {
  return style
    .split(';')
    .map((part) => part.split(':').map((side) => side.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '');
}

/** Why an attribute cannot be inlined, or undefined when it can. */
function refusal(element: string, name: string, value: string): string | undefined {
  const at = `<${element} ${name}>`;
  if (/^on/i.test(name)) return `${at} runs a script on an event: remove it.`;
  if (/(^|:)href$/i.test(name)) return `${at} refers to something: draw the shape itself.`;
  if (/url\s*\(|@import|expression\s*\(|javascript:/i.test(value)) {
    return `${at} refers to something (${value.slice(0, 40)}): use a plain colour.`;
  }
  return undefined;
}

interface Read {
  viewBox?: string;
  attributes: Record<string, string>;
  body: string[];
  problems: string[];
}

/** The attributes kept of one element, as markup; the root's paint as React props. */
function keptAttributes(element: string, attributes: Record<string, string>, read: Read) {
  const kept: [string, string][] = [];
  const all = Object.entries(attributes).flatMap(([name, value]) =>
    name === 'style' ? declarations(value) : [[name, value] as [string, string]],
  );
  for (const [name, value] of all) {
    const why = refusal(element, name, value);
    if (why) read.problems.push(why);
    else if (name in PAINT || (element !== 'svg' && GEOMETRY.has(name))) kept.push([name, value]);
  }
  if (element === 'svg') {
    for (const [name, value] of kept) read.attributes[PAINT[name]] = value;
    return '';
  }
  return kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** The viewBox of the root: its own, else 0 0 width height. */
function viewBoxOf(attributes: Record<string, string>): string | undefined {
  if (attributes.viewBox) return attributes.viewBox.trim().replace(/[\s,]+/g, ' ');
  const [width, height] = [attributes.width, attributes.height].map((size) =>
    size && /^\d+(\.\d+)?(px)?$/.test(size.trim()) ? parseFloat(size) : undefined,
  );
  return width && height ? `0 0 ${width} ${height}` : undefined;
}

/** The icon an SVG file draws, or why it cannot be inlined. */
export function sanitiseSvg(svg: string): InlineIcon | { problem: string } {
  if (Buffer.byteLength(svg) > MAX_ICON_BYTES * 4) {
    return { problem: `is over ${(MAX_ICON_BYTES * 4) / 1000} KB: simplify or export it smaller.` };
  }
  const read: Read = { attributes: {}, body: [], problems: [] };
  const parser = new SaxesParser();
  const open: string[] = [];
  let skipping = 0;
  let sawRoot = false;
  parser.on('doctype', () => read.problems.push('has a DOCTYPE: remove it.'));
  parser.on('processinginstruction', ({ target }) => {
    if (target !== 'xml') read.problems.push(`has a <?${target}?> instruction: remove it.`);
  });
  parser.on('opentag', ({ name, attributes }) => {
    const element = name.toLowerCase();
    open.push(element);
    if (skipping > 0 || DROPPED.has(element) || name.includes(':')) {
      skipping += 1;
      return;
    }
    if (!sawRoot) {
      sawRoot = true;
      if (element !== 'svg') read.problems.push(`is not an SVG: its root is <${name}>.`);
      read.viewBox = viewBoxOf(attributes as Record<string, string>);
      keptAttributes('svg', attributes as Record<string, string>, read);
    } else if (element === 'script') {
      read.problems.push('has a <script>: an icon cannot run scripts. Remove it.');
    } else if (SHAPES.has(element)) {
      read.body.push(
        `<${element}${keptAttributes(element, attributes as Record<string, string>, read)}>`,
      );
    } else {
      read.problems.push(
        `has a <${name}>, which an inlined icon cannot use: draw with ${[...SHAPES].join(', ')} only (gradients, <use>, images, text and style sheets are left out).`,
      );
    }
  });
  parser.on('closetag', () => {
    const element = open.pop() as string;
    if (skipping > 0) skipping -= 1;
    else if (SHAPES.has(element)) read.body.push(`</${element}>`);
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    return { problem: `is not well-formed SVG (${(error as Error).message.split('\n')[0]}).` };
  }
  if (read.problems.length > 0) return { problem: [...new Set(read.problems)].join(' ') };
  if (!read.viewBox) return { problem: 'has no viewBox (nor a width and height): add one.' };
  const body = read.body.join('');
  if (Buffer.byteLength(body) > MAX_ICON_BYTES) {
    return {
      problem: `draws ${Math.round(Buffer.byteLength(body) / 1000)} KB of shapes; an inlined icon takes at most ${MAX_ICON_BYTES / 1000} KB: simplify it.`,
    };
  }
  return { viewBox: read.viewBox, attributes: read.attributes, body };
}
