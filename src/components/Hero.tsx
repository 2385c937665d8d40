import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { owner } from '../content/owner';
import { selectDarkMode } from '../features/theme/themeSlice';
import { aboutOpened } from '../features/ui/uiSlice';
import { scrollToSection } from '../features/ui/uiThunks';
import { palettes, themeModeFor } from '../styles/theme';
import { nextTask, whenIdleAfterLoad } from '../app/scheduling';
import { useOnScreen } from './common/hooks';
import type { PhysicsScene } from './hero/physicsScene';
import { PrimaryButton, SecondaryButton } from './common/ui';

const HeroSection = styled.section`
  position: relative;
  min-height: 100vh;
  min-height: 100svh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 6rem 1.25rem 2rem;
  overflow: hidden;
`;

const PhysicsLayer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const Content = styled.div`
  position: relative;
`;

const Name = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 8vw, 5rem);
  line-height: 1.1;
`;

const Title = styled.p`
  margin: 0.75rem 0 0;
  font-size: clamp(1.1rem, 3vw, 1.5rem);
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  margin-top: 2rem;
`;

/**
 * The physics scene, in its own chunk, started after first paint and without reduced motion;
 * it stops drawing while the hero is off screen.
 */
function usePhysicsScene(host: React.RefObject<HTMLDivElement | null>) {
  const reducedMotion = useAppSelector((state) => state.ui.reducedMotion);
  const darkMode = useAppSelector(selectDarkMode);
  const onScreen = useOnScreen(host);
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
  const physicsHost = useRef<HTMLDivElement>(null);
  usePhysicsScene(physicsHost);
  return (
    <HeroSection id="top" aria-labelledby="hero-name">
      <PhysicsLayer ref={physicsHost} aria-hidden="true" data-testid="hero-physics" />
      <Content>
        <Name id="hero-name">{owner.name}</Name>
        <Title>{owner.title}</Title>
        <Buttons>
          <PrimaryButton
            type="button"
            aria-haspopup="dialog"
            onClick={() => dispatch(aboutOpened())}
          >
            About Me
          </PrimaryButton>
          <SecondaryButton type="button" onClick={() => void dispatch(scrollToSection('projects'))}>
            Latest Works
          </SecondaryButton>
        </Buttons>
      </Content>
    </HeroSection>
  );
}
