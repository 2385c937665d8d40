import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCopyButtons } from '../../src/documents/codeCopy';

/** A post's body as pages.ts writes it: two code blocks and the live region. */
const BODY = `
<div class="body" data-copy-label="Copy code" data-copied="Copied" data-copy-failed="Could not copy">
  <div class="code-block" data-lang="ts"><pre class="shiki"><code><span class="line"><span>const a = 1;</span></span></code></pre></div>
  <div class="code-block" data-lang="bash"><pre class="shiki"><code><span class="line"><span>echo hi</span></span></code></pre></div>
</div>
<p class="visually-hidden" role="status" data-copy-status></p>`;

function loadScript(clipboard: Partial<Clipboard> | undefined) {
  document.body.innerHTML = BODY;
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  addCopyButtons();
}

describe("the posts' copy buttons", () => {
  it('copies a block and says "Copied" on the button and in the live region', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    loadScript({ writeText });
    const buttons = screen.getAllByRole('button', { name: 'Copy code' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]);
    expect(writeText).toHaveBeenCalledWith('echo hi');
    await screen.findByRole('button', { name: 'Copied' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    // The other block's button is untouched.
    expect(screen.getAllByRole('button', { name: 'Copy code' })).toHaveLength(1);
  });

  it('says so when the browser refuses, so the reader can select the code instead', async () => {
    loadScript({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    await userEvent.click(screen.getAllByRole('button', { name: 'Copy code' })[0]);
    await screen.findByRole('button', { name: 'Could not copy' });
  });

  it('adds no button where the browser has no clipboard', () => {
    loadScript(undefined);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('pre')?.textContent).toBe('const a = 1;');
  });
});
