import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { AboutOverlay } from '../components/AboutOverlay';
import { Analytics, PageEffects } from '../components/Analytics';
import { Footer } from '../components/Footer';
import { Hero } from '../components/Hero';
import { Contact } from '../components/sections/Contact';
import { Journey } from '../components/sections/Journey';
import { Projects } from '../components/sections/Projects';
import { TechStrip } from '../components/sections/TechStrip';
import { ThemeDialog } from '../components/theme/ThemeDialog';
import { Toasts } from '../components/Toasts';
import { TopBar } from '../components/TopBar';
import { selectDarkMode } from '../features/theme/themeSlice';
import { theme, themeModeFor } from '../styles/theme';
import { useAppSelector } from './hooks';

/** Keeps <html data-theme> in step with the store; the CSS variables follow it. */
function useDocumentTheme() {
  const darkMode = useAppSelector(selectDarkMode);
  useEffect(() => {
    document.documentElement.dataset.theme = themeModeFor(darkMode);
  }, [darkMode]);
}

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page: until then
 * its buttons do nothing, which browser tests (and any script) can wait for.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The page in the order of SPEC §2. */
export function App() {
  useDocumentTheme();
  useHydratedMark();
  return (
    <ThemeProvider theme={theme}>
      <PageEffects />
      <TopBar />
      <main>
        <Hero />
        <AboutOverlay />
        <Projects />
        <TechStrip />
        <Journey />
        <Contact />
      </main>
      <Footer />
      <Analytics />
      <ThemeDialog />
      <Toasts />
    </ThemeProvider>
  );
}
