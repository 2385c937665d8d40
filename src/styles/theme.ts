/**
 * Colours live in CSS custom properties, switched by <html data-theme="dark|light">.
 * `theme` hands the component CSS (static and styled) `var(--color-…)` references, so a theme
 * change (and the stored theme applied before first paint) is a CSS change, never a re-render
 * of styles.
 */

export type ThemeMode = 'dark' | 'light';

export interface Palette {
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
}

/** Both palettes meet WCAG AA for text on their backgrounds. */
export const palettes: Record<ThemeMode, Palette> = {
  dark: {
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
  light: {
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
};

const cssVarName = (token: string) =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `--color-text-muted: #a9b4c8;` … for one palette. */
export function paletteDeclarations(palette: Palette): string {
  return Object.entries(palette)
    .map(([token, value]) => `${cssVarName(token)}: ${value};`)
    .join('\n');
}

const colorVariables = Object.fromEntries(
  Object.keys(palettes.dark).map((token) => [token, `var(${cssVarName(token)})`]),
) as unknown as Palette;

/** Type that suits the page's script: custom properties globalCss.ts sets per language. */
export interface Typography {
  lineHeightBody: string;
  lineHeightHeading: string;
  lineHeightDisplay: string;
  /** Slanted in Latin script; upright in one without an italic (Devanagari). */
  emphasis: string;
  /** Letter-spacing of `em` ems in Latin script; none in one whose letters join. */
  tracking: (em: number) => string;
}

export interface PortfolioTheme {
  colors: Palette;
  fonts: { body: string; mono: string };
  type: Typography;
  breakpoints: { phone: string; tablet: string };
}

export const theme: PortfolioTheme = {
  colors: colorVariables,
  // Every supported browser reads system-ui; each extra name is one more font lookup.
  fonts: {
    body: 'system-ui, sans-serif',
    mono: 'ui-monospace, Menlo, Consolas, monospace',
  },
  type: {
    lineHeightBody: 'var(--line-height-body)',
    lineHeightHeading: 'var(--line-height-heading)',
    lineHeightDisplay: 'var(--line-height-display)',
    emphasis: 'var(--emphasis-style)',
    tracking: (em) => `calc(${em}em * var(--tracking))`,
  },
  breakpoints: { phone: '640px', tablet: '960px' },
};

export const themeModeFor = (darkMode: boolean): ThemeMode => (darkMode ? 'dark' : 'light');
