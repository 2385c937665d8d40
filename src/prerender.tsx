import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { loadAllSections } from './components/lazySections';
import { makeStore } from './app/store';
import type { Catalogue } from './content/catalogue';
import { pageCatalogue } from './app/pageTexts';
import type { PageExtras } from './app/pageTexts';
import type { Services } from './features/ports';
import { initialUiState } from './features/ui/uiSlice';
import { Root } from './Root';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> tags: the sections' CSS (the first view's is static, in index.html). */
  styleTags: string;
}

const unavailable = (port: string) => () =>
  Promise.reject(new Error(`${port} is not available while prerendering.`));

/**
 * Ports for the build-time render: nothing runs during a render, and anything that
 * tried would fail loudly instead of reaching for a browser API.
 */
export function inertServices(texts: Catalogue): Services {
  return {
    auth: {
      signInWithGoogle: unavailable('auth'),
      currentUser: () => Promise.resolve(null),
      redirectResult: () => Promise.resolve(null),
      watchAccount: () => () => undefined,
      signOut: unavailable('auth'),
    },
    account: {
      deleteProfile: unavailable('account'),
      deleteSignedInAccount: unavailable('account'),
      reauthenticate: unavailable('account'),
    },
    userStore: { mergeUser: unavailable('userStore') },
    messageStore: {
      readLimit: unavailable('messageStore'),
      grantSlot: unavailable('messageStore'),
      addMessage: unavailable('messageStore'),
    },
    formService: { submit: unavailable('formService') },
    submissionStore: {
      read: () => Promise.resolve({ kind: 'empty' }),
      write: unavailable('submissionStore'),
    },
    sessionStore: {
      load: () => null,
      save: () => undefined,
      clear: () => undefined,
      changedElsewhere: () => false,
    },
    draftStore: { load: () => '', save: () => undefined },
    analytics: { start: () => Promise.resolve(), pageView: () => undefined },
    scripts: { load: unavailable('scripts') },
    opener: { openInNewTab: () => false },
    viewport: { scrollToSection: () => undefined },
    settings: { googleClientId: null },
    notifier: { show: () => undefined },
    clock: { now: () => 0, sleep: () => new Promise<void>(() => undefined) },
    random: { next: () => 0.5 },
    texts,
  };
}

function pageStore(language: string, texts: Catalogue) {
  return makeStore({ ui: { ...initialUiState, language } }, inertServices(texts));
}

/**
 * Renders the signed-out page in one language with its styles, for that language's
 * index.html, with what the page carries beside its catalogue (its latest posts, locale, case
 * study links and cards' dates): the same extras webpack.config.ts writes into the page's
 * texts, so the hydrating page reads what was rendered. The lazy sections are loaded first,
 * so their full HTML is written (the browser hydrates them later).
 */
export async function renderPage(
  language: string,
  texts: Catalogue,
  extras: PageExtras = {},
): Promise<PrerenderedPage> {
  await loadAllSections();
  const store = pageStore(language, texts);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(<Root store={store} texts={pageCatalogue(texts, extras)} />),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
