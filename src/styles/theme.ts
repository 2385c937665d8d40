/** Colour tokens of the two themes; both meet WCAG AA for text on their backgrounds. */
export interface PortfolioTheme {
  mode: 'dark' | 'light';
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    accent: string;
    /** Text on an accent-filled button. */
    onAccent: string;
    border: string;
    focus: string;
    shadow: string;
    backdrop: string;
    warningBackground: string;
    warningText: string;
  };
  fonts: { body: string; heading: string; mono: string };
  breakpoints: { phone: string; tablet: string };
}

const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

const breakpoints = { phone: '640px', tablet: '960px' };

export const darkTheme: PortfolioTheme = {
  mode: 'dark',
  colors: {
    background: '#0b1120',
    surface: '#111a2e',
    surfaceRaised: '#1a2540',
    text: '#e8edf7',
    textMuted: '#a9b4c8',
    accent: '#38bdf8',
    onAccent: '#06121f',
    border: '#2a3756',
    focus: '#fbbf24',
    shadow: 'rgba(0, 0, 0, 0.55)',
    backdrop: 'rgba(2, 6, 16, 0.72)',
    warningBackground: '#3b2a06',
    warningText: '#fde68a',
  },
  fonts,
  breakpoints,
};

export const lightTheme: PortfolioTheme = {
  mode: 'light',
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceRaised: '#eef2f7',
    text: '#0f172a',
    textMuted: '#475569',
    accent: '#0369a1',
    onAccent: '#ffffff',
    border: '#cbd5e1',
    focus: '#b45309',
    shadow: 'rgba(15, 23, 42, 0.18)',
    backdrop: 'rgba(15, 23, 42, 0.55)',
    warningBackground: '#fef3c7',
    warningText: '#78350f',
  },
  fonts,
  breakpoints,
};

export const themeFor = (darkMode: boolean): PortfolioTheme => (darkMode ? darkTheme : lightTheme);
