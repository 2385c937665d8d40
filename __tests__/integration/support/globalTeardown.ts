/** Stops what globalSetup started (same process, so the handle is on globalThis). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__LOCAL_STACK__?.stop();
  globalThis.__LOCAL_STACK__ = undefined;
}
