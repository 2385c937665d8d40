import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import {
  EARLY_INPUT_EVENT,
  HYDRATED_ATTRIBUTE,
  INPUT_PENDING_ATTRIBUTE,
  LAZY_SECTION_ATTRIBUTE,
} from '../startup/contract';
import { nextTask } from '../app/scheduling';
import { pageKinds } from '../sections/kinds.generated';

/**
 * The one place that decides what is lazy: the sections below the fold (each section kind,
 * src/sections/<kind>/, and the footer) are chunks of their own. In the browser each keeps its prerendered HTML (a dehydrated Suspense boundary) until
 * it comes near the viewport or a button in it is pressed (the start-up code says so with an
 * EARLY_INPUT_EVENT, src/startup/contract.ts); then its chunk loads and React hydrates it.
 * A section with nothing in it that answers a visitor (text and links: the journey, the
 * writing, the footer) keeps its prerendered HTML for good: hydrating it would fetch and run
 * its chunk for no change a visitor could see. The top bar and hero hydrate without waiting
 * for any of them.
 */

type SectionModule = { default: ComponentType };

/** Hydrating starts this far before a section scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '25% 0px';

const loaders: (() => Promise<void>)[] = [];

/**
 * The sections' style engine, evaluated in a task of its own before the first section's
 * module: the two together were one task of 29-45 ms at 4x. Only its default export is named
 * here, so the chunk keeps only what the sections import (all of it was 2.2 KB more gzip).
 */
let styleEngine: Promise<void> | null = null;
const styleEngineFirst = () =>
  (styleEngine ??= import(/* webpackExports: ["default"] */ 'styled-components').then(() =>
    nextTask(),
  ));

const slotOf = (name: string) => document.querySelector(`[${LAZY_SECTION_ATTRIBUTE}="${name}"]`);

/** Marks the section's slot hydrated: the start-up code replays held presses then. */
function markedHydrated(name: string, Section: ComponentType): SectionModule {
  function Hydrated() {
    useEffect(() => {
      slotOf(name)?.setAttribute(HYDRATED_ATTRIBUTE, '');
    }, []);
    return <Section />;
  }
  return { default: Hydrated };
}

/**
 * A thenable that answers at once: React.lazy then renders without suspending, which the
 * build-time render (renderToString) needs to write the section's full HTML.
 */
const settled = (module: SectionModule) =>
  ({
    then: (resolve: (value: SectionModule) => void) => resolve(module),
  }) as PromiseLike<SectionModule> as Promise<SectionModule>;

/** Opens `open` once the slot's section is near the viewport or a press in it is held. */
function watchSlot(slot: HTMLElement, open: () => void): () => void {
  const section = slot.firstElementChild;
  if (
    !section ||
    typeof IntersectionObserver !== 'function' ||
    slot.querySelector(`[${INPUT_PENDING_ATTRIBUTE}]`)
  ) {
    open();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(section);
  slot.addEventListener(EARLY_INPUT_EVENT, open);
  return () => {
    observer.disconnect();
    slot.removeEventListener(EARLY_INPUT_EVENT, open);
  };
}

/**
 * `answers`: whether anything in the section answers a visitor. One that does not is hydrated
 * only where it has no prerendered HTML (the dev server's first render).
 */
function lazySection(
  name: string,
  load: () => Promise<ComponentType>,
  { answers = true }: { answers?: boolean } = {},
): ComponentType {
  let loaded: SectionModule | null = null;
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const loadNow = async () => {
    await styleEngineFirst();
    loaded ??= markedHydrated(name, await load());
    return loaded;
  };
  loaders.push(async () => {
    await loadNow();
  });
  const Section = lazy(() =>
    loaded
      ? settled(loaded)
      : gate.then(loadNow).catch((error: unknown) => {
          // The chunk did not arrive (offline?): the section stays as prerendered, and the
          // presses held in it are let go so the ones after them are not held up.
          console.warn(`The ${name} section did not load; it stays as prerendered.`, error);
          slotOf(name)?.setAttribute(HYDRATED_ATTRIBUTE, 'failed');
          return new Promise<SectionModule>(() => undefined);
        }),
  );

  // memo: App re-renders (e.g. on a theme change) must never reach a dehydrated boundary,
  // or React would give up its server HTML and render it again on the client.
  return memo(function LazySection() {
    const slot = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = slot.current;
      if (!element || (!answers && element.firstElementChild)) return;
      return watchSlot(element, openGate);
    }, []);
    return (
      // Rendered by App, so it is hydrated with the top bar; it adds no box (firstViewCss.ts).
      <div className="section-slot" ref={slot} {...{ [LAZY_SECTION_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  });
}

/** Each section kind's slot (src/sections/<kind>/), by its id, in a chunk named after it. */
export const lazyKinds: Record<string, ComponentType> = Object.fromEntries(
  pageKinds.map(({ id, load, answers }) => [id, lazySection(id, load, { answers })]),
);

export const LazyFooter = lazySection(
  'footer',
  () =>
    import(/* webpackChunkName: "footer" */ './sections/Footer').then((module) => module.Footer),
  { answers: false },
);

/**
 * Loads every lazy section now, so later renders do not suspend: the build-time render
 * (which must write their full HTML) and tests that render the whole page at once.
 */
export async function loadAllSections(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
