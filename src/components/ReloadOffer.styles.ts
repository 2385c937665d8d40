import { theme } from '../styles/theme';

/** Static CSS of ReloadOffer.tsx (see src/components/firstViewCss.ts). */
export const reloadOfferCss = `
.reload-offer {
  position: fixed;
  inset: auto 0 0 0;
  z-index: 60;
  display: flex;
  justify-content: center;
  padding: 0 1rem 1rem;
  pointer-events: none;
}
.reload-offer-box {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  max-width: 36rem;
  margin: 0;
  padding: 0.9rem 1.1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: 0 8px 24px ${theme.colors.shadow};
  pointer-events: auto;
}
`;
