import type { Toast } from './uiSlice';
import { toastShown } from './uiSlice';

/** Contact and sign-in toasts: top-right, closing after 5 s (SPEC §2, §9). */
export const FLOW_TOAST_MS = 5000;

type ToastSpec = Omit<Toast, 'id'>;

/** A toast of the sign-in, contact and resume flows. */
export function flowToast(kind: Toast['kind'], message: string) {
  const toast: ToastSpec = { kind, message, position: 'top-right', durationMs: FLOW_TOAST_MS };
  return toastShown(toast);
}

/** Messages of the error catalogue (SPEC §8) and the success toasts. */
export const MESSAGES = {
  authFailed: 'Authentication failed',
  authenticateFirst: 'Please authenticate first',
  limitReached: 'Submission limit reached. Please wait before sending another.',
  submissionFailed: 'Submission failed',
  genericError: 'There was an error processing your request. Please try again.',
  comingSoon: 'Coming Soon!',
  imposter: 'You are an imposter. Real devs fear the light!',
  nightOwl: 'Ahh, a fellow night owl',
  signedIn: 'Successfully authenticated!',
  messageSent: 'Your message has been sent successfully!',
  emptyMessage: 'Please write a message first.',
  messageTooLong: 'Your message is too long: please keep it under 200,000 characters.',
  signedOut: 'You are signed out.',
  resumeReady: 'Your resume is ready',
} as const;
