import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { Hero } from '../components/Hero';
import { ThemeDialog } from '../components/theme/ThemeDialog';
import { TopBar } from '../components/TopBar';
import { selectDarkMode } from '../features/theme/themeSlice';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme, themeModeFor } from '../styles/theme';
import { useAppSelector } from './hooks';

/** Keeps <html data-theme> in step with the store; the CSS variables follow it. */
function useDocumentTheme() {
  const darkMode = useAppSelector(selectDarkMode);
  useEffect(() => {
    document.documentElement.dataset.theme = themeModeFor(darkMode);
  }, [darkMode]);
}

export function App() {
  useDocumentTheme();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TopBar />
      <main>
        <Hero />
      </main>
      <ThemeDialog />
      <Toaster />
    </ThemeProvider>
  );
}
