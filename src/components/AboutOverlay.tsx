import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { owner } from '../content/owner';
import { aboutClosed, selectAboutOpen } from '../features/ui/uiSlice';
import { ModalDialog } from './common/ModalDialog';
import { CloseIcon, mernIcons, TechGlyph } from './common/icons';
import { IconButton } from './common/ui';

const Dialog = styled(ModalDialog)`
  width: min(44rem, 100%);
  padding: clamp(1.25rem, 4vw, 2.25rem);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  h2 {
    margin: 0;
    letter-spacing: 0.12em;
  }
`;

const Bullets = styled.ul`
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.4rem;
  }
`;

const Slogan = styled.p`
  font-style: italic;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

const Mern = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.35rem 0.75rem;
    border-radius: 0.75rem;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
  }
`;

export function AboutOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAboutOpen);
  if (!open) return null;
  const close = () => dispatch(aboutClosed());
  const { about } = owner;
  return (
    <Dialog labelledBy="about-heading" onDismiss={close}>
      <Header>
        <h2 id="about-heading">ABOUT ME</h2>
        <IconButton type="button" aria-label="Close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Header>
      <p>{about.bio}</p>
      <Bullets>
        {about.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </Bullets>
      <Slogan>{about.slogan}</Slogan>
      <Mern aria-label="MERN stack">
        {mernIcons.map(({ label, icon }) => (
          <li key={label}>
            <TechGlyph icon={icon} />
            {label}
          </li>
        ))}
      </Mern>
      <h3>Skills</h3>
      <Chips aria-label="Skills">
        {about.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </Chips>
    </Dialog>
  );
}
