// The build and the stack start in globalSetup; a test here is a browser session (a journey
// waits through the spec's own delays, up to a few seconds each).
jest.setTimeout(60_000);
