import { fireEvent } from '@testing-library/react';
import { closeModal, isShown, openModal } from '../../src/startup/dialogFocus';
import { afterOpening, nextFrame, nextTask } from '../support/frames';

/** A page with a dialog (its panel the first child) and a button behind it. */
function page() {
  document.body.innerHTML = `
    <button type="button" id="behind">Behind</button>
    <dialog><div><button type="button" id="inside">Inside</button></div></dialog>`;
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  const behind = document.getElementById('behind') as HTMLButtonElement;
  const pressedBehind = jest.fn();
  behind.addEventListener('click', pressedBehind);
  return { dialog, behind, pressedBehind };
}

describe('openModal', () => {
  it('is on its way at once, drawn in the next frame, modal with focus in a task after it', async () => {
    const { dialog } = page();
    openModal(dialog);
    expect(isShown(dialog)).toBe(true);
    expect(dialog.open).toBe(false);
    // Not displayed until that frame (ModalDialog.styles.ts shows it at OPENING_SHOWN).
    expect(dialog.getAttribute('data-opening')).toBe('');
    await nextFrame();
    expect(dialog.getAttribute('data-opening')).toBe('shown');
    expect(dialog.open).toBe(false);
    // Not announced until it is modal and focus is in it.
    expect(dialog).toHaveAttribute('aria-hidden', 'true');
    await nextTask();
    expect(dialog.open).toBe(true);
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(dialog).not.toHaveAttribute('aria-hidden');
    expect(document.getElementById('inside')).toHaveFocus();
  });

  it('is never made modal in a frame, which may be the press’s own task', async () => {
    const { dialog } = page();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const showModal = jest.spyOn(dialog, 'showModal');
    openModal(dialog);

    frames.shift()?.(performance.now());
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog.getAttribute('data-opening')).toBe('shown');
    await nextTask();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
    expect(document.getElementById('inside')).toHaveFocus();
  });

  it('opens once however often it is asked', async () => {
    const { dialog } = page();
    const showModal = jest.spyOn(dialog, 'showModal');
    openModal(dialog);
    openModal(dialog);
    await afterOpening();
    openModal(dialog);
    await afterOpening();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closed before its frame came, is never made modal, and a later press is the page’s', async () => {
    const { dialog, behind, pressedBehind } = page();
    openModal(dialog);
    closeModal(dialog);
    expect(isShown(dialog)).toBe(false);
    await afterOpening();
    expect(dialog.open).toBe(false);
    fireEvent.click(behind);
    expect(pressedBehind).toHaveBeenCalledTimes(1);
  });

  it('taken out of the page before its frame came, it leaves the page’s presses alone', async () => {
    const { dialog, behind, pressedBehind } = page();
    openModal(dialog);
    dialog.remove();
    fireEvent.click(behind);
    expect(pressedBehind).toHaveBeenCalledTimes(1);
    await afterOpening();
    expect(dialog.open).toBe(false);
  });

  it('a key before its frame makes it modal and moves focus in at once', () => {
    const { dialog, behind } = page();
    behind.focus();
    openModal(dialog);
    fireEvent.keyDown(behind, { key: 'Tab' });
    expect(dialog.open).toBe(true);
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(document.getElementById('inside')).toHaveFocus();
  });

  it('closed once drawn, before it is modal, is never made modal nor takes focus', async () => {
    const { dialog } = page();
    openModal(dialog);
    await nextFrame();
    closeModal(dialog);
    expect(isShown(dialog)).toBe(false);
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(dialog).not.toHaveAttribute('aria-hidden');
    await nextTask();
    expect(dialog.open).toBe(false);
    expect(document.getElementById('inside')).not.toHaveFocus();
  });

  it('closes once modal', async () => {
    const { dialog } = page();
    openModal(dialog);
    await afterOpening();
    closeModal(dialog);
    expect(dialog.open).toBe(false);
    expect(isShown(dialog)).toBe(false);
  });
});
