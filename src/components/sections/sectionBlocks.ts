import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';

/**
 * The building blocks only the sections below the fold use: they come with the sections'
 * chunks, not in the first view's CSS (the shared ones, such as buttons, are in common/ui.tsx).
 */

/** At most 72rem wide with 1.25rem side padding (projects/ProjectImage.tsx sizes its images from this). */
export const Section = styled.section`
  padding: 5rem 1.25rem;
  max-width: 72rem;
  margin: 0 auto;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 2.5rem;
  text-align: center;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: ${theme.type.lineHeightHeading};
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A busy button's spinner, in the button's text colour. */
export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;
