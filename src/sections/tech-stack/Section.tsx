import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { owner } from '../../content/settings';
import { techIconIds } from '../../content/techIcons';
import { SpriteIcon } from './SpriteIcon';
import type { Catalogue } from '../../content/catalogue';
import type { TechCard } from '../../content/types';
import {
  selectTechStripMoving,
  selectTechStripPaused,
  techStripPauseToggled,
} from '../../features/ui/uiSlice';
import { PauseIcon, PlayIcon } from '../../components/common/icons';
import { useOnScreen } from '../../components/common/hooks';
import { useTexts } from '../../components/common/texts';
import { SecondaryButton } from '../../components/common/ui';
import { Section, SectionHeading } from '../../components/sections/sectionBlocks';
import { theme } from '../../styles/theme';

/** behaviour.md §2: the strip moves 1.2 px per animation frame. */
export const TECH_STRIP_PX_PER_FRAME = 1.2;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 6%, #000 94%, transparent);
`;

/**
 * Two columns of one width, the widest copy's: the copy's width and height are the list's even
 * while the browser skips the copy (List), so the track is exactly twice the list.
 */
const Track = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  width: max-content;
  will-change: transform;
`;

/**
 * The right padding equals the gap, so one copy is exactly half the track. The copy, which
 * starts off screen, is neither styled nor laid out until it comes into view: the whole strip
 * coming on screen was a frame of 50-77 ms at 4x on /hi/ (118 elements restyled), which a tap
 * on 'Contact' during start-up scrolled through; with the copy skipped, 64 elements.
 */
const List = styled.ul`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0.5rem 1rem 0.5rem 0;
  list-style: none;
  &[aria-hidden] {
    content-visibility: auto;
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: 0.75rem;
  width: 15rem;
  padding: 1rem 1.25rem;
  border-radius: 1rem;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  svg {
    grid-row: span 2;
    color: ${theme.colors.accent};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

interface CardsProps {
  cards: TechCard[];
  /** The cards' one-line descriptions, in the page's language. */
  descriptions: Catalogue['techStack'];
  hidden?: boolean;
}

function Cards({ cards, descriptions, hidden }: CardsProps) {
  return (
    <List aria-hidden={hidden || undefined} data-testid={hidden ? 'tech-copy' : 'tech-list'}>
      {cards.map((card, index) => (
        <Card key={card.title}>
          <SpriteIcon id={techIconIds[card.icon]} size={32} />
          <h3>{card.title}</h3>
          <p>{descriptions[index].description}</p>
        </Card>
      ))}
    </List>
  );
}

/**
 * Per-frame motion lives here, never in the store: offset, wrap at half the width.
 * The width is measured on the first frame and again only after a resize, so a frame
 * writes one transform and reads no layout.
 */
function useMarquee(track: React.RefObject<HTMLDivElement | null>, moving: boolean) {
  const offset = useRef(0);
  useEffect(() => {
    const element = track.current;
    if (!moving || !element || typeof window.requestAnimationFrame !== 'function') return;
    let half: number | null = null;
    const resizeObserver =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            half = null;
          })
        : null;
    resizeObserver?.observe(element);
    let frame = window.requestAnimationFrame(function step() {
      half ??= element.scrollWidth / 2;
      offset.current += TECH_STRIP_PX_PER_FRAME;
      if (half > 0 && offset.current >= half) offset.current -= half;
      element.style.transform = `translateX(${-offset.current}px)`;
      frame = window.requestAnimationFrame(step);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      resizeObserver?.disconnect();
    };
  }, [track, moving]);
}

export default function TechStrip() {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const running = useAppSelector(selectTechStripMoving);
  const paused = useAppSelector(selectTechStripPaused);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // Off screen the strip stands still: no frames spent on what nobody sees.
  const onScreen = useOnScreen(track);
  useMarquee(track, running && onScreen && !hovered && !focused);

  const cards = owner.techStack;
  if (cards.length === 0) return null;
  return (
    <Section id="tech-stack" aria-labelledby="tech-heading">
      <SectionHeading id="tech-heading">{texts.techStrip.heading}</SectionHeading>
      <Viewport
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <Track ref={track} data-testid="tech-track">
          <Cards cards={cards} descriptions={texts.techStack} />
          <Cards cards={cards} descriptions={texts.techStack} hidden />
        </Track>
      </Viewport>
      <Controls>
        <SecondaryButton type="button" onClick={() => dispatch(techStripPauseToggled())}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? texts.techStrip.play : texts.techStrip.pause}
        </SecondaryButton>
      </Controls>
    </Section>
  );
}
