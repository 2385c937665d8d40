import type { AppStartListening } from '../createAppThunk';
import { toastShown } from './uiSlice';

/** Every recorded toast goes to the notifier once the reducers have seen it. */
export function addToastNotifier(startListening: AppStartListening) {
  startListening({
    actionCreator: toastShown,
    effect: (action, { extra }) => extra.notifier.show(action.payload),
  });
}
