import { PAGE_TEXTS_ID, pageTextsJson, readPageTexts } from '../../src/app/pageTexts';
import { LATIN_DIGITS } from '../../src/content/languages';
import { en } from '../support/sample';

/** The page as the build writes it: `<html lang>` and the texts' data block. */
function pageWith(json: string, lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`;
  return readPageTexts();
}

describe("the page's texts (src/app/pageTexts.ts)", () => {
  it("carry the locale's digits where they are not Latin, and only there", () => {
    expect(pageWith(pageTextsJson(en, { locale: 'en-IN' }), 'en').texts.digits).toBeUndefined();
    expect(pageWith(pageTextsJson(en, { locale: 'hi-IN' }), 'hi').texts.digits).toBeUndefined();
    const marathi = pageWith(pageTextsJson(en, { locale: 'mr-IN' }), 'mr');
    expect(marathi.language).toBe('mr');
    expect(marathi.texts.digits).toEqual(['०', '१', '२', '३', '४', '५', '६', '७', '८', '९']);
    expect(pageWith(pageTextsJson(en, { locale: 'ar-EG' }), 'ar').texts.digits).toHaveLength(
      LATIN_DIGITS.length,
    );
  });
});
