import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { Hero } from '../components/Hero';
import { TopBar } from '../components/TopBar';
import { selectDarkMode } from '../features/theme/themeSlice';
import { GlobalStyle } from '../styles/GlobalStyle';
import { themeFor } from '../styles/theme';
import { useAppSelector } from './hooks';

export function App() {
  const darkMode = useAppSelector(selectDarkMode);
  return (
    <ThemeProvider theme={themeFor(darkMode)}>
      <GlobalStyle />
      <TopBar />
      <main>
        <Hero />
      </main>
      <Toaster />
    </ThemeProvider>
  );
}
