import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { finishRedirectSignIn, signInWithGoogle, signOut } from './authThunks';

export interface AuthProfile {
  /** Firebase uid; null when the view was restored from authUser before Firebase resumed. */
  uid: string | null;
  displayName: string;
  email: string;
  photoURL: string;
}

export type AuthStatus = 'idle' | 'signingIn' | 'signingOut';

/** "Delete my account": its confirming dialog, then the deletion under way. */
export type DeletionStep = 'closed' | 'confirming' | 'deleting';

/**
 * The type of the deleteAccount thunk (deleteAccount.ts). The slice follows it by this name,
 * so the flow's code stays in the contact section's chunk, out of the first view's.
 */
export const DELETE_ACCOUNT = 'auth/deleteAccount';

export interface AuthState {
  /** The signed-in e-mail, or null. Nothing reads it: the spec names it, for DevTools. */
  user: string | null;
  /** authUser's `value: true`. Nothing reads it: the spec names it, for DevTools. */
  value: boolean;
  IsAuthenticated: boolean;
  profile: AuthProfile | null;
  status: AuthStatus;
  deletion: DeletionStep;
}

export const initialAuthState: AuthState = {
  user: null,
  value: false,
  IsAuthenticated: false,
  profile: null,
  status: 'idle',
  deletion: 'closed',
};

function signedIn(state: AuthState, profile: AuthProfile) {
  state.user = profile.email;
  state.value = true;
  state.IsAuthenticated = true;
  state.profile = profile;
  state.status = 'idle';
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** On page load, the view signed in from authUser. */
    sessionRestored(state, action: PayloadAction<AuthProfile>) {
      signedIn(state, action.payload);
    },
    /** Firebase resumed its session for a view restored from authUser. */
    sessionResumed(state, action: PayloadAction<string>) {
      if (state.profile) state.profile.uid = action.payload;
    },
    /** authUser outlived the Firebase session: the visitor has to sign in again. */
    sessionLost: () => initialAuthState,
    /** Firebase signed this account out in another tab: this one follows. */
    signedOutElsewhere: () => initialAuthState,
    /** Another account signed in, in another tab: this one shows and sends as it. */
    accountSwitched(state, action: PayloadAction<AuthProfile>) {
      signedIn(state, action.payload);
    },
    /** "Delete my account" pressed: the confirming dialog opens. */
    deletionAsked(state) {
      if (state.IsAuthenticated && state.deletion === 'closed') state.deletion = 'confirming';
    },
    /** "Keep my account", Escape or the backdrop; not while the deletion is under way. */
    deletionCancelled(state) {
      if (state.deletion === 'confirming') state.deletion = 'closed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInWithGoogle.pending, (state) => {
        state.status = 'signingIn';
      })
      .addCase(signInWithGoogle.fulfilled, (state, action) => {
        signedIn(state, action.payload);
      })
      .addCase(signInWithGoogle.rejected, (state) => {
        state.status = 'idle';
      })
      .addCase(finishRedirectSignIn.fulfilled, (state, action) => {
        if (action.payload) signedIn(state, action.payload);
      })
      .addCase(signOut.pending, (state) => {
        state.status = 'signingOut';
      })
      .addCase(signOut.fulfilled, () => initialAuthState)
      .addMatcher(
        (action) => action.type === `${DELETE_ACCOUNT}/pending`,
        (state) => {
          state.deletion = 'deleting';
        },
      )
      .addMatcher(
        (action) => action.type === `${DELETE_ACCOUNT}/fulfilled`,
        () => initialAuthState,
      )
      .addMatcher(
        (action) => action.type === `${DELETE_ACCOUNT}/rejected`,
        (state) => {
          state.deletion = 'closed';
        },
      );
  },
  selectors: {
    selectIsAuthenticated: (auth) => auth.IsAuthenticated,
    /** The signed-in account's profile, or null when signed out. */
    selectSignedInProfile: (auth) => (auth.IsAuthenticated ? auth.profile : null),
    /** The profile on show, whether or not Firebase has confirmed it yet. */
    selectShownProfile: (auth) => auth.profile,
    selectSigningIn: (auth) => auth.status === 'signingIn',
    selectSigningOut: (auth) => auth.status === 'signingOut',
    selectDeletion: (auth) => auth.deletion,
  },
});

export const {
  sessionRestored,
  sessionResumed,
  sessionLost,
  signedOutElsewhere,
  accountSwitched,
  deletionAsked,
  deletionCancelled,
} = authSlice.actions;

export const {
  selectIsAuthenticated,
  selectSignedInProfile,
  selectShownProfile,
  selectSigningIn,
  selectSigningOut,
  selectDeletion,
} = authSlice.selectors;
