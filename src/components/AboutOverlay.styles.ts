import { theme } from '../styles/theme';

/** Static CSS of AboutOverlay.tsx (see src/components/firstViewCss.ts). */
export const aboutOverlayCss = `
.about {
  width: min(44rem, 100%);
  padding: clamp(1.25rem, 4vw, 2.25rem);
}
.about-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
}
.about-header h2 {
  margin: 0;
  letter-spacing: ${theme.type.tracking(0.12)};
}
.about-bullets {
  padding-left: 1.25rem;
}
.about-bullets li + li {
  margin-top: 0.4rem;
}
.about-slogan {
  font-style: ${theme.type.emphasis};
  font-weight: 600;
  color: ${theme.colors.accent};
}
.about-mern,
.about-skills {
  display: flex;
  flex-wrap: wrap;
  padding: 0;
  list-style: none;
}
.about-mern {
  gap: 0.75rem;
  margin: 1rem 0;
}
.about-mern li {
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.35rem 0.75rem;
  border-radius: 0.75rem;
  background: ${theme.colors.surfaceRaised};
}
.about-mern svg {
  color: ${theme.colors.accent};
}
.about-skills {
  gap: 0.5rem;
  margin: 0.75rem 0 0;
}
.about-skills li {
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  border: 1px solid ${theme.colors.border};
  font-family: ${theme.fonts.mono};
  font-size: 0.875rem;
}
`;
