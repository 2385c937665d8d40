import styled, { css } from 'styled-components';

/** Hidden on screen, read by assistive technology. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.15s ease;
  /* Clearly unavailable at a glance: faded and without colour (WCAG exempts disabled controls). */
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
    filter: grayscale(0.8);
  }
  &:hover:not(:disabled) {
    transform: translateY(-1px);
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

export const SecondaryButton = styled.button`
  ${buttonBase};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;

export const PrimaryLink = styled.a`
  ${buttonBase};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

/** Round 44 px icon control (button or link). */
export const iconControl = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const IconButton = styled.button`
  ${iconControl};
`;

export const IconLink = styled.a`
  ${iconControl};
`;

export const Section = styled.section`
  padding: 5rem 1.25rem;
  max-width: 72rem;
  margin: 0 auto;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 2.5rem;
  text-align: center;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.2;
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
