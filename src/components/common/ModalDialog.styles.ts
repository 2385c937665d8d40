import {
  OPENING_ATTRIBUTE,
  OPENING_SHOWN,
  PREPARING_AROUND,
  PREPARING_ATTRIBUTE,
} from '../../startup/contract';
import { theme } from '../../styles/theme';

/**
 * Static CSS of ModalDialog.tsx (see src/components/firstViewCss.ts). The <dialog> is the
 * dimmed backdrop, filling the viewport around its panel; closed, the browser hides it. The
 * start-up code lays a closed one out once, hidden, a part of its panel at a time
 * (src/startup/layoutAhead.ts); opening, it is drawn from the frame after the press on, before
 * it is made modal (openModal in src/startup/dialogFocus.ts).
 */
export const modalDialogCss = `
.modal-backdrop {
  position: fixed;
  inset: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: 1rem;
  color: inherit;
  background: ${theme.colors.backdrop};
}
.modal-backdrop[open] {
  display: grid;
  place-items: center;
}
.modal-backdrop[${PREPARING_ATTRIBUTE}]:not([open]) {
  display: grid;
  place-items: center;
  visibility: hidden;
}
.modal-backdrop[${PREPARING_ATTRIBUTE}]:not([open]) .modal-panel > :not([${PREPARING_ATTRIBUTE}]),
.modal-backdrop[${PREPARING_ATTRIBUTE}]:not([open]) .modal-panel [${PREPARING_ATTRIBUTE}='${PREPARING_AROUND}'] > :not([${PREPARING_ATTRIBUTE}]) {
  display: none;
}
/* Opening, from its first frame: drawn as it will be once open, over the page (top bar 10,
   reload offer 60) until showModal() moves it to the top layer. */
.modal-backdrop[${OPENING_ATTRIBUTE}='${OPENING_SHOWN}']:not([open]) {
  display: grid;
  place-items: center;
  z-index: 70;
}
.modal-backdrop::backdrop {
  background: transparent;
}
.modal-panel {
  width: min(32rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: 1rem;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: 0 24px 60px ${theme.colors.shadow};
}
`;
