import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { RootState } from '../../../src/app/store';
import { AboutOverlay } from '../../../src/components/AboutOverlay';
import { ModalDialog } from '../../../src/components/common/ModalDialog';
import { TextsContext } from '../../../src/components/common/texts';
import { aboutOpened } from '../../../src/features/ui/uiSlice';
import { createFakeServices } from '../../support/fakeServices';
import { afterOpening, nextFrame, nextTask } from '../../support/frames';
import { renderWithProviders } from '../../support/renderWithProviders';
import { createTestStore } from '../../support/testStore';

function Harness({
  returnFocusTo,
  onInside,
}: {
  returnFocusTo?: () => HTMLElement | null;
  onInside?: () => void;
}) {
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
        <button type="button" onClick={onInside}>
          Inside
        </button>
      </ModalDialog>
    </>
  );
}

describe('<ModalDialog /> focus return', () => {
  it('returns focus to where it was by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus());
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
    await waitFor(() =>
      expect(screen.getByTestId('modal-backdrop')).not.toHaveAttribute('data-opening'),
    );
    await user.click(screen.getByRole('heading', { name: 'Title' }));
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('opens in three steps: on its way at the press, drawn in the next frame, then modal', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    // The press's own task ends with React's render: the dialog is on its way, not shown yet.
    expect(backdrop).not.toHaveAttribute('open');
    expect(backdrop).toHaveAttribute('data-opening', '');
    await nextFrame();
    // Drawn, not modal yet: a press there may have come before that frame, on the page, so it
    // is no press on the backdrop.
    expect(backdrop).toHaveAttribute('data-opening', 'shown');
    fireEvent.mouseDown(backdrop);
    expect(backdrop).toHaveAttribute('data-opening', 'shown');
    await nextTask();
    expect(backdrop).toHaveAttribute('open');
    expect(backdrop).not.toHaveAttribute('data-opening');
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** Lays the panel out at the box the test gives it, and says `inside` is at any point. */
  function panelAt(backdrop: HTMLElement, inside: HTMLElement) {
    jest
      .spyOn(backdrop.firstElementChild as Element, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 20, y: 300, width: 370, height: 200 }));
    document.elementFromPoint = () => inside;
  }
  afterEach(() => {
    delete (document as Partial<Document>).elementFromPoint;
  });

  it('a click that found the dialog itself while it opened goes to what is there', async () => {
    const pressed = jest.fn();
    renderWithProviders(<Harness onInside={pressed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    // Drawn, not modal yet.
    await nextFrame();
    const inside = within(backdrop).getByRole('button', { name: 'Inside', hidden: true });
    panelAt(backdrop, inside);
    fireEvent.click(backdrop, { clientX: 200, clientY: 400 });
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(backdrop).not.toHaveAttribute('data-opening');
    expect(inside).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  });

  it('a click on the page before showModal() is a click on the dialog it makes modal at once', () => {
    const pressed = jest.fn();
    const elsewhere = jest.fn();
    renderWithProviders(<Harness onInside={pressed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    const inside = within(backdrop).getByRole('button', { name: 'Inside', hidden: true });
    const other = screen.getByRole('button', { name: 'Elsewhere' });
    other.addEventListener('click', elsewhere);
    panelAt(backdrop, inside);
    // Within the panel as it will be drawn: the press is on Inside.
    fireEvent.click(other, { clientX: 200, clientY: 400 });
    expect(backdrop).toHaveAttribute('open');
    expect(backdrop).not.toHaveAttribute('data-opening');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(elsewhere).not.toHaveBeenCalled();
    expect(inside).toHaveFocus();
  });

  it('a click outside the panel before showModal() is nothing: no press behind, no dismissal', () => {
    const elsewhere = jest.fn();
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    const other = screen.getByRole('button', { name: 'Elsewhere' });
    other.addEventListener('click', elsewhere);
    panelAt(backdrop, other);
    fireEvent.click(other, { clientX: 5, clientY: 5 });
    expect(elsewhere).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  });

  it('a key pressed before that frame acts on the drawn panel, and the frame leaves focus be', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    expect(backdrop).toHaveAttribute('data-opening');
    const stepsDone = afterOpening();

    fireEvent.keyDown(backdrop, { key: 'Tab' });
    expect(backdrop).not.toHaveAttribute('data-opening');
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    // Where the visitor's keys took focus next (here the heading, made focusable for it).
    const heading = screen.getByRole('heading', { name: 'Title' });
    heading.tabIndex = -1;
    heading.focus();
    await stepsDone;
    expect(heading).toHaveFocus();
  });
});

describe('<ModalDialog /> over a prerendered page', () => {
  it('leaves a dialog the start-up code opened while React hydrates: no close and reopen', async () => {
    const { store } = createTestStore();
    const { texts } = createFakeServices().services;
    const page = (serverState?: RootState) => (
      <Provider store={store} serverState={serverState}>
        <TextsContext value={texts}>
          <AboutOverlay />
        </TextsContext>
      </Provider>
    );
    // The prerendered page: About closed.
    const serverState = store.getState();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    const openChanges: MutationRecord[] = [];
    new MutationObserver((records) => openChanges.push(...records)).observe(dialog, {
      attributes: true,
      attributeFilter: ['open'],
    });
    // A tap while React hydrates: the start-up code opens it and the store hears of it at once.
    dialog.showModal();
    store.dispatch(aboutOpened());
    await act(async () => {
      hydrateRoot(container, page(serverState));
    });
    expect(dialog.open).toBe(true);
    expect(openChanges).toHaveLength(1);
    container.remove();
  });
});
