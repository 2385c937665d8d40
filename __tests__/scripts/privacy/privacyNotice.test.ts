/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { Document } from 'yaml';
import { loadContent } from '../../../scripts/content/ownerFolder';
import type { LoadedContent } from '../../../scripts/content/ownerFolder';
import { BROWSER_ITEMS, privacyFacts, STORED_RECORDS } from '../../../scripts/privacy/facts';
import { privacyPageHtml } from '../../../scripts/privacy/privacyPage';
import { readConfig } from '../../../src/config';
import type { Catalogue } from '../../../src/content/catalogue';
import { owner } from '../../../src/content/settings';
import { pageTextsJson } from '../../../src/app/pageTexts';
import { templateTexts } from '../../../src/texts';
import { en, hi, sampleContent } from '../../support/sample';

const root = path.resolve(__dirname, '../..', '..');
const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"';

/** A hosted build's settings, with `extra` on top. */
const hosted = (extra: Record<string, string> = {}) =>
  readConfig({
    FIREBASE_PROJECT_ID: 'portfolio-prod',
    FIREBASE_API_KEY: 'key',
    FIREBASE_AUTH_DOMAIN: 'portfolio-prod.firebaseapp.com',
    FORM_ENDPOINT: 'https://api.forms.example',
    FORM_ACCESS_KEY: 'public-key',
    ...extra,
  });

function notice(settings = hosted(), code = 'en', texts: Catalogue = code === 'en' ? en : hi) {
  const language = owner.site.languages.find((l) => l.code === code)!;
  return privacyPageHtml({
    owner,
    language,
    texts,
    facts: privacyFacts(settings, owner),
    themeScript: THEME_SCRIPT,
  });
}

/** The page's text as a reader gets it: tags out, entities back. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the privacy notice follows the settings of the build', () => {
  it('names analytics only when ANALYTICS_SRC is set, with where it comes from', () => {
    const without = textOf(notice(hosted()));
    expect(without).not.toMatch(/analytics|Page-view/i);
    const withAnalytics = textOf(
      notice(hosted({ ANALYTICS_SRC: 'https://insights.example.net/script.js' })),
    );
    expect(withAnalytics).toContain(
      'Page-view statistics: the analytics service at insights.example.net receives',
    );
  });

  it('names reCAPTCHA only when App Check is on', () => {
    expect(textOf(notice(hosted()))).not.toContain('reCAPTCHA');
    expect(textOf(notice(hosted({ APP_CHECK_SITE_KEY: 'site-key' })))).toContain(
      'reCAPTCHA Enterprise (Google) checks that requests to the database come from this site',
    );
  });

  it('says in Hindi too what this build turns on, and nothing it does not', () => {
    expect(textOf(notice(hosted(), 'hi'))).not.toMatch(/reCAPTCHA|एनालिटिक्स/);
    const both = textOf(
      notice(
        hosted({ APP_CHECK_SITE_KEY: 'k', ANALYTICS_SRC: 'https://insights.example.net/s.js' }),
        'hi',
      ),
    );
    expect(both).toContain('insights.example.net की एनालिटिक्स सेवा');
    expect(both).toContain('reCAPTCHA Enterprise (Google) जाँचता है');
  });

  it('names the form service this build posts to, and who runs the site and how to reach them', () => {
    const text = textOf(notice());
    expect(text).toContain(
      'The form service at api.forms.example receives your message, your name and your e-mail address',
    );
    expect(text).toContain('Aarav Mehta runs this site');
    expect(notice()).toContain('<a href="mailto:aarav.mehta@example.dev">');
  });

  it('lists every record field by field, and what the browser keeps under its real names', () => {
    const html = notice();
    for (const { path: recordPath, fields } of STORED_RECORDS) {
      expect(html).toContain(`<code>${recordPath}</code>`);
      for (const field of fields) expect(html).toContain(`<li><code>${field}</code>: `);
    }
    for (const name of ['authUser', 'emailDB', 'contactDraft', 'persist:portfolio']) {
      expect(BROWSER_ITEMS.map((item) => item.name)).toContain(name);
      expect(html).toContain(`<code>${name}</code>`);
    }
    expect(textOf(html)).toContain('It is deleted on its own once its 24-hour window has ended');
  });
});

describe('the records the notice describes are the ones the rules allow', () => {
  const rules = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  const ttl = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
  };

  it.each(STORED_RECORDS.map((record) => [record.collection, record] as const))(
    '%s: each field is one firestore.rules lets the page write, or its TTL field',
    (collection, record) => {
      // The collection's match block: up to the next one.
      const block = rules.slice(rules.indexOf(`match /${collection}/`));
      const next = block.indexOf('\n    match /');
      const allowed = next === -1 ? block : block.slice(0, next);
      const ttlFields = ttl.fieldOverrides
        .filter((o) => o.collectionGroup === collection && o.ttl)
        .map((o) => o.fieldPath);
      for (const field of record.fields) {
        expect([allowed.includes(`'${field}'`) || ttlFields.includes(field), field]).toEqual([
          true,
          field,
        ]);
      }
    },
  );
});

describe('the privacy page', () => {
  it.each(['en', 'hi'])(
    'in %s: one h1, its lang, a description, readable without script, ≤ 32 KB',
    (code) => {
      const html = notice(
        hosted({ APP_CHECK_SITE_KEY: 'k', ANALYTICS_SRC: 'https://a.example/s.js' }),
        code,
      );
      // The notice (Hindi's 18 KB), and the site's top bar, footer and their CSS (10 KB).
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(32 * 1024);
      expect(html).toMatch(new RegExp(`<html lang="${code}"`));
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      // The one script only applies the stored theme: the text is all in the HTML.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
      // Every placeholder is filled; braces stay only in the records' paths.
      expect(textOf(html.replace(/<code>[^<]*<\/code>/g, ''))).not.toMatch(/\{\w+\}/);
      expect(html).toContain(
        '<link rel="alternate" hreflang="hi" href="https://aarav-mehta.example.dev/hi/privacy/" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://aarav-mehta.example.dev/privacy/" />',
      );
    },
  );

  it("is not shipped in the page's own texts", () => {
    expect(pageTextsJson(en)).not.toContain(en.privacy.keptIntro);
    expect(pageTextsJson(en)).toContain(en.contact.privacyLink);
  });
});

/**
 * An owner's folder made from the sample (site.yaml and words/), its files edited as YAML
 * documents, read as the build reads it.
 */
