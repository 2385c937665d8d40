import type { NotifierPort } from '../features/ports';

/**
 * Hands toasts recorded in the state to react-hot-toast. It and the toast views load with
 * the first toast, in their own chunk; toasts still show in the order they were recorded.
 */
export const hotToastNotifier: NotifierPort = {
  show(toast) {
    void import(/* webpackChunkName: "toasts" */ './hotToasts').then(({ showToast }) =>
      showToast(toast),
    );
  },
};
