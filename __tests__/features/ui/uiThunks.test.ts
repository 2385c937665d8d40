import { requestResume } from '../../../src/features/ui/resumeThunks';
import { comingSoonClicked } from '../../../src/features/ui/uiThunks';
import { initialUiState } from '../../../src/features/ui/uiSlice';
import { createTestStore, signedIn } from '../../support/testStore';

describe('requestResume', () => {
  it('signed out: error toast and nothing else', async () => {
    const h = createTestStore();

    await h.store.dispatch(requestResume());

    expect(h.toasts()).toEqual([['error', 'Please authenticate first']]);
    expect(h.calls.toasts[0]).toMatchObject({ position: 'top-right', durationMs: 5000 });
    expect(h.clock.pendingSleeps).toBe(0);
    await h.clock.advance(10_000);
    expect(h.calls.opened).toEqual([]);
    expect(h.store.getState().ui.resumePending).toBe(false);
  });

  it('signed in: opens the PDF under /files/ in a new tab 3000 ms after the click', async () => {
    const h = createTestStore({ preloadedState: signedIn() });

    const request = h.store.dispatch(requestResume());
    expect(h.store.getState().ui.resumePending).toBe(true);
    await h.clock.advance(2999);
    expect(h.calls.opened).toEqual([]);
    await h.clock.advance(1);
    await request;

    expect(h.calls.opened).toEqual(['/files/resume.pdf']);
    expect(h.toasts()).toEqual([]);
    expect(h.store.getState().ui.resumePending).toBe(false);
  });

  it('a blocked window: a top-right toast with a link to the PDF, until dismissed', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    h.state.popupsBlocked = true;

    const request = h.store.dispatch(requestResume());
    await h.clock.advance(2999);
    expect(h.toasts()).toEqual([]);
    await h.clock.advance(1);
    await request;

    expect(h.calls.opened).toEqual(['/files/resume.pdf']);
    expect(h.calls.toasts).toEqual([
      {
        id: expect.any(String),
        kind: 'success',
        messageId: 'resumeReady',
        message: 'Your resume is ready',
        position: 'top-right',
        durationMs: null,
        link: {
          href: '/files/resume.pdf',
          labelId: 'openResume',
          label: 'Open resume',
          dismissLabel: 'Dismiss',
        },
      },
    ]);
    expect(h.store.getState().ui.resumePending).toBe(false);
  });

  it("on the Hindi page: opens the Hindi resume, and the toast's link is to it too", async () => {
    const h = createTestStore({
      preloadedState: { ...signedIn(), ui: { ...initialUiState, language: 'hi' } },
    });
    h.state.popupsBlocked = true;

    const request = h.store.dispatch(requestResume());
    await h.clock.advance(3000);
    await request;

    expect(h.calls.opened).toEqual(['/hi/files/resume.pdf']);
    expect(h.calls.toasts[0].link).toMatchObject({ href: '/hi/files/resume.pdf' });
  });

  it('opens one tab for clicks made while waiting', async () => {
    const h = createTestStore({ preloadedState: signedIn() });
    const first = h.store.dispatch(requestResume());
    await h.clock.advance(1000);
    await h.store.dispatch(requestResume());
    await h.clock.advance(2000);
    await first;
    expect(h.calls.opened).toEqual(['/files/resume.pdf']);
  });
});

describe('comingSoonClicked', () => {
  it('shows the top-center "Coming Soon!" toast and makes no call', async () => {
    const h = createTestStore();
    await h.store.dispatch(comingSoonClicked());
    expect(h.toasts()).toEqual([['blank', 'Coming Soon!']]);
    expect(h.calls.toasts[0].position).toBe('top-center');
    expect(h.log).toEqual([]);
  });
});
