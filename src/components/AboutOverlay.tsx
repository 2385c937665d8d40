import { useAppDispatch, useAppSelector } from '../app/hooks';
import { owner } from '../content/settings';
import { aboutClosed, selectAboutOpen } from '../features/ui/uiSlice';
import { ModalDialog } from './common/ModalDialog';
import { CloseIcon, mernIcons, TechGlyph } from './common/icons';
import { useTexts } from './common/texts';
import { IconButton } from './common/ui';

/**
 * About Me (behaviour.md §2): in the prerendered page, closed, so it opens before the page's script
 * has come.
 */
export function AboutOverlay() {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const open = useAppSelector(selectAboutOpen);
  const close = () => dispatch(aboutClosed());
  const { about } = texts;
  return (
    <ModalDialog
      open={open}
      overlay="about"
      className="about"
      labelledBy="about-heading"
      onDismiss={close}
    >
      <div className="about-header">
        <h2 id="about-heading">{about.heading}</h2>
        <IconButton type="button" aria-label={texts.common.close} onClick={close} data-closes="">
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
      <ul className="about-mern" aria-label={about.mernStack}>
        {mernIcons.map(({ label, icon }) => (
          <li key={label}>
            <TechGlyph icon={icon} />
            {label}
          </li>
        ))}
      </ul>
      <h3>{about.skills}</h3>
      <ul className="about-skills" aria-label={about.skills}>
        {owner.about.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
