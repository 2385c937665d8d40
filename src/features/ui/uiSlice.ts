import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { languageOf, pagePath } from '../../content/languages';
import type { Catalogue } from '../../content/catalogue';
import { owner } from '../../content/settings';
import type { OwnerContent } from '../../content/types';

export type ToastKind = 'success' | 'error' | 'warning' | 'blank';
export type ToastPosition = 'top-right' | 'top-center';

/** A key of the catalogue's `messages` (src/texts/en.ts). */
export type MessageId = keyof Catalogue['messages'];

/** Which words a toast shows, the same in every language: DevTools and tests read these. */
export type ToastText =
  | { messageId: MessageId; values?: undefined }
  | { messageId: 'themeDialogReply'; values: { index: number } };

/** A link the toast offers after its message, opening in a new tab, and its dismiss button. */
export interface ToastLink {
  href: string;
  labelId: MessageId;
  label: string;
  dismissLabel: string;
}

/** How a toast shows. */
export interface ToastShown {
  kind: ToastKind;
  /** The words shown, in the page's language (`ui.language`). */
  message: string;
  position: ToastPosition;
  /** null: the toast stays until the visitor dismisses it or follows its link. */
  durationMs: number | null;
  link?: ToastLink;
}

/** A toast before the store gives it an id. */
export type NewToast = ToastText & ToastShown;
export type Toast = NewToast & { id: string };

/** Sections a button can scroll to; each is the id of its element on the page. */
export type SectionId = 'projects' | 'contact';

/**
 * The parts of the page a visitor can be reading, by the id of their element, top to bottom:
 * the hero, then the sections the owner shows (site.yaml's `sections`, src/sections/).
 */
export type PageSection = 'top' | OwnerContent['sections'][number];
export const PAGE_SECTIONS: readonly PageSection[] = ['top', ...owner.sections];

/** How many recent toasts the state keeps, for DevTools and tests. */
const TOAST_HISTORY_LIMIT = 20;

export interface UiState {
  /** The page's language (a code of site.yaml's `site.languages`), fixed for the page's life. */
  language: string;
  /** The part of the page in view: the language switch links to the same part. */
  sectionInView: PageSection;
  aboutOpen: boolean;
  mobileMenuOpen: boolean;
  /** Scrolled more than SCROLL_SHADOW_THRESHOLD_PX (startup/contract.ts): the bar's shadow. */
  scrolled: boolean;
  /** Most recent last. */
  toasts: Toast[];
  /** A resume request is waiting out its delay. */
  resumePending: boolean;
  techStripPaused: boolean;
  /** The visitor's prefers-reduced-motion setting. */
  reducedMotion: boolean;
  /** A script chunk could not be loaded (the site was deployed again): a reload is offered. */
  reloadOffered: boolean;
}

export const initialUiState: UiState = {
  language: owner.site.defaultLanguage,
  sectionInView: 'top',
  aboutOpen: false,
  mobileMenuOpen: false,
  scrolled: false,
  toasts: [],
  resumePending: false,
  techStripPaused: false,
  reducedMotion: false,
  reloadOffered: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > TOAST_HISTORY_LIMIT) state.toasts.shift();
      },
      prepare(toast: NewToast) {
        return { payload: { id: nanoid(), ...toast } };
      },
    },
    /** A script chunk did not load, even again: the page offers a reload (ReloadOffer). */
    reloadOffered(state) {
      state.reloadOffered = true;
    },
    aboutOpened(state) {
      state.aboutOpen = true;
    },
    aboutClosed(state) {
      state.aboutOpen = false;
    },
    mobileMenuOpened(state) {
      state.mobileMenuOpen = true;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    scrollShadowChanged(state, action: PayloadAction<boolean>) {
      state.scrolled = action.payload;
    },
    sectionInViewChanged(state, action: PayloadAction<PageSection>) {
      state.sectionInView = action.payload;
    },
    techStripPauseToggled(state) {
      state.techStripPaused = !state.techStripPaused;
    },
    reducedMotionChanged(state, action: PayloadAction<boolean>) {
      state.reducedMotion = action.payload;
    },
    resumeRequestStarted(state) {
      state.resumePending = true;
    },
    resumeRequestEnded(state) {
      state.resumePending = false;
    },
  },
  selectors: {
    selectAboutOpen: (ui) => ui.aboutOpen,
    selectMobileMenuOpen: (ui) => ui.mobileMenuOpen,
    selectScrolled: (ui) => ui.scrolled,
    selectHasToasts: (ui) => ui.toasts.length > 0,
    selectResumePending: (ui) => ui.resumePending,
    selectTechStripPaused: (ui) => ui.techStripPaused,
    selectReducedMotion: (ui) => ui.reducedMotion,
    /** The tech strip moves unless paused by the visitor or reduced motion is asked for. */
    selectTechStripMoving: (ui) => !ui.techStripPaused && !ui.reducedMotion,
    selectLanguage: (ui) => ui.language,
    /** The locale of the page's dates and numbers, e.g. 'en-IN'. */
    selectLocale: (ui) => languageOf(owner.site, ui.language).locale,
    selectSectionInView: (ui) => ui.sectionInView,
    selectReloadOffered: (ui) => ui.reloadOffered,
    /** This page's address without its section: following it loads the page again. */
    selectPageHref: (ui) => pagePath(owner.site, ui.language),
  },
});

export const {
  toastShown,
  reloadOffered,
  aboutOpened,
  aboutClosed,
  mobileMenuOpened,
  mobileMenuClosed,
  scrollShadowChanged,
  sectionInViewChanged,
  techStripPauseToggled,
  reducedMotionChanged,
  resumeRequestStarted,
  resumeRequestEnded,
} = uiSlice.actions;

export const {
  selectAboutOpen,
  selectMobileMenuOpen,
  selectScrolled,
  selectHasToasts,
  selectResumePending,
  selectTechStripPaused,
  selectReducedMotion,
  selectTechStripMoving,
  selectLanguage,
  selectLocale,
  selectSectionInView,
  selectReloadOffered,
  selectPageHref,
} = uiSlice.selectors;
