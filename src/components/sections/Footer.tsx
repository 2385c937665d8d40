import styled from 'styled-components';
import { owner } from '../../content/settings';
import { socialLinks } from '../common/socialLinks';
import { fill, privacyPath } from '../../content/languages';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../features/ui/uiSlice';
import { useTexts } from '../common/texts';
import { ContentIcon } from '../common/icons';
import { IconLink } from '../common/ui';
import { theme } from '../../styles/theme';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem clamp(1rem, 4vw, 2rem);
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const links = socialLinks('footer');

export function Footer() {
  const texts = useTexts();
  const language = useAppSelector(selectLanguage);
  return (
    <Bar>
      <p>{fill(texts.footer.copyright, { name: texts.name, year: owner.copyrightYear })}</p>
      <p>
        <a href={privacyPath(owner.site, language)}>{texts.footer.privacy}</a>
      </p>
      <nav aria-label={texts.footer.socialProfiles}>
        <ul>
          {links.map(({ label, href, icon }) => (
            <li key={href}>
              <IconLink
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${texts.common.newTab}`}
              >
                <ContentIcon icon={icon} />
              </IconLink>
            </li>
          ))}
        </ul>
      </nav>
    </Bar>
  );
}
