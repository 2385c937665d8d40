import { OVERLAY_ATTRIBUTE, PREPARING_ATTRIBUTE } from './contract';

/**
 * Lays out the first screen's closed dialogs once, hidden, a part of a panel at a time, each
 * part in an idle moment of its own (a task where the browser has no requestIdleCallback),
 * while the page waits for its script. A closed <dialog> takes no part in style or layout, so
 * the first time one opens the browser resolves the fonts it shows that the page has not (a
 * heading's size, the slogan's italic, the skills' monospace: each a synchronous request to
 * the browser process on Linux) and shapes its text, in the very task that answers the tap;
 * afterwards those fonts and words are cached for the page. At 4x, About Me opened by React
 * on an idle page took a 63 ms task (54-77 over 5 loads), 12 font requests among it, and 42
 * (36-51) once prepared. Prepared whole, About Me was a task of 7-41 ms, up to 88 on a busy
 * machine: a part at a time (its header, its bio, each list) keeps each one short. The dialog is
 * hidden and out of the flow for a forced layout inside one task, the rest of its panel not
 * displayed, so nothing is painted, moved or announced.
 */
export function prepareOverlays(doc: Document): void {
  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}]`)];
  const pieces = dialogs.flatMap(
    (dialog): { dialog: HTMLDialogElement; part: Element | null }[] => {
      const parts = [...(dialog.firstElementChild?.children ?? [])];
      return parts.length > 0 ? parts.map((part) => ({ dialog, part })) : [{ dialog, part: null }];
    },
  );
  const prepareNext = () => {
    const piece = pieces.shift();
    if (!piece) return;
    const { dialog, part } = piece;
    if (!dialog.open) {
      dialog.setAttribute(PREPARING_ATTRIBUTE, '');
      part?.setAttribute(PREPARING_ATTRIBUTE, '');
      dialog.getBoundingClientRect();
      part?.removeAttribute(PREPARING_ATTRIBUTE);
      dialog.removeAttribute(PREPARING_ATTRIBUTE);
    }
    whenIdle(prepareNext);
  };
  whenIdle(prepareNext);
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run);
}
