/** Stops what globalSetup started (same process, so the handle is on globalThis). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__BROWSER_STACK__?.stop();
  globalThis.__BROWSER_STACK__ = undefined;
}