function ownerFolder(edit: (files: Record<string, Document>) => void): LoadedContent {
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'privacy-texts-'));
  try {
    const dir = path.join(tmpRoot, 'content');
    cpSync(path.join(root, 'sample', 'site.yaml'), path.join(dir, 'site.yaml'));
    cpSync(path.join(root, 'sample', 'words'), path.join(dir, 'words'), { recursive: true });
    const names = ['site.yaml', 'words/en.yaml', 'words/hi.yaml'];
    const files = Object.fromEntries(
      names.map((name) => [name, parseDocument(readFileSync(path.join(dir, name), 'utf8'))]),
    );
    edit(files);
    for (const name of names) writeFileSync(path.join(dir, name), files[name].toString());
    return loadContent(tmpRoot, { env: { CONTENT_DIR: 'content' } });
  } finally {
    rmSync(tmpRoot, { recursive: true, force: true });
  }
}

describe("the notice's texts as the build reads the owner's folder", () => {
  it('are all translated in the sample, with nothing to warn of', () => {
    expect(sampleContent.warnings).toEqual([]);
    expect(sampleContent.untranslated).toEqual({ en: [], hi: [] });
    expect(sampleContent.catalogues.hi.privacy).toEqual(templateTexts.hi.privacy);
  });

  it("take the owner's own wording of a text, from the words file of its language", () => {
    const controller = '{name} इस साइट के ज़िम्मेदार हैं: इस पेज के बारे में {email} पर लिखें।';
    const read = ownerFolder((files) => {
      files['words/hi.yaml'].setIn(['privacy', 'controller'], controller);
    });
    expect(read.warnings).toEqual([]);
    expect(read.catalogues.hi.privacy.controller).toBe(controller);
    expect(read.catalogues.hi.privacy.appCheck).toBe(templateTexts.hi.privacy.appCheck);
  });

  it("warn of an empty or placeholder-less text, showing the template's text of the language instead", () => {
    const read = ownerFolder((files) => {
      files['words/hi.yaml'].setIn(['privacy', 'appCheck'], ' ');
      files['words/hi.yaml'].setIn(['privacy', 'controller'], 'आरव यह साइट चलाते हैं।');
    });
    // The build goes on: a warning each, not an error.
    expect(read.warnings.map((warning) => warning.path)).toEqual([
      'content/words/hi.yaml: privacy.controller',
      'content/words/hi.yaml: privacy.appCheck',
    ]);
    const [controller, appCheck] = read.warnings.map((warning) => warning.message);
    expect(controller).toMatch(
      /^lost \{name\} and \{email\} of ".+": keep them unchanged, the page fills them in\./,
    );
    expect(appCheck).toMatch(/^is empty\. Write it, or remove the line\./);
    expect(read.catalogues.hi.privacy.controller).toBe(templateTexts.hi.privacy.controller);
    expect(read.catalogues.hi.privacy.appCheck).toBe(templateTexts.hi.privacy.appCheck);
    // The template's Hindi stands in: nothing is shown in another language.
    expect(read.untranslated.hi).toEqual([]);
  });

  it('fall back to the default language in a language the template does not ship, listed as untranslated', () => {
    const read = ownerFolder((files) => {
      files['site.yaml'].addIn(['site', 'languages'], {
        code: 'mr',
        name: 'मराठी',
        locale: 'mr-IN',
      });
    });
    expect(read.warnings).toEqual([
      expect.objectContaining({
        path: 'content/words/mr.yaml',
        message: expect.stringMatching(/^does not exist: every text of "mr" is shown in en\./),
      }),
    ]);
    expect(read.catalogues.mr.privacy).toEqual(read.catalogues.en.privacy);
    expect(read.untranslated.mr).toEqual(
      expect.arrayContaining(['privacy.controller', 'privacy.appCheck', 'privacy.fields.expireAt']),
    );
    expect(read.untranslated.hi).toEqual([]);
    // Its notice still fills in every placeholder, in the default language's words.
    const html = privacyPageHtml({
      owner: read.owner,
      language: read.owner.site.languages.find((language) => language.code === 'mr')!,
      texts: read.catalogues.mr,
      facts: privacyFacts(hosted(), read.owner),
      themeScript: THEME_SCRIPT,
    });
    expect(html).toContain('<html lang="mr"');
    expect(textOf(html)).toContain('Aarav Mehta runs this site');
    expect(textOf(html.replace(/<code>[^<]*<\/code>/g, ''))).not.toMatch(/\{\w+\}/);
  });
});
