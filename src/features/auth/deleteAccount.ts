import { messageChanged } from '../contactForm/contactFormSlice';
import { createAppThunk } from '../createAppThunk';
import { flowToast } from '../ui/toasts';
import { DELETE_ACCOUNT, selectDeletion, sessionLost } from './authSlice';

/**
 * "Delete my account", confirmed in its dialog: the profile users/{uid}, then the Firebase
 * account (after a fresh Google sign-in when Firebase asks for one), then what this browser
 * keeps of the visitor (authUser, the draft). Sent messages and the limits record stay: the
 * limit is not reset by deleting (the privacy notice says so). Imported only by the contact
 * section, so it loads with that section's chunk.
 */
export const deleteAccount = createAppThunk(
  DELETE_ACCOUNT,
  async (_: void, { dispatch, extra, rejectWithValue }) => {
    const user = await extra.auth.currentUser().catch(() => null);
    if (!user) {
      // The view outlived the Firebase session: nothing can be deleted without a sign-in.
      extra.sessionStore.clear();
      dispatch(sessionLost());
      dispatch(flowToast('error', 'authenticateFirst'));
      return rejectWithValue('signed-out');
    }
    try {
      // The profile first: once the account is gone, its token no longer opens Firestore.
      await extra.account.deleteProfile(user.uid);
      if ((await extra.account.deleteSignedInAccount()) === 'recent-sign-in-required') {
        await extra.account.reauthenticate();
        if ((await extra.account.deleteSignedInAccount()) !== 'deleted') {
          throw new Error('Firebase still asks for a recent sign-in.');
        }
      }
    } catch (error) {
      console.warn('Deleting the account failed; the visitor stays signed in.', error);
      dispatch(flowToast('error', 'accountNotDeleted'));
      return rejectWithValue('failed');
    }
    extra.sessionStore.clear();
    dispatch(messageChanged(''));
    dispatch(flowToast('success', 'accountDeleted'));
  },
  { condition: (_, { getState }) => selectDeletion(getState()) === 'confirming' },
);
