import toast from 'react-hot-toast';
import type { Toast, ToastLink } from '../features/ui/uiSlice';
import { palettes } from '../styles/theme';

/** react-hot-toast draws every toast white in both themes: the light palette's link colour fits. */
const LINK_STYLE = { color: palettes.light.accent, fontWeight: 600 } as const;
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: '0.5rem' } as const;
const DISMISS_STYLE = {
  flex: 'none',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 0,
  borderRadius: '0.25rem',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
} as const;

interface LinkToastProps {
  message: string;
  link: ToastLink;
  dismiss: () => void;
}

/** A message with a link after it and a button to dismiss it: following the link dismisses too. */
function LinkToast({ message, link, dismiss }: LinkToastProps) {
  return (
    <span style={ROW_STYLE}>
      <span>
        {message}:{' '}
        <a href={link.href} target="_blank" rel="noopener" onClick={dismiss} style={LINK_STYLE}>
          {link.label}
        </a>
      </span>
      <button type="button" aria-label={link.dismissLabel} onClick={dismiss} style={DISMISS_STYLE}>
        ×
      </button>
    </span>
  );
}

/** Shows one recorded toast with react-hot-toast (this module is the "toasts" chunk). */
export function showToast({ id, kind, message, position, durationMs, link }: Toast) {
  const options = { id, position, duration: durationMs ?? Infinity };
  const content = link
    ? () => <LinkToast message={message} link={link} dismiss={() => toast.dismiss(id)} />
    : message;
  switch (kind) {
    case 'success':
      toast.success(content, options);
      break;
    case 'error':
      toast.error(content, options);
      break;
    case 'warning':
      toast(content, { ...options, icon: '⚠️' });
      break;
    case 'blank':
      toast(content, options);
      break;
  }
}
