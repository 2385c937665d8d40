import type { PageCatalogue } from '../../content/catalogue';
import type { AppThunk } from '../createAppThunk';
import type { MessageId, ToastShown, ToastText } from './uiSlice';
import { toastShown } from './uiSlice';

/** Contact and sign-in toasts: top-right, closing after 5 s (behaviour.md §2, §9). */
export const FLOW_TOAST_MS = 5000;

/** A toast as a flow asks for it: which words (and which link label), not the words. */
export type ToastRequest = ToastText &
  Omit<ToastShown, 'message' | 'link'> & {
    link?: { href: string; labelId: MessageId };
  };

/** The words of a toast in the catalogue's language. */
export function toastText(texts: PageCatalogue, text: ToastText): string {
  return text.messageId === 'themeDialogReply'
    ? texts.themeDialog.replies[text.values.index]
    : texts.messages[text.messageId];
}

/**
 * Records a toast in the page's language (the `texts` port): the action carries the message
 * id and its values, which DevTools and tests read the same in any language, and the words
 * shown.
 */
export function showToast({ link, ...request }: ToastRequest): AppThunk {
  return (dispatch, _getState, { texts }) => {
    dispatch(
      toastShown({
        ...request,
        message: toastText(texts, request),
        ...(link && {
          link: {
            ...link,
            label: texts.messages[link.labelId],
            dismissLabel: texts.messages.dismiss,
          },
        }),
      }),
    );
  };
}

/** A toast of the sign-in, contact and resume flows. */
export function flowToast(kind: ToastShown['kind'], messageId: MessageId): AppThunk {
  return showToast({ kind, messageId, position: 'top-right', durationMs: FLOW_TOAST_MS });
}
