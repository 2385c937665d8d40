/**
 * The posts' and case studies' part of the documents' script (scripts/writing/pages.ts): a
 * "Copy code" button on each code block. Without it the code is plain text to select; with it,
 * a press copies the block and the page's live region says "Copied". Its words are the body's
 * data attributes, in the page's language. A page without code blocks gets nothing.
 */

const RESET_AFTER_MS = 2000;

export function addCopyButtons(): void {
  const body = document.querySelector<HTMLElement>('[data-copy-label]');
  const status = document.querySelector<HTMLElement>('[data-copy-status]');
  if (!body || !status || !navigator.clipboard) return;
  const { copyLabel = '', copied = '', copyFailed = '' } = body.dataset;
  for (const block of body.querySelectorAll<HTMLElement>('.code-block')) {
    const code = block.querySelector('pre');
    if (!code) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = copyLabel;
    let reset = 0;
    button.addEventListener('click', () => {
      const say = (text: string) => {
        button.textContent = text;
        // Emptied first, so saying the same word twice is announced twice.
        status.textContent = '';
        window.setTimeout(() => {
          status.textContent = text;
        }, 50);
        window.clearTimeout(reset);
        reset = window.setTimeout(() => {
          button.textContent = copyLabel;
        }, RESET_AFTER_MS);
      };
      navigator.clipboard.writeText(code.textContent ?? '').then(
        () => say(copied),
        () => say(copyFailed),
      );
    });
    block.prepend(button);
  }
}
