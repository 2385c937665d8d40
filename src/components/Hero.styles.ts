import { theme } from '../styles/theme';

/** Static CSS of Hero.tsx (see src/components/firstViewCss.ts). */
export const heroCss = `
.hero {
  position: relative;
  min-height: 100vh;
  min-height: 100svh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 6rem 1.25rem 2rem;
  overflow: hidden;
}
.hero-physics {
  position: absolute;
  inset: 0;
  pointer-events: none;
}
.hero-content {
  position: relative;
}
.hero-name {
  margin: 0;
  font-size: clamp(2.5rem, 8vw, 5rem);
  line-height: ${theme.type.lineHeightDisplay};
}
.hero-title {
  margin: 0.75rem 0 0;
  font-size: clamp(1.1rem, 3vw, 1.5rem);
  letter-spacing: ${theme.type.tracking(0.08)};
  color: ${theme.colors.textMuted};
}
.hero-buttons {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  margin-top: 2rem;
}
`;
