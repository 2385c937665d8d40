import { bundledLanguages, createHighlighter } from 'shiki';
import type { BundledLanguage, Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Element, Root } from 'hast';

/**
 * Code highlighted at build time in both themes at once: each token carries its light and its
 * dark colour as CSS variables (`--shiki-light`, `--shiki-dark`), and the page's CSS picks one
 * under `[data-theme]`, so the theme switch recolours code without script and without a flash.
 * Nothing of Shiki reaches the browser.
 */

/** GitHub's themes: every token colour has AA contrast on its own background. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** The language of a fenced block without one (or `text`): shown as it is, uncoloured. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

export const isKnownLanguage = (lang: string) => PLAIN.has(lang) || lang in bundledLanguages;

/**
 * One highlighter for a build, made on first use: a build whose posts all come from the cache
 * never loads Shiki's grammars. Each language's grammar is loaded the first time it is met.
 */
export class CodeHighlighter {
  private highlighter: Promise<Highlighter> | null = null;
  created = 0;

  private async ready(lang: string): Promise<Highlighter> {
    if (!this.highlighter) {
      this.created += 1;
      this.highlighter = createHighlighter({
        themes: Object.values(CODE_THEMES),
        langs: [],
        // Plain JavaScript regular expressions: no WebAssembly to load, same output.
        engine: createJavaScriptRegexEngine(),
      });
    }
    const highlighter = await this.highlighter;
    if (!PLAIN.has(lang) && !highlighter.getLoadedLanguages().includes(lang)) {
      await highlighter.loadLanguage(lang as BundledLanguage);
    }
    return highlighter;
  }

  /** The `<pre>` of one block: a language Shiki does not know is shown as plain text. */
  async highlight(code: string, lang: string): Promise<Element> {
    const known = isKnownLanguage(lang) && !PLAIN.has(lang);
    const highlighter = await this.ready(known ? lang : 'text');
    const root = highlighter.codeToHast(code.replace(/\n$/, ''), {
      lang: known ? lang : 'text',
      themes: CODE_THEMES,
      defaultColor: false,
      // No time limit: Shiki's default stops a line's tokens after 500 ms and leaves the rest
      // one colour, so a busy machine built another page (seen: a unit test's `=` and `;`
      // coloured as the name before them while the engine compiled its first expressions).
      tokenizeTimeLimit: 0,
    }) as Root;
    const pre = root.children.find((node): node is Element => node.type === 'element');
    if (!pre) throw new Error('Shiki returned no <pre> element.');
    return pre;
  }
}
