/**
 * Webpack's loader of script chunks: every `import()` of the page goes through it. Undefined
 * outside a webpack bundle (the unit tests).
 */
declare let __webpack_chunk_load__: ((chunkId: string | number) => Promise<unknown>) | undefined;

/** The wait before a chunk that failed to load is asked for once more. */
export const CHUNK_RETRY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a deploy the previous release's chunks are gone: a page that was open asks for one and
 * gets a 404. Every chunk load is tried once more after a short wait (which also rides out a
 * passing network fault); when that fails too, `onGiveUp` hears of it, so the page can offer a
 * reload. Webpack forgets a failed chunk, so a later import() asks again.
 */
export function retryChunkLoads(onGiveUp: (error: unknown) => void): void {
  if (typeof __webpack_chunk_load__ !== 'function') return;
  const load = __webpack_chunk_load__;
  __webpack_chunk_load__ = (chunkId) =>
    load(chunkId)
      .catch(() => wait(CHUNK_RETRY_MS).then(() => load(chunkId)))
      .catch((error: unknown) => {
        onGiveUp(error);
        throw error;
      });
}
