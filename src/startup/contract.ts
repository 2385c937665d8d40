/**
 * Start-up: what runs before React owns the page, and the contract between it and the app.
 *
 * The build compiles the entries of this folder into inline scripts (scripts/build/
 * startupScripts.ts; the CSP hashes are computed from what is inlined). The pages carry two:
 *  - inline/head.ts, at the top of <head>, before anything paints: applies the stored theme
 *    (storedTheme.ts), holds back the screenshots below the fold (imagesWait.ts) and holds
 *    presses on the prerendered page until React owns their part of it (earlyInput.ts), except
 *    those it answers itself: the first screen's overlays open and close, and its 'Latest
 *    Works' and 'Contact' scroll, from the prerendered page (firstScreenAnswers.ts);
 *  - inline/loader.ts, at the end of <body> (production only): adds the page's scripts once
 *    its first frame is on screen (deferredScripts.ts), then lays out the first screen's
 *    closed dialogs and the sections below the fold once, hidden, so that opening one or
 *    scrolling to one later does not (layoutAhead.ts).
 * The build's other documents (posts, the blog, the privacy notice, the resume page, the 404
 * pages) carry inline/theme.ts, the stored theme, and the documents' script file
 * (src/documents/), which reads and writes it with storedTheme.ts too.
 *
 * The app keeps its side of the contract through these names:
 *  - <html data-theme="dark|light">: the head script sets it from the stored theme, before the
 *    first paint; App keeps it in step with the store. Both read the stored theme with the one
 *    parser in storedTheme.ts, and the store starts from the same value, so nothing flashes.
 *  - HYDRATED_ATTRIBUTE on <html> ("true"): React owns the top bar and hero (App sets it). On a
 *    LAZY_SECTION_ATTRIBUTE slot ("" or "failed"): React owns that section, or its chunk
 *    never came (lazySections.tsx). Either way the presses held in it are replayed or let go.
 *  - INPUT_PENDING_ATTRIBUTE (and aria-busy="true") on a button: a press on it is held. Start-up
 *    steps do not yield to the browser while one is (src/index.tsx), and a lazy section with
 *    one loads at once.
 *  - EARLY_INPUT_EVENT, bubbling from a held button: a lazy section's slot listens for it, to
 *    load its chunk without waiting to be scrolled near.
 *  - IMAGES_WAIT_ATTRIBUTE on <html>: the lazy screenshots stay hidden (globalCss.ts) until
 *    the page's script has arrived.
 *  - RESTORED_VISIT_ATTRIBUTE on <html>: the page was reloaded or returned to through history,
 *    so the browser restores its scroll offset; the sections below the fold are laid out at
 *    their real size from the start (firstViewCss.ts).
 *  - OVERLAY_ATTRIBUTE on a prerendered <dialog> (About Me, the phone menu, the theme dialog's
 *    first question), OPENS_ATTRIBUTE on the button that opens one, CLOSES_ATTRIBUTE on its
 *    close control, THEME_TOGGLE_ATTRIBUTE on the theme toggle, SCROLLS_TO_ATTRIBUTE (a section
 *    id) on 'Latest Works' and 'Contact': until React owns the page, the start-up code answers
 *    these presses itself and writes what it did, as EarlyAnswer names, to
 *    window[EARLY_ANSWERS_KEY]. The app hands them to the store before it hydrates
 *    (app/earlyAnswers.ts), so React renders what is on screen and DevTools shows each action.
 *  - PREPARING_ATTRIBUTE for one forced layout inside a task (layoutAhead.ts), never seen by a
 *    frame or by React: "" on the part laid out, PREPARING_AROUND on the elements around it,
 *    a closed overlay <dialog> or a section below the fold, whose other parts are then not
 *    laid out (ModalDialog.styles.ts, firstViewCss.ts).
 *  - OPENING_ATTRIBUTE on a <dialog> from the press that opens it until showModal() turns the
 *    page behind inert, in a task after the frame that draws it: "" until that frame, then
 *    OPENING_SHOWN, drawn as it will be once open, over the page (dialogFocus.ts,
 *    ModalDialog.styles.ts).
 *  - The JSON block with id DEFERRED_SCRIPTS_ID: the scripts the loader adds, in order
 *    (scripts/prerender/injectPrerender.ts writes it).
 *
 * Nothing here may import from outside this folder or any package: each entry is inlined
 * whole into every page, so it must stay small (ESLint holds the rule).
 */

/**
 * The top bar gains its shadow once the page is scrolled more than this: the home page's
 * (components/TopBar.tsx) and every document's (src/documents/topBarShadow.ts).
 */
export const SCROLL_SHADOW_THRESHOLD_PX = 10;
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const LAZY_SECTION_ATTRIBUTE = 'data-lazy-section';
export const INPUT_PENDING_ATTRIBUTE = 'data-input-pending';
export const EARLY_INPUT_EVENT = 'earlyinput';
export const IMAGES_WAIT_ATTRIBUTE = 'data-images-wait';
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';
export const OVERLAY_ATTRIBUTE = 'data-overlay';
export const PREPARING_ATTRIBUTE = 'data-preparing';
export const PREPARING_AROUND = 'around';
export const OPENING_ATTRIBUTE = 'data-opening';
export const OPENING_SHOWN = 'shown';
export const OPENS_ATTRIBUTE = 'data-opens';
export const CLOSES_ATTRIBUTE = 'data-closes';
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
export const SCROLLS_TO_ATTRIBUTE = 'data-scrolls-to';
export const EARLY_ANSWERS_KEY = '__earlyAnswers';
export const RESTORED_VISIT_ATTRIBUTE = 'data-restored-visit';

/** The first screen's overlays, as OVERLAY_ATTRIBUTE names them. */
export type OverlayName = 'about' | 'menu' | 'theme-question';

/** The sections a first-screen button scrolls to, as SCROLLS_TO_ATTRIBUTE names them. */
export type ScrollTarget = 'projects' | 'contact';

/**
 * What the start-up code did for the visitor before React owned the page, one name per press
 * the app would have handled: About Me and the phone menu opened or closed, the theme toggle
 * pressed (light goes dark at once; dark opens the first question), that question dismissed
 * without an answer, the page scrolled to a section ('Latest Works', 'Contact').
 */
export type EarlyAnswer =
  | 'aboutOpened'
  | 'aboutClosed'
  | 'menuOpened'
  | 'menuClosed'
  | 'themeToggleClicked'
  | 'themeQuestionDismissed'
  | 'scrolledToProjects'
  | 'scrolledToContact';

/** window[EARLY_ANSWERS_KEY]: the answers so far, then, once the app listens, each as it comes. */
export interface EarlyAnswers {
  answered: EarlyAnswer[];
  receive: ((answer: EarlyAnswer) => void) | null;
}
