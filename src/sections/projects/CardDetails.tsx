import styled from 'styled-components';
import { fill } from '../../content/languages';
import type { PeriodPiece } from '../../content/periods';
import { useTexts } from '../../components/common/texts';
import { theme } from '../../styles/theme';

/**
 * What a card shows when the owner gave it: its dates (site.yaml), its roles and its highlights
 * (the words files). A card without them is drawn as it always was: none of this is there.
 */

/** As the resume kinds show an entry's period (EntriesSection.tsx). */
const Period = styled.p`
  margin: 0;
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  color: ${theme.colors.accent};
`;

const Roles = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 1rem 0 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.25rem;
  }
`;

/**
 * The dates and the roles, under the subtitle: the dates as the build wrote them in the page's
 * locale, each in a <time> with its machine-readable date.
 */
export function CardFacts({
  period,
  roles,
}: {
  period: PeriodPiece[] | null | undefined;
  roles: string[] | undefined;
}) {
  const { projectsSection } = useTexts();
  return (
    <>
      {period && (
        <Period>
          {period.map(({ text, dateTime }, index) =>
            dateTime ? (
              <time key={index} dateTime={dateTime}>
                {text}
              </time>
            ) : (
              text
            ),
          )}
        </Period>
      )}
      {roles?.length ? (
        <Roles>
          {fill(roles.length === 1 ? projectsSection.role : projectsSection.roles, {
            roles: roles.join(', '),
          })}
        </Roles>
      ) : null}
    </>
  );
}

/** The highlights, a line each, as the resume kinds list an entry's. */
export function CardHighlights({ highlights }: { highlights: string[] | undefined }) {
  const { projectsSection } = useTexts();
  if (!highlights?.length) return null;
  return (
    <List aria-label={projectsSection.highlights}>
      {highlights.map((highlight) => (
        <li key={highlight}>{highlight}</li>
      ))}
    </List>
  );
}
