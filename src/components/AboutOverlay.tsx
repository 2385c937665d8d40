import { useAppDispatch, useAppSelector } from '../app/hooks';
import { owner } from '../content/owner';
import { aboutClosed, selectAboutOpen } from '../features/ui/uiSlice';
import { ModalDialog } from './common/ModalDialog';
import { CloseIcon, mernIcons, TechGlyph } from './common/icons';
import { IconButton } from './common/ui';

export function AboutOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAboutOpen);
  if (!open) return null;
  const close = () => dispatch(aboutClosed());
  const { about } = owner;
  return (
    <ModalDialog className="about" labelledBy="about-heading" onDismiss={close}>
      <div className="about-header">
        <h2 id="about-heading">ABOUT ME</h2>
        <IconButton type="button" aria-label="Close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
      <p>{about.bio}</p>
      <ul className="about-bullets">
        {about.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className="about-slogan">{about.slogan}</p>
      <ul className="about-mern" aria-label="MERN stack">
        {mernIcons.map(({ label, icon }) => (
          <li key={label}>
            <TechGlyph icon={icon} />
            {label}
          </li>
        ))}
      </ul>
      <h3>Skills</h3>
      <ul className="about-skills" aria-label="Skills">
        {about.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
