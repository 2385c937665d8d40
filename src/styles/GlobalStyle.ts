import { createGlobalStyle } from 'styled-components';
import { paletteDeclarations, palettes } from './theme';

export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteDeclarations(palettes.dark)}
  }
  :root[data-theme='light'] {
    color-scheme: light;
    ${paletteDeclarations(palettes.light)}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-padding-top: 5rem; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.accent}; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
