import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../rootReducer';

export type ToastKind = 'success' | 'error' | 'warning' | 'blank';
export type ToastPosition = 'top-right' | 'top-center';

/** A link the toast offers after its message, opening in a new tab. */
export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  position: ToastPosition;
  /** null: the toast stays until the visitor dismisses it or follows its link. */
  durationMs: number | null;
  link?: ToastLink;
}

/** Sections a button can scroll to; each is the id of its element on the page. */
export type SectionId = 'projects' | 'contact';

/** The top bar gains its shadow once the page is scrolled more than this. */
export const SCROLL_SHADOW_THRESHOLD_PX = 10;

/** How many recent toasts the state keeps, for DevTools and tests. */
const TOAST_HISTORY_LIMIT = 20;

export interface UiState {
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
}

export const initialUiState: UiState = {
  aboutOpen: false,
  mobileMenuOpen: false,
  scrolled: false,
  toasts: [],
  resumePending: false,
  techStripPaused: false,
  reducedMotion: false,
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
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { id: nanoid(), ...toast } };
      },
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
  aboutOpened,
  aboutClosed,
  mobileMenuOpened,
  mobileMenuClosed,
  scrollShadowChanged,
  techStripPauseToggled,
  reducedMotionChanged,
  resumeRequestStarted,
  resumeRequestEnded,
} = uiSlice.actions;

export const selectUi = (state: RootState) => state.ui;
export const selectAboutOpen = (state: RootState) => state.ui.aboutOpen;
export const selectMobileMenuOpen = (state: RootState) => state.ui.mobileMenuOpen;
export const selectScrolled = (state: RootState) => state.ui.scrolled;
export const selectToasts = (state: RootState) => state.ui.toasts;
export const selectResumePending = (state: RootState) => state.ui.resumePending;
/** The tech strip moves unless paused by the visitor or reduced motion is asked for. */
export const selectTechStripMoving = (state: RootState) =>
  !state.ui.techStripPaused && !state.ui.reducedMotion;
