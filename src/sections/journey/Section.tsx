import styled from 'styled-components';
import { useTexts } from '../../components/common/texts';
import { Section, SectionHeading } from '../../components/sections/sectionBlocks';
import { theme } from '../../styles/theme';

const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: 1.5rem;
  max-width: 44rem;
  margin: 0 auto;
  padding: 0 0 0 1.75rem;
  list-style: none;
  border-left: 2px solid ${theme.colors.border};
  li {
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.75rem - 7px);
    top: 0.4rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${theme.colors.accent};
  }
  h3 {
    margin: 0.15rem 0 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

const Period = styled.p`
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  color: ${theme.colors.accent};
`;

const Place = styled.p`
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

/** The further section of the page: education and experience, from the page's catalogue. */
export default function Journey() {
  const { journey, journeySection } = useTexts();
  if (journey.length === 0) return null;
  return (
    <Section id="journey" aria-labelledby="journey-heading">
      <SectionHeading id="journey-heading">{journeySection.heading}</SectionHeading>
      <Timeline>
        {journey.map((entry) => (
          <li key={`${entry.period}-${entry.title}`}>
            <Period>{entry.period}</Period>
            <h3>{entry.title}</h3>
            <Place>{entry.place}</Place>
            <p>{entry.description}</p>
          </li>
        ))}
      </Timeline>
    </Section>
  );
}
