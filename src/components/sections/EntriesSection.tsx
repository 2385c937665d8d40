import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import type { PageCatalogue } from '../../content/catalogue';
import { selectLocale } from '../../features/ui/uiSlice';
import type { ResumeSection } from '../../sections/contract';
import { theme } from '../../styles/theme';
import { useTexts } from '../common/texts';
import { Section, SectionHeading } from './sectionBlocks';

const List = styled.ol`
  display: grid;
  gap: 1.5rem;
  max-width: 44rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p,
  ul {
    margin: 0.25rem 0 0;
  }
  ul {
    padding-left: 1.25rem;
  }
  a {
    color: ${theme.colors.accent};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`;

const Period = styled.p`
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  color: ${theme.colors.accent};
`;

const Sub = styled.p`
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

type Entries = (texts: PageCatalogue, locale: string) => ResumeSection['entries'];

/**
 * A section of the resume kinds (experience, education, awards…): a heading over entries, each
 * a title, a line under it, its period, a paragraph, highlights and a link. Text alone, so the
 * kinds that use it keep their prerendered HTML. `entries` is the kind's, shared with its resume.
 */
export function EntriesSection({
  id,
  heading,
  entries,
}: {
  id: string;
  heading: (texts: PageCatalogue) => string;
  entries: Entries;
}) {
  const texts = useTexts();
  const locale = useAppSelector(selectLocale);
  const shown = entries(texts, locale);
  if (shown.length === 0) return null;
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`}>{heading(texts)}</SectionHeading>
      <List>
        {shown.map((entry, index) => (
          <li key={`${index}-${entry.title}`}>
            <h3>{entry.title}</h3>
            {entry.sub && <Sub>{entry.sub}</Sub>}
            {entry.period && <Period>{entry.period}</Period>}
            {entry.text && <p>{entry.text}</p>}
            {entry.bullets?.length ? (
              <ul>
                {entry.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
            {entry.link && (
              <p>
                <a href={entry.link}>{entry.link.replace(/^https?:\/\/(www\.)?/, '')}</a>
              </p>
            )}
          </li>
        ))}
      </List>
    </Section>
  );
}
