import { kindTextsIn } from '../sections/texts.generated';
import type { KindTexts } from '../sections/texts.generated';
import type { BaseTexts, TemplateTexts } from './en';
import { en } from './en';
import { hi } from './hi';

/** A language's texts: its own, then the section kinds' (a unit test holds them complete). */
const withKinds = (code: string, texts: BaseTexts): TemplateTexts => ({
  ...texts,
  ...(kindTextsIn(code) as KindTexts),
});

/**
 * The template's texts in every language it ships, by code. Only the build reads them: it
 * merges the owner's words in (scripts/content/ownerCatalogues.ts) and writes each page with its
 * own language's texts, so the page's scripts never import a catalogue (ESLint holds that).
 */
export const templateTexts: Record<string, TemplateTexts> = {
  en: withKinds('en', en),
  hi: withKinds('hi', hi),
};

/** The language the template's texts are complete in, the last fallback of every text. */
export const TEMPLATE_LANGUAGE = 'en';
