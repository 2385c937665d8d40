import type { NotifierPort } from '../features/ports';

const loadToast = () => import(/* webpackChunkName: "toasts" */ 'react-hot-toast');

/** Hands toasts recorded in the state to react-hot-toast, loaded with the first one. */
export const hotToastNotifier: NotifierPort = {
  show({ id, kind, message, position, durationMs }) {
    const options = { id, position, duration: durationMs };
    void loadToast().then(({ default: toast }) => {
      switch (kind) {
        case 'success':
          toast.success(message, options);
          break;
        case 'error':
          toast.error(message, options);
          break;
        case 'warning':
          toast(message, { ...options, icon: '⚠️' });
          break;
        case 'blank':
          toast(message, options);
          break;
      }
    });
  },
};
