// The phone profile every phone run of the bench uses: Lighthouse's mobile device (a Moto G
// Power: 412 x 823 at DPR 1.75, touch) on its throttling (4x CPU slowdown, 150 ms RTT,
// 1.6 Mbit/s down), driven through playwright-core and the DevTools protocol.

/** The device, as playwright-core's browser.newContext() takes it. */
export const PHONE_DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const PHONE = {
  ...PHONE_DEVICE,
  // BENCH_CPU_SLOWDOWN raises it to play a slower machine than this one.
  cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? 4),
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/**
 * Takes out a cost only a page under DevTools pays. playwright-core enables the DevTools
 * `Runtime` domain on every page, and then V8 notes the line and column where each Error is
 * made, when it is made. A script compiled as it streamed has no source positions yet, so
 * the function that makes the Error is parsed again on the main thread to find them. React
 * DOM makes its Errors as it loads: that start-up step took 28-37 ms at 4x, 5-13 ms with
 * this (unthrottled: 1-3 ms with no DevTools attached, 6-20 ms under playwright-core).
 * Chromium lets a test driver turn it off (`Runtime.setMaxCallStackSizeToCapture`, size 0,
 * in every session with `Runtime` on): the one that counts is playwright-core's own session,
 * reached through its in-process objects.
 */
async function withoutErrorPositions(page) {
  const session = page._connection?.toImpl?.(page)?.delegate?._mainFrameSession?._client;
  if (!session) {
    throw new Error(
      "bench/phone.mjs: playwright-core's page session is not where it was; find it again.",
    );
  }
  await session.send('Runtime.setMaxCallStackSizeToCapture', { size: 0 });
}

/**
 * A fresh context and page on the phone profile: its device, nothing but this machine
 * reachable, no cache, its CPU and network throttled, no DevTools-only work in the page.
 * `prepare(context)` runs before the page opens (init scripts, exposed functions);
 * `cpuSlowdown` 1 leaves the CPU as it is (the projected view measures it so).
 */
export async function phonePage(
  browser,
  prepare = async () => undefined,
  { cpuSlowdown = PHONE.cpuSlowdown } = {},
) {
  const context = await browser.newContext(PHONE_DEVICE);
  // Nothing but this machine is reachable; stray requests fail fast.
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  await prepare(context);
  const page = await context.newPage();
  await withoutErrorPositions(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  return { context, page };
}
