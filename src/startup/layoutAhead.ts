import {
  LAZY_SECTION_ATTRIBUTE,
  OVERLAY_ATTRIBUTE,
  PREPARING_AROUND,
  PREPARING_ATTRIBUTE,
  RESTORED_VISIT_ATTRIBUTE,
} from './contract';
import { isShown } from './dialogFocus';

/**
 * What the page lays out once ahead, hidden, a piece at a time, in idle moments (as many pieces
 * as one has room for; a task each where the browser has no requestIdleCallback), while the
 * page waits for its script: first the first screen's closed dialogs, then the sections below
 * the fold. A piece is a part of a panel or a section, or where that part is a list or holds
 * many elements, each of its children in turn (piecesOf).
 *
 * A closed <dialog> takes no part in style or layout, so the first time one opens the browser
 * resolves the fonts it shows that the page has not (a heading's size, the slogan's italic, the
 * skills' monospace: each a synchronous request to the browser process on Linux) and shapes its
 * text, in the very task that answers the tap; afterwards those fonts and words are cached for
 * the page. At 4x, About Me opened by React on an idle page took a 63 ms task (54-77 over 5
 * loads), 12 font requests among it, and 42 (36-51) once prepared. Prepared whole, About Me was
 * a task of 7-41 ms, up to 88 on a busy machine: a part at a time (its header, its bio, each
 * list) keeps each one short. The dialog is hidden and out of the flow for a forced layout
 * inside one task, the rest of its panel not displayed, so nothing is painted, moved or
 * announced (ModalDialog.styles.ts).
 *
 * The sections below the fold skip style and layout while off screen (firstViewCss.ts), so a
 * tap on 'Contact' paid for all of them in its scroll's frames: 50-56 ms of layout at 4x, the
 * frame a long task in 5 of 14 over three bench runs. Laid out ahead, the browser keeps their
 * boxes while it skips them again. A section laid out whole was itself a task of 48-58 ms in 3
 * of 36 loads, so each is laid out a part at a time too: a heading, a list item, a link; then
 * the section whole, from the parts' cached boxes.
 */
export function layOutAhead(doc: Document): void {
  // Found as they are laid out: all at once, in the first idle moment, finding them took 3-16 ms
  // at 4x on /hi/ before its first piece (up to 32 ms), and made that moment a long task.
  let pieces: Iterator<Piece> | undefined;
  const layOutSome = (idle?: IdleDeadline) => {
    pieces ??= allPieces(doc);
    do {
      const piece = pieces.next();
      if (piece.done) return;
      if (!piece.value.skip?.()) layOutMarked(piece.value.marks);
    } while (idle !== undefined && idle.timeRemaining() > IDLE_MS_LEFT_FOR_ANOTHER_PIECE);
    whenIdle(layOutSome);
  };
  whenIdle(layOutSome);
}

/**
 * An idle moment lays out pieces while this much of it is left. A piece took up to 15 ms at 4x
 * on 2026-11-28's slow machine, so a task stays within 50 - 30 + 15 ms, with room for a piece
 * that also lays out what the page had pending (a task of 51 ms, 45 of it forced layout, with
 * 20 ms left for another piece). Where the page is drawing frames (the hero's physics), a
 * moment is what a frame leaves, and holds one piece.
 */
const IDLE_MS_LEFT_FOR_ANOTHER_PIECE = 30;

/** One forced layout: the elements it marks, outermost first; the last is the part laid out. */
type Piece = { marks: Element[]; skip?: () => boolean };

function* allPieces(doc: Document): Generator<Piece> {
  yield* overlayPieces(doc);
  yield* sectionPieces(doc);
}

function* overlayPieces(doc: Document): Generator<Piece> {
  for (const dialog of doc.querySelectorAll<HTMLDialogElement>(`dialog[${OVERLAY_ATTRIBUTE}]`)) {
    const parts = [...(dialog.firstElementChild?.children ?? [])];
    // On its way from the press on, drawn from the next frame before it is open (openModal).
    const skip = () => isShown(dialog);
    if (parts.length === 0) yield { marks: [dialog], skip };
    for (const part of parts) {
      for (const marks of piecesOf([dialog], part)) yield { marks, skip };
    }
  }
}

/**
 * Not Projects, which is laid out with the first paint, nor on a restored visit (all are), nor
 * a section the visitor has scrolled near or past: the browser lays that one out itself, and
 * parts of it hidden would move what the visitor is reading. The section keeps its size while
 * its parts are laid out (firstViewCss.ts), so nothing around it moves either.
 */
function* sectionPieces(doc: Document): Generator<Piece> {
  if (doc.documentElement.hasAttribute(RESTORED_VISIT_ATTRIBUTE)) return;
  const sections = doc.querySelectorAll(
    `[${LAZY_SECTION_ATTRIBUTE}]:not([${LAZY_SECTION_ATTRIBUTE}='projects']) > *`,
  );
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  for (const section of sections) {
    const skip = () => section.getBoundingClientRect().top < 2 * viewportHeight;
    for (const part of [...section.children]) {
      for (const marks of piecesOf([section], part)) yield { marks, skip };
    }
    yield { marks: [section], skip };
  }
}

/**
 * The most elements a piece holds unless it has nothing smaller to split into. The tech strip
 * (its track, two lists of nine items, 111 elements) laid out whole took 19-80 ms at 4x on
 * 2026-11-28's slow machine; one item at a time, a few ms each.
 */
const MOST_ELEMENTS_IN_A_PIECE = 16;

/**
 * The marks of each piece a part is laid out in, with the elements around it: the part whole,
 * or, when it is a list of several items or holds more elements than a piece should, each of
 * its children in turn, split the same way. None for such a part whose contents the browser
 * skips on its own until they come on screen (the tech strip's copy): a piece inside it lays out
 * nothing, yet takes an idle moment's turn, and the section's last piece lays out its box.
 */
function* piecesOf(around: Element[], part: Element): Generator<Element[]> {
  const split =
    (isList(part) && part.children.length > 1) ||
    part.getElementsByTagName('*').length > MOST_ELEMENTS_IN_A_PIECE;
  if (!split) yield [...around, part];
  else if (!skipsItsContents(part)) {
    for (const child of [...part.children]) yield* piecesOf([...around, part], child);
  }
}

const skipsItsContents = (element: Element) =>
  getComputedStyle(element).contentVisibility === 'auto';

const isList = (element: Element) => element.tagName === 'OL' || element.tagName === 'UL';

function layOutMarked(marks: Element[]) {
  const part = marks[marks.length - 1];
  for (const element of marks) {
    element.setAttribute(PREPARING_ATTRIBUTE, element === part ? '' : PREPARING_AROUND);
  }
  marks[0].getBoundingClientRect();
  for (const element of marks) element.removeAttribute(PREPARING_ATTRIBUTE);
}

function whenIdle(run: (idle?: IdleDeadline) => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run);
}
