import contentImages from '@build/content-images';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { owner } from '../../content/settings';
import type { ResponsiveImage } from '../../content/responsiveImages';
import { caseStudyPath, fill, LATIN_DIGITS, resumePagePath } from '../../content/languages';
import type { CaseStudyFallback, Catalogue } from '../../content/catalogue';
import type { ProjectCard } from '../../content/types';
import { selectLanguage, selectResumePending } from '../../features/ui/uiSlice';
import { requestResume } from '../../features/ui/resumeThunks';
import { useTexts } from '../../components/common/texts';
import { PrimaryButton, VisuallyHidden } from '../../components/common/ui';
import { Section, SectionHeading, Spinner } from '../../components/sections/sectionBlocks';
import { theme } from '../../styles/theme';
import { CardFacts, CardHighlights } from './CardDetails';
import { mediaBox, ProjectImage } from './ProjectImage';

/**
 * A card's number in the page locale's digits, as the build wrote them into the page's texts
 * (Latin where it wrote none): no Intl call in the browser, whose first one loads the locale's
 * data in the task that hydrates this section. No grouping: a page has far fewer than 1,000
 * cards.
 */
export function cardNumber(n: number, digits: readonly string[] = LATIN_DIGITS): string {
  return String(n).replace(/[0-9]/g, (digit) => digits[Number(digit)]);
}

/*
 * The section's and the card's styles stay in this file: a styled component's id is made from
 * its file and name (scripts/prerender/styledComponentIds.ts), so moving one would rename its
 * classes in every prerendered page.
 */

const List = styled.ol`
  display: grid;
  gap: 3.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The card's top band runs from the project's colour to its accent (the content's themeColor and
 * themeAccentColor). The list item draws it, with the card's own corners, and the card lies on
 * it with a transparent top border the band shows through: the card's text sits on one solid
 * colour, which a contrast checker can read (a gradient layer in the card's own background
 * leaves axe unable to decide), and the card keeps its size.
 */
const CARD_RADIUS = '1.25rem';

const Item = styled.li<{ $color: string; $accent: string }>`
  border-radius: ${CARD_RADIUS};
  background: linear-gradient(90deg, ${({ $color }) => $color}, ${({ $accent }) => $accent}) top /
    100% 4px no-repeat;
`;

const Card = styled.article<{ $imageRight: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: clamp(1.25rem, 4vw, 3rem);
  align-items: center;
  padding: clamp(1rem, 3vw, 1.75rem);
  border-radius: ${CARD_RADIUS};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid transparent;
  background: ${theme.colors.surface} padding-box;
  .media {
    order: ${({ $imageRight }) => ($imageRight ? 2 : 0)};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 0.75rem;
  }
  @media (max-width: ${theme.breakpoints.tablet}) {
    grid-template-columns: 1fr;
    .media {
      order: 0;
    }
  }
`;

const Label = styled.p`
  margin: 0;
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  letter-spacing: ${theme.type.tracking(0.15)};
  color: ${theme.colors.accent};
`;

const Title = styled.h3`
  margin: 0.25rem 0 0;
  font-size: clamp(1.4rem, 3vw, 1.9rem);
`;

const Subtitle = styled.p`
  margin: 0.25rem 0 0.75rem;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 1.25rem;
  padding: 0;
  list-style: none;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    font-size: 0.85rem;
    background: ${theme.colors.surfaceRaised};
  }
`;

const ViewLink = styled.a`
  font-weight: 700;
  text-underline-offset: 4px;
  display: inline-flex;
  min-height: 44px;
  align-items: center;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.5rem;
  margin: 0;
`;

