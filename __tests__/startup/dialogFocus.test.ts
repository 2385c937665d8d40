import { fireEvent } from '@testing-library/react';
import { closeModal, isShown, openModal } from '../../src/startup/dialogFocus';

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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** After the frame where openModal calls showModal(), and the one that draws the panel. */
const afterTwoFrames = () => nextFrame().then(nextFrame);

describe('openModal', () => {
  it('is shown at once, made modal in the next frame, its panel and focus in the one after', async () => {
    const { dialog } = page();
    openModal(dialog);
    expect(isShown(dialog)).toBe(true);
    expect(dialog.open).toBe(false);
    await nextFrame();
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute('data-opening');
    await nextFrame();
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(document.getElementById('inside')).toHaveFocus();
  });

  it('is made modal in the very next frame, even one that began while the press was handled', () => {
    const { dialog } = page();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const beforePress = performance.now();
    openModal(dialog);
    const runNextFrame = (frameStart: number) => frames.shift()?.(frameStart);

    runNextFrame(beforePress - 5);
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute('data-opening');
    runNextFrame(performance.now() + 16);
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(document.getElementById('inside')).toHaveFocus();
  });

  it('opens once however often it is asked', async () => {
    const { dialog } = page();
    const showModal = jest.spyOn(dialog, 'showModal');
    openModal(dialog);
    openModal(dialog);
    await afterTwoFrames();
    openModal(dialog);
    await afterTwoFrames();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closed before its frame came, is never made modal, and a later press is the page’s', async () => {
    const { dialog, behind, pressedBehind } = page();
    openModal(dialog);
    closeModal(dialog);
    expect(isShown(dialog)).toBe(false);
    await afterTwoFrames();
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
    await afterTwoFrames();
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

  it('closes at any step', async () => {
    const { dialog } = page();
    openModal(dialog);
    await nextFrame();
    closeModal(dialog);
    expect(dialog.open).toBe(false);
    expect(isShown(dialog)).toBe(false);
    await nextFrame();
    expect(document.getElementById('inside')).not.toHaveFocus();
  });
});
