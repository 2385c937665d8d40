import { systemClock, windowOpener } from '../../src/services/browserPorts';

describe('windowOpener', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a new tab without the noopener feature and cuts the new tab off from the page', () => {
    const tab = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    expect(windowOpener.openInNewTab('/files/resume.pdf')).toBe(true);
    // With 'noopener' window.open answers null even when the tab opens: no way to see a block.
    expect(open).toHaveBeenCalledWith('/files/resume.pdf', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('says so when the browser blocked the window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(windowOpener.openInNewTab('/files/resume.pdf')).toBe(false);
  });
});

describe('systemClock.sleep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves after the time given', async () => {
    let woke = false;
    const sleeping = systemClock.sleep(1000).then(() => (woke = true));
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(woke).toBe(false);
    jest.advanceTimersByTime(1);
    await sleeping;
    expect(woke).toBe(true);
  });

  it('clears its timer and rejects with the reason when aborted', async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    expect(jest.getTimerCount()).toBe(1);
    controller.abort(new Error('window changed'));
    await expect(sleeping).rejects.toThrow('window changed');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects at once with a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(systemClock.sleep(10, controller.signal)).rejects.toThrow('too late');
    expect(jest.getTimerCount()).toBe(0);
  });
});