const Resume = styled.div`
  margin-top: 4rem;
  display: grid;
  justify-items: center;
  gap: 1rem;
  text-align: center;
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

interface ProjectProps {
  project: ProjectCard;
  /** The card's words, in the page's language. */
  words: Catalogue['projects'][number];
  index: number;
}

function Project({ project, words, index }: ProjectProps) {
  const texts = useTexts();
  const language = useAppSelector(selectLanguage);
  const headingId = `project-${index + 1}-title`;
  // No entry: named in site.yaml after the dev server started, shown as it is until a restart.
  const image = contentImages[project.imageSrc] as ResponsiveImage | undefined;
  return (
    <Item $color={project.themeColor} $accent={project.themeAccentColor}>
      <Card
        aria-labelledby={headingId}
        $imageRight={index % 2 === 1}
        data-image-side={index % 2 === 1 ? 'right' : 'left'}
      >
        <div className="media" style={mediaBox(image)}>
          <ProjectImage project={project} alt={words.imageAlt} image={image} />
        </div>
        <div>
          <Label>
            {fill(texts.projectsSection.label, {
              n: cardNumber(index + 1, texts.digits),
            })}
          </Label>
          <Title id={headingId}>{words.title}</Title>
          <Subtitle>{words.subtitle}</Subtitle>
          <CardFacts period={texts.projectPeriods?.[index]} roles={words.roles} />
          {words.description && <p>{words.description}</p>}
          <CardHighlights highlights={words.highlights} />
          <Tags aria-label={texts.projectsSection.technologies}>
            {project.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
          <Links>
            <ViewLink href={project.link} target="_blank" rel="noopener noreferrer">
              {texts.projectsSection.view}
              <VisuallyHidden>{` ${words.title} ${texts.common.newTab}`}</VisuallyHidden>
            </ViewLink>
            {project.caseStudy && (
              <CaseStudyLink
                slug={project.caseStudy}
                language={language}
                title={words.title}
                fallback={texts.caseStudyFallbacks?.[project.caseStudy]}
                label={texts.projectsSection.caseStudy}
              />
            )}
          </Links>
        </div>
      </Card>
    </Item>
  );
}

/**
 * A card's link to its case study: in the page's language, or, until it is translated, in the
 * default language's, which the link names ("Read the case study (English)").
 */
function CaseStudyLink({
  slug,
  language,
  title,
  fallback,
  label,
}: {
  slug: string;
  language: string;
  title: string;
  fallback: CaseStudyFallback | undefined;
  label: string;
}) {
  if (!fallback) {
    return (
      <ViewLink href={caseStudyPath(owner.site, language, slug)}>
        {label}
        <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
      </ViewLink>
    );
  }
  return (
    <ViewLink href={caseStudyPath(owner.site, fallback.code, slug)} hrefLang={fallback.code}>
      {label}
      <VisuallyHidden>{`: ${title}`}</VisuallyHidden>{' '}
      <span lang={fallback.code}>({fallback.name})</span>
    </ViewLink>
  );
}

function ResumeBlock() {
  const dispatch = useAppDispatch();
  const { projectsSection } = useTexts();
  const pending = useAppSelector(selectResumePending);
  const language = useAppSelector(selectLanguage);
  return (
    <Resume>
      <p>{projectsSection.resumeNote}</p>
      <PrimaryButton
        type="button"
        aria-busy={pending}
        onClick={() => void dispatch(requestResume())}
      >
        {pending && <Spinner aria-hidden="true" />}
        {projectsSection.getResume}
      </PrimaryButton>
      <ViewLink href={resumePagePath(owner.site, language)}>{projectsSection.resumePage}</ViewLink>
    </Resume>
  );
}

export default function Projects() {
  const texts = useTexts();
  if (owner.projects.length === 0) return null;
  return (
    <Section id="projects" aria-labelledby="projects-heading">
      <SectionHeading id="projects-heading">{texts.projectsSection.heading}</SectionHeading>
      <List>
        {owner.projects.map((project, index) => (
          <Project
            key={project.imageSrc}
            project={project}
            words={texts.projects[index]}
            index={index}
          />
        ))}
      </List>
      <ResumeBlock />
    </Section>
  );
}
