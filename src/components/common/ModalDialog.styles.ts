import { theme } from '../../styles/theme';

/** Static CSS of ModalDialog.tsx (see src/components/firstViewCss.ts). */
export const modalDialogCss = `
.modal-backdrop {
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${theme.colors.backdrop};
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
