import { useEffect } from 'react';
import { AboutOverlay } from './AboutOverlay';
import { Analytics } from './Analytics';
import { PageEffects } from './PageEffects';
import { Hero } from './Hero';
import { ReloadOffer } from './ReloadOffer';
import { ThemeDialog } from './theme/ThemeDialog';
import { Toasts } from './Toasts';
import { TopBar } from './TopBar';
import { selectDarkMode } from '../features/theme/themeSlice';
import { themeModeFor } from '../styles/theme';
import { useAppSelector } from '../app/hooks';
import { HYDRATED_ATTRIBUTE } from '../startup/contract';
import { useTexts } from './common/texts';
import { owner } from '../content/settings';
import { shownKinds } from '../sections/pageSections';
import { lazyKinds, LazyFooter } from './lazySections';

/** Keeps <html data-theme> in step with the store; the CSS variables follow it. */
function useDocumentTheme() {
  const darkMode = useAppSelector(selectDarkMode);
  useEffect(() => {
    document.documentElement.dataset.theme = themeModeFor(darkMode);
  }, [darkMode]);
}

/**
 * Marks <html data-hydrated> once React owns the top bar and hero (the sections below hydrate
 * later, each marking its own slot): the start-up code replays presses held until then
 * (src/startup/contract.ts), and browser tests wait for it.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
}

/**
 * The page in the order of behaviour.md §2: the hero, then the sections the owner shows, in
 * their order (site.yaml's `sections`, src/sections/).
 */
export function App() {
  useDocumentTheme();
  useHydratedMark();
  // No slot at all for a section with nothing to show: an empty one would load its chunk at once.
  const sections = shownKinds(owner, useTexts());
  return (
    <>
      <PageEffects />
      <TopBar />
      {/* Early in the HTML, so its first question is there for a tap at first paint. */}
      <ThemeDialog />
      <main>
        <Hero />
        <AboutOverlay />
        {sections.map(({ id }) => {
          const Section = lazyKinds[id];
          return <Section key={id} />;
        })}
      </main>
      <LazyFooter />
      <Analytics />
      <Toasts />
      <ReloadOffer />
    </>
  );
}
