import type { ComponentType } from 'react';
import type { Catalogue, PageCatalogue } from '../content/catalogue';
import type { OwnerContent } from '../content/types';

/**
 * The folder contract of a section kind, src/sections/<kind>/ (docs/architecture.md, "Add a
 * section kind"). The folder's name is the kind's id: the id of its element on the page (what
 * `/#<kind>` names), its slot, its script chunk and its name in site.yaml's `sections`.
 *
 * - kind.ts      `export const kind: SectionKind`: what the page needs before the section's
 *                script (types only: it ships in the first view's script).
 * - Section.tsx  its default export, the section (`<section id="<kind>">`), in a chunk of
 *                its own (styled-components).
 * - texts.ts     `export const en = {…}` and `export const hi: typeof en = {…}`: the template's
 *                texts of the section, under keys of their own (`fooSection: { heading }`).
 * - schema.ts    `export const site = {…}` and `export const words = {…}`: its fields of
 *                site.yaml and of the words files (zod, the build's; `{}` where it has none).
 *                A new kind's fields are optional, so no owner's folder breaks.
 * - resume.ts    optional, `export const resume: KindResume`: what it adds to the resume.
 *
 * scripts/sections/writeIndex.cjs finds the folders and writes the indexes (*.generated.ts)
 * that the page, the build and the tests read.
 */
export interface SectionKind {
  /**
   * Its place in the default page, top to bottom (a number literal: the index is sorted by
   * it): projects 10, tech-stack 20, skills 22, journey 30, experience 32, education 34,
   * volunteering 36, writing 40, publications 42, awards 44, certificates 46, languages 47,
   * interests 48, testimonials 49, contact 50.
   */
  order: number;
  /**
   * Whether anything in it answers a visitor (a button, a form). One that does not (text and
   * links) keeps its prerendered HTML and never loads its script.
   */
  answers: boolean;
  /**
   * Whether the page in this language shows it: nothing to show (an empty list) hides it, its
   * slot and every link to it.
   */
  shown(owner: OwnerContent, texts: PageCatalogue): boolean;
}

/** A kind as the page reads it from the index: its id and its section's loader. */
export interface PageKind extends SectionKind {
  id: string;
  load: () => Promise<ComponentType>;
}

/** A section of the resume (its page and PDF): a heading over entries. */
export interface ResumeSection {
  heading: string;
  entries: {
    title: string;
    sub?: string;
    /** Its dates, in the resume's language: 'Apr 2019 – present'. */
    period?: string;
    text?: string;
    /** Its highlights (or courses, keywords), a list under the text. */
    bullets?: string[];
    link?: string;
  }[];
}

/** What a kind adds to the resume, in the resume's language. */
export interface KindResume {
  /** Its section of the resume page and the PDF, after the template's own; null: none. */
  section?(owner: OwnerContent, texts: Catalogue, locale: string): ResumeSection | null;
  /** Its part of /resume.json, under JSON Resume's own keys (`publications`, `awards`…). */
  json?(owner: OwnerContent, texts: Catalogue): Record<string, unknown>;
}
