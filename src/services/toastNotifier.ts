import toast from 'react-hot-toast';
import type { NotifierPort } from '../features/ports';

/** Hands toasts recorded in the state to react-hot-toast. */
export const hotToastNotifier: NotifierPort = {
  show({ id, kind, message, position, durationMs }) {
    const options = { id, position, duration: durationMs };
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
  },
};
