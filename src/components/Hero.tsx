import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectDarkMode } from '../features/theme/themeSlice';
import { selectThemeDialogOpen } from '../features/themeDialog/themeDialogSlice';
import {
  aboutOpened,
  selectAboutOpen,
  selectMobileMenuOpen,
  selectReducedMotion,
} from '../features/ui/uiSlice';
import { scrollToSection } from '../features/ui/uiThunks';
import { owner } from '../content/settings';
import { showsSection } from '../sections/pageSections';
import { palettes, themeModeFor } from '../styles/theme';
import { nextTask, whenIdleAfterLoad } from '../app/scheduling';
import { useOnScreen } from './common/hooks';
import type { PhysicsScene } from './hero/physicsScene';
import { useTexts } from './common/texts';
import { PrimaryButton, SecondaryButton } from './common/ui';

/**
 * The physics scene, in its own chunk, started after first paint and without reduced motion;
 * it stops drawing while the hero is off screen or a dialog covers it.
 */
function usePhysicsScene(host: React.RefObject<HTMLDivElement | null>) {
  const reducedMotion = useAppSelector(selectReducedMotion);
  const darkMode = useAppSelector(selectDarkMode);
  const aboutOpen = useAppSelector(selectAboutOpen);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const themeDialogOpen = useAppSelector(selectThemeDialogOpen);
  // A dialog's backdrop covers the hero: the frames it would spend are the dialog's to use.
  const onScreen = useOnScreen(host) && !aboutOpen && !menuOpen && !themeDialogOpen;
  const scene = useRef<PhysicsScene | null>(null);
  const onScreenNow = useRef(onScreen);
  useEffect(() => {
    onScreenNow.current = onScreen;
    scene.current?.setOnScreen(onScreen);
  }, [onScreen]);
  useEffect(() => {
    const element = host.current;
    if (reducedMotion || !element) return;
    let cancelled = false;
    const cancelIdle = whenIdleAfterLoad(() => {
      import(/* webpackChunkName: "physics" */ './hero/physicsScene')
        .then(async ({ startPhysicsScene }) => {
          // matter-js has just been evaluated: build the scene in a task of its own.
          await nextTask();
          if (cancelled) return;
          scene.current = startPhysicsScene(element, palettes[themeModeFor(darkMode)]);
          scene.current.setOnScreen(onScreenNow.current);
        })
        .catch((error: unknown) => console.warn('The hero animation did not load.', error));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      scene.current?.stop();
      scene.current = null;
    };
  }, [host, reducedMotion, darkMode]);
}

export function Hero() {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const physicsHost = useRef<HTMLDivElement>(null);
  usePhysicsScene(physicsHost);
  return (
    <section className="hero" id="top" aria-labelledby="hero-name">
      <div
        className="hero-physics"
        ref={physicsHost}
        aria-hidden="true"
        data-testid="hero-physics"
      />
      <div className="hero-content">
        <h1 className="hero-name" id="hero-name">
          {texts.name}
        </h1>
        <p className="hero-title">{texts.title}</p>
        <div className="hero-buttons">
          <PrimaryButton
            type="button"
            aria-haspopup="dialog"
            onClick={() => dispatch(aboutOpened())}
            data-opens="about"
          >
            {texts.hero.about}
          </PrimaryButton>
          {/* Only while the page shows the projects: no button leads nowhere. */}
          {showsSection(owner, texts, 'projects') && (
            <SecondaryButton
              type="button"
              onClick={() => void dispatch(scrollToSection('projects'))}
              data-scrolls-to="projects"
            >
              {texts.hero.latestWorks}
            </SecondaryButton>
          )}
        </div>
      </div>
    </section>
  );
}
