import { theme } from '../../styles/theme';

/** Static CSS of ui.tsx's building blocks (see src/components/firstViewCss.ts). */
export const uiCss = `
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: 999px;
  border: 2px solid ${theme.colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.15s ease;
}
/* Clearly unavailable at a glance: faded and without colour (WCAG exempts disabled controls). */
.button:disabled {
  cursor: not-allowed;
  opacity: 0.45;
  filter: grayscale(0.8);
}
/* Hover only where a pointer can hover: a tap on a touch screen would otherwise leave the
   lift on, restyle and animate the button under the finger while the page answers. */
@media (hover: hover) {
  .button:hover:not(:disabled) {
    transform: translateY(-1px);
  }
}
.button--primary {
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
}
.button--secondary {
  background: transparent;
  color: ${theme.colors.text};
}
.icon-control {
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  cursor: pointer;
}
@media (hover: hover) {
  .icon-control:hover {
    border-color: ${theme.colors.accent};
  }
}
`;
