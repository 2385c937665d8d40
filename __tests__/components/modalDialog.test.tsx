import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from '../../src/components/common/ModalDialog';
import { renderWithProviders } from '../support/renderWithProviders';

function Harness({ returnFocusTo }: { returnFocusTo?: () => HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
      <ModalDialog
        open={open}
        labelledBy="t"
        onDismiss={() => setOpen(false)}
        returnFocusTo={returnFocusTo}
      >
        <h2 id="t">Title</h2>
        <button type="button">Inside</button>
      </ModalDialog>
    </>
  );
}

describe('<ModalDialog /> focus return', () => {
  it('returns focus to where it was by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus to the element returnFocusTo finds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness returnFocusTo={() => document.getElementById('elsewhere')} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('falls back to the earlier focus when returnFocusTo finds nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness returnFocusTo={() => null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus on a click on the backdrop too, and a click inside does not dismiss', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('heading', { name: 'Title' }));
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
