import { retryChunkLoads } from './app/chunkRetry';
import { addDeferredHeadTags } from './app/deferredHead';
import { readPageTexts } from './app/pageTexts';
import { storedDarkMode } from './startup/storedTheme';
import { nextTask } from './app/scheduling';
import type { AppStore } from './app/store';
import { HYDRATED_ATTRIBUTE, INPUT_PENDING_ATTRIBUTE } from './startup/contract';

/** Calls `then` once React owns the top bar and hero (App marks <html data-hydrated>). */
function afterHydration(then: () => void) {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/** redux-persist and its reducer come in their own chunk, loaded and applied once the page answers input. */
function persistThemeAfterHydration(store: AppStore) {
  afterHydration(() => {
    import(/* webpackChunkName: "persistence" */ './app/themePersistence')
      .then((module) => module.persistTheme(store))
      .catch((error: unknown) => {
        console.error('The theme choice cannot be remembered on this visit.', error);
      });
  });
}

/**
 * Between start-up steps the browser may paint and answer input; not while a press the
 * visitor made waits for the page (src/startup/earlyInput.ts marks it): then it goes on at once.
 */
const nextStep = () =>
  document.querySelector(`[${INPUT_PENDING_ATTRIBUTE}]`) ? Promise.resolve() : nextTask();

/**
 * Start-up in four tasks instead of one long one: the store; the page load's own work
 * (`pageLoaded`); React DOM; the components and hydration. Each `import()` is "eager": the
 * module is already in this chunk (no request), it is only evaluated at that step.
 */
async function start() {
  const [
    { makeStore },
    { createServices },
    { initialThemeState },
    { initialUiState, reloadOffered },
    { pageLoaded },
    { takeOverEarlyAnswers },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ './app/services'),
    import(/* webpackMode: "eager" */ './features/theme/themeSlice'),
    import(/* webpackMode: "eager" */ './features/ui/uiSlice'),
    import(/* webpackMode: "eager" */ './features/pageLoaded'),
    import(/* webpackMode: "eager" */ './app/earlyAnswers'),
  ]);
  // The page's own language and texts, as the build wrote them (the prerender used the same).
  const { language, texts } = readPageTexts();
  // The stored theme goes into the first render, so the page never flashes the other theme.
  const store: AppStore = makeStore(
    {
      theme: { darkMode: storedDarkMode() ?? initialThemeState.darkMode },
      ui: { ...initialUiState, language },
    },
    createServices(texts),
  );
  // An overlay the visitor opened or closed before this script came is on screen as they left
  // it: the store hears of it first, so hydration renders it that way.
  takeOverEarlyAnswers(store);
  // A chunk gone after a deploy is asked for again, then a reload is offered.
  retryChunkLoads(() => store.dispatch(reloadOffered()));
  // What is on screen: the prerendered HTML as the visitor left it, in the default theme.
  // Hydration renders it first, then the store's (a restored sign-in, the stored theme).
  const serverState = { ...store.getState(), theme: initialThemeState };
  persistThemeAfterHydration(store);
  afterHydration(addDeferredHeadTags);

  // Not in the task that evaluates this script: its first read of the tab's session storage
  // (the draft, a redirect sign-in's mark) is a synchronous request to the browser process.
  await nextStep();
  void store.dispatch(pageLoaded());

  await nextStep();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');

  await nextStep();
  const [{ startTransition }, { Root }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './Root'),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  if (container.hasChildNodes()) {
    // As a transition React hydrates in short slices, so the page answers input meanwhile.
    startTransition(() => {
      hydrateRoot(container, <Root store={store} texts={texts} serverState={serverState} />);
    });
  } else {
    createRoot(container).render(<Root store={store} texts={texts} />);
  }
}

if (process.env.NODE_ENV === 'development') {
  void Promise.all([import('./app/devStaticCss'), import('./components/firstViewCss')]).then(
    ([{ refreshStaticCss }, { FIRST_VIEW_CSS }]) => refreshStaticCss(FIRST_VIEW_CSS),
  );
}

start().catch((error: unknown) => {
  console.error('The page could not start; it stays as prerendered.', error);
});
