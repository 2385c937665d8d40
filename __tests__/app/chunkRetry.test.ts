import { CHUNK_RETRY_MS, retryChunkLoads } from '../../src/app/chunkRetry';

type ChunkLoad = (chunkId: string | number) => Promise<unknown>;
const bundle = globalThis as { __webpack_chunk_load__?: ChunkLoad };

/** Webpack's chunk loader as a stand-in that fails its first `failures` requests. */
function loaderFailing(failures: number) {
  const requests: (string | number)[] = [];
  bundle.__webpack_chunk_load__ = (chunkId) => {
    requests.push(chunkId);
    return requests.length <= failures
      ? Promise.reject(
          new Error(`Loading chunk ${chunkId} failed. (missing: /contact.0badc0de.js)`),
        )
      : Promise.resolve();
  };
  return requests;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete bundle.__webpack_chunk_load__;
});

it('asks again for a chunk that failed, after a second, and gives up on nothing when it comes', async () => {
  const requests = loaderFailing(1);
  const gaveUp = jest.fn();
  retryChunkLoads(gaveUp);

  const loading = bundle.__webpack_chunk_load__!(7);
  await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS - 1);
  expect(requests).toEqual([7]);
  await jest.advanceTimersByTimeAsync(1);

  await expect(loading).resolves.toBeUndefined();
  expect(requests).toEqual([7, 7]);
  expect(gaveUp).not.toHaveBeenCalled();
});

it('tells the page when the chunk is gone for good, and still fails the import', async () => {
  const requests = loaderFailing(2);
  const gaveUp = jest.fn();
  retryChunkLoads(gaveUp);

  const loading = bundle.__webpack_chunk_load__!('contact');
  const outcome = expect(loading).rejects.toThrow('Loading chunk contact failed.');
  await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
  await outcome;

  expect(requests).toEqual(['contact', 'contact']);
  expect(gaveUp).toHaveBeenCalledTimes(1);
});

it('does nothing outside a webpack bundle', () => {
  expect(() => retryChunkLoads(jest.fn())).not.toThrow();
  expect(bundle.__webpack_chunk_load__).toBeUndefined();
});
