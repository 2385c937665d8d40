import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addAccountWatch } from '../features/auth/accountWatch';
import { addDraftKeeper } from '../features/contactForm/draftKeeper';
import type { Services } from '../features/ports';
import { addSubmissionWindowWatch } from '../features/rateLimit/windowWatch';
import type { AppDispatch, RootState } from '../features/rootReducer';
import { addToastNotifier } from '../features/ui/toastListener';

/**
 * Every "when this happens, do that" of the page, in one place: each listener lives in its
 * feature's folder and reaches the world only through the ports (`extra`).
 */
export function makeListeners(services: Services) {
  const listeners = createListenerMiddleware({ extra: services });
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch, Services>();
  addToastNotifier(startListening);
  addDraftKeeper(startListening);
  addSubmissionWindowWatch(startListening);
  addAccountWatch(startListening);
  return listeners.middleware;
}
