/**
 * The documents' toasts: a line in the page's live region (TOASTS_ID, role="status", written
 * by the page shell before any toast, so a screen reader follows it from the start), at the top
 * of the screen where the toast asks, gone after its time. An error is an alert. What the home
 * page draws with react-hot-toast, without it.
 */

export interface DocumentToast {
  kind: 'error' | 'blank';
  message: string;
  position: 'top-center' | 'top-right';
  durationMs: number;
}

export function showToast(region: HTMLElement, toast: DocumentToast): void {
  const line = region.ownerDocument.createElement('p');
  line.className = `toast toast--${toast.kind}`;
  line.dataset.position = toast.position;
  if (toast.kind === 'error') line.setAttribute('role', 'alert');
  line.textContent = toast.message;
  region.append(line);
  window.setTimeout(() => line.remove(), toast.durationMs);
}
