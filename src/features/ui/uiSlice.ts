import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { languageOf, pagePath } from '../../content/languages';
import type { Catalogue } from '../../content/locales/en';
import { owner } from '../../content/owner';
import type { RootState } from '../rootReducer';

export type ToastKind = 'success' | 'error' | 'warning' | 'blank';
export type ToastPosition = 'top-right' | 'top-center';

/** A key of the catalogue's `messages` (src/content/locales/en.ts). */
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

/** The parts of the page a visitor can be reading, by the id of their element. */
export const PAGE_SECTIONS = ['top', 'projects', 'tech-stack', 'journey', 'contact'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** The top bar gains its shadow once the page is scrolled more than this. */
export const SCROLL_SHADOW_THRESHOLD_PX = 10;

/** How many recent toasts the state keeps, for DevTools and tests. */
const TOAST_HISTORY_LIMIT = 20;

export interface UiState {
  /** The page's language (a code of owner.ts's `site.languages`), fixed for the page's life. */
  language: string;
  /** The part of the page in view: the language switch links to the same part. */
  sectionInView: PageSection;
  aboutOpen: boolean;
  mobileMenuOpen: boolean;
  /** Scrolled more than SCROLL_SHADOW_THRESHOLD_PX: the top bar shows its shadow. */
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

export const selectAboutOpen = (state: RootState) => state.ui.aboutOpen;
export const selectMobileMenuOpen = (state: RootState) => state.ui.mobileMenuOpen;
export const selectScrolled = (state: RootState) => state.ui.scrolled;
export const selectToasts = (state: RootState) => state.ui.toasts;
export const selectResumePending = (state: RootState) => state.ui.resumePending;
/** The tech strip moves unless paused by the visitor or reduced motion is asked for. */
export const selectTechStripMoving = (state: RootState) =>
  !state.ui.techStripPaused && !state.ui.reducedMotion;

export const selectLanguage = (state: RootState) => state.ui.language;
/** The locale of the page's dates and numbers, e.g. 'en-IN'. */
export const selectLocale = (state: RootState) => languageOf(owner.site, state.ui.language).locale;

/** Where the language switch goes: the same part of the page, in that language. */
export function languageHref(code: string, section: PageSection): string {
  const path = pagePath(owner.site, code);
  return section === 'top' ? path : `${path}#${section}`;
}

export const selectSectionInView = (state: RootState) => state.ui.sectionInView;

export const selectReloadOffered = (state: RootState) => state.ui.reloadOffered;
/** This page's address without its section: following it loads the page again. */
export const selectPageHref = (state: RootState) => pagePath(owner.site, state.ui.language);

/** The page's other languages, each with its name in its own script and its link. */
export function languageLinks(language: string, section: PageSection) {
  return owner.site.languages
    .filter((other) => other.code !== language)
    .map((other) => ({ ...other, href: languageHref(other.code, section) }));
}
