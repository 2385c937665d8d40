import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { blogPath } from '../../content/languages';
import { owner } from '../../content/settings';
import { selectLanguage } from '../../features/ui/uiSlice';
import { theme } from '../../styles/theme';
import { useTexts } from '../../components/common/texts';
import { Section, SectionHeading } from '../../components/sections/sectionBlocks';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A post: its title is the link, and the whole card answers a press on it. */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: 1rem;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 1.2rem;
    line-height: ${theme.type.lineHeightHeading};
  }
  h3 a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${theme.colors.accent};
    }
    &:hover h3 a {
      text-decoration: underline;
      text-underline-offset: 4px;
    }
  }
  p {
    margin: 0;
  }
`;

const Day = styled.time`
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  color: ${theme.colors.accent};
`;

const AllPosts = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  width: max-content;
  margin: 2rem auto 0;
  font-weight: 700;
  text-underline-offset: 4px;
`;

/**
 * The latest posts of the page's language (the build puts them in the page's texts, dates
 * already in its locale), each linking to its page, then a link to the blog. Nothing at all
 * while the language has no post.
 */
export default function Writing() {
  const { latestPosts = [], writingSection } = useTexts();
  const language = useAppSelector(selectLanguage);
  if (latestPosts.length === 0) return null;
  return (
    <Section id="writing" aria-labelledby="writing-heading">
      <SectionHeading id="writing-heading">{writingSection.heading}</SectionHeading>
      <List>
        {latestPosts.map((post) => (
          <li key={post.path}>
            <Card>
              <h3>
                <a href={post.path}>{post.title}</a>
              </h3>
              <Day dateTime={post.date}>{post.dateText}</Day>
              <p>{post.summary}</p>
            </Card>
          </li>
        ))}
      </List>
      <AllPosts href={blogPath(owner.site, language)}>{writingSection.allPosts}</AllPosts>
    </Section>
  );
}
