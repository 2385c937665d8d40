import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { PostFrontMatter } from './types';
import type { WritingProblem } from './problems';

/**
 * A piece's front matter: the YAML between the first two `---` lines, checked field by field
 * with the line of each problem and the fix.
 */

/** The front matter as checked, with the sample mark the release check reads. */
export interface CheckedFrontMatter extends PostFrontMatter {
  /** Written for the sample persona: `npm run release` refuses to publish it. */
  sample?: boolean;
}

export interface SplitPiece {
  front: CheckedFrontMatter | null;
  /** The Markdown after the front matter. */
  body: string;
  /** Lines before the body: add to a body line for the file's line. */
  bodyLineOffset: number;
  problems: WritingProblem[];
}

const FIELDS = ['title', 'date', 'summary', 'tags', 'updated', 'draft', 'cover', 'sample'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A tag is its own address segment (/blog/tags/<tag>/): lowercase words joined by hyphens. */
const TAG = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}]*(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;
const OPENING = /^---\r?\n/;
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/;

export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const EXAMPLE = `---
title: My first post
date: 2026-01-31
summary: One or two sentences for the index and the feeds.
tags: [react, node]
---`;

export function splitPiece(text: string, file: string): SplitPiece {
  const opening = OPENING.exec(text);
  const closing = opening ? CLOSING.exec(text.slice(opening[0].length)) : null;
  if (!opening || !closing) {
    return {
      front: null,
      body: text,
      bodyLineOffset: 0,
      problems: [
        {
          file,
          line: 1,
          message: `has no front matter. Begin the file with it, between two "---" lines:\n${EXAMPLE}`,
        },
      ],
    };
  }
  const yamlText = text.slice(opening[0].length, opening[0].length + closing.index);
  const bodyStart = opening[0].length + closing.index + closing[0].length;
  const bodyLineOffset = text.slice(0, bodyStart).split('\n').length - 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const body = text.slice(bodyStart);
  // The YAML starts on the file's second line.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (document.errors.length > 0) {
    return {
      front: null,
      body,
      bodyLineOffset,
      problems: document.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        message: `the front matter is not valid YAML (${error.message.split('\n')[0]}). Write one "field: value" a line, e.g. "title: My first post".`,
      })),
    };
  }
  const problems: WritingProblem[] = [];
  const contents = document.contents;
  if (!isMap(contents)) {
    problems.push({
      file,
      line: 2,
      message: `the front matter is not a list of fields. Write it as:\n${EXAMPLE}`,
    });
    return { front: null, body, bodyLineOffset, problems };
  }
  const lines = new Map<string, number>();
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const offset = isScalar(pair.key) && pair.key.range ? pair.key.range[0] : 0;
    lines.set(key, lineAt(offset));
    if (!FIELDS.includes(key)) {
      problems.push({
        file,
        line: lineAt(offset),
        field: key,
        message: `is not a front matter field. Use only ${FIELDS.join(', ')}.`,
      });
    }
  }
  const data = document.toJS() as Record<string, unknown>;
  const problem = (field: string, message: string) =>
    problems.push({ file, line: lines.get(field.split('.')[0]) ?? 2, field, message });

  const text_ = (field: string, hint: string): string => {
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    problem(
      field,
      value === undefined
        ? `is missing. Add it, e.g. "${field}: ${hint}".`
        : `must be text. Write it as "${field}: ${hint}".`,
    );
    return '';
  };
  const day = (field: string, required: boolean): string | undefined => {
    const value = data[field];
    if (value === undefined && !required) return undefined;
    if (value === undefined) {
      problem(field, `is missing. Add the day it was published, e.g. "${field}: 2026-01-31".`);
      return '';
    }
    if (typeof value === 'string' && isDay(value)) return value;
    problem(
      field,
      `${JSON.stringify(value)} is not a day. Write it as YYYY-MM-DD, e.g. "${field}: 2026-01-31".`,
    );
    return '';
  };
  const flag = (field: string): boolean | undefined => {
    const value = data[field];
    if (value === undefined || typeof value === 'boolean') return value;
    problem(
      field,
      `${JSON.stringify(value)} is not true or false. Write "${field}: true" or leave the field out.`,
    );
    return undefined;
  };

  const title = text_('title', 'My first post');
  const date = day('date', true) ?? '';
  const summary = text_('summary', 'One or two sentences about the post.');
  const updated = day('updated', false);
  if (updated && date && updated < date) {
    problem(
      'updated',
      `${updated} is before the date (${date}). Write the day of the last change, on or after the date.`,
    );
  }
  let tags: string[] = [];
  if (data.tags !== undefined) {
    if (!Array.isArray(data.tags) || !data.tags.every((tag) => typeof tag === 'string')) {
      problem('tags', 'must be a list of words. Write it as "tags: [react, node]".');
    } else {
      tags = data.tags;
      for (const tag of tags) {
        if (!TAG.test(tag)) {
          problem(
            'tags',
            `${JSON.stringify(tag)} is not a tag. Write it in lowercase, words joined by hyphens, e.g. "web-performance" (it is the tag page's address).`,
          );
        }
      }
    }
  }
  let cover: PostFrontMatter['cover'];
  if (data.cover !== undefined) {
    const value = data.cover as { src?: unknown; alt?: unknown } | null;
    const src = typeof value?.src === 'string' ? value.src.trim() : '';
    const alt = typeof value?.alt === 'string' ? value.alt.trim() : '';
    if (!src)
      problem(
        'cover.src',
        'is missing. Write the picture\'s path under public/, e.g. "cover: { src: /images/posts/cover.png, alt: … }".',
      );
    if (!alt)
      problem(
        'cover.alt',
        'is missing. Describe the picture for people who cannot see it, e.g. "alt: A phone showing the booking screen".',
      );
    cover = { src, alt };
  }
  const draft = flag('draft');
  const sample = flag('sample');
  const front: CheckedFrontMatter = {
    title,
    date,
    summary,
    tags,
    ...(updated ? { updated } : {}),
    ...(draft ? { draft } : {}),
    ...(cover ? { cover } : {}),
    ...(sample ? { sample } : {}),
  };
  return { front, body, bodyLineOffset, problems };
}
