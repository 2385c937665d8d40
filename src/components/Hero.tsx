import styled from 'styled-components';
import { owner } from '../content/owner';

const HeroSection = styled.section`
  min-height: 100vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 6rem 1.25rem 2rem;
`;

const Name = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 8vw, 5rem);
  line-height: 1.1;
`;

const Title = styled.p`
  margin: 0.75rem 0 0;
  font-size: clamp(1.1rem, 3vw, 1.5rem);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Hero() {
  return (
    <HeroSection id="top" aria-labelledby="hero-name">
      <Name id="hero-name">{owner.name}</Name>
      <Title>{owner.title}</Title>
    </HeroSection>
  );
}
