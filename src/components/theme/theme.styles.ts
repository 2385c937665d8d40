import { theme } from '../../styles/theme';

/** Static CSS of ThemeToggle.tsx and ThemeDialog.tsx (see src/components/firstViewCss.ts). */
export const themeControlsCss = `
.theme-toggle {
  min-width: 44px;
  min-height: 44px;
  font-size: 1.25rem;
  border-radius: 999px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  cursor: pointer;
}
/* The glyph of the theme it turns to, as generated content: the button is named by its
   aria-label alone. As text in the button (even aria-hidden), a lone symbol is visible text that
   checkers can neither match to the name nor measure for contrast (axe leaves both to review).
   The second declaration gives it no alternative text where a browser reads that syntax; the
   first is for one that does not. */
.theme-toggle::before {
  content: '☀';
  content: '☀' / '';
}
:root[data-theme='light'] .theme-toggle::before {
  content: '☾';
  content: '☾' / '';
}
.theme-dialog-heading {
  margin: 0 0 1.25rem;
  font-size: 1.25rem;
  line-height: 1.4;
}
.theme-dialog-actions {
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
}
.theme-dialog-button {
  min-width: 6rem;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
}
.theme-dialog-button--primary {
  border-color: ${theme.colors.accent};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
}
.theme-dialog-label {
  display: block;
  margin-bottom: 0.5rem;
  color: ${theme.colors.textMuted};
}
.theme-dialog-reasons {
  box-sizing: border-box;
  width: 100%;
  min-height: 7rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  resize: vertical;
}
`;
