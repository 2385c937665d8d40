// A production build, a browser launch and full-page screenshots take minutes, not seconds.
jest.setTimeout(180_000);
