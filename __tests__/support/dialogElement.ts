/**
 * jsdom (26) has <dialog> without its methods. This gives it what the components rely on, as
 * browsers do it: showModal() and close() set the `open` state, close() fires `close`, and
 * Escape on a page with a modal dialog fires a cancelable `cancel` at the last one opened and,
 * unless it is cancelled, closes it. What only a browser does (the top layer, the inert page
 * behind) is checked in the browser tests.
 */
export function addDialogMethods(): void {
  // Tests of Node code run without a DOM.
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modal: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modal.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    modal.splice(modal.indexOf(this) >>> 0, 1);
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modal.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
