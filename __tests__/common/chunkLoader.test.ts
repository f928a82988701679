import { createMemoryStorage } from '../../src/api/safeStorage';
import { CHUNK_RELOAD_FLAG, hasChunkFailed, loadWithRetry, resetChunkFailure, subscribeChunkFailure } from '../../src/common/chunkLoader';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chunk rule: reload once, then the error page', () => {
  afterEach(() => resetChunkFailure());

  it('does not publish a failure it answers with a reload', async () => {
    const reload = jest.fn();
    const listener = jest.fn();
    const stop = subscribeChunkFailure(listener);
    void loadWithRetry(() => Promise.reject(chunkError()), { storage: createMemoryStorage(), reload, report: jest.fn() });
    await settle();
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(hasChunkFailed()).toBe(false);
  });

  it('publishes the failure after the reload, so the error page replaces whatever waited for the chunk', async () => {
    const storage = createMemoryStorage();
    const reload = jest.fn();
    const listener = jest.fn();
    const stop = subscribeChunkFailure(listener);
    void loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report: jest.fn(), key: 'features' });
    await settle();
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_FLAG) ?? '')).toEqual(['features']);
    resetChunkFailure(); // the reloaded page: its modules start afresh, its session storage stays
    await expect(loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report: jest.fn(), key: 'features' })).rejects.toThrow('Loading chunk 42 failed.');
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasChunkFailed()).toBe(true);
  });

  it('two loads of one chunk failing together reload the page once and wait for it: no error page on the page that is leaving', async () => {
    const storage = createMemoryStorage();
    const reload = jest.fn();
    const listener = jest.fn();
    const stop = subscribeChunkFailure(listener);
    const download = Promise.reject(chunkError());
    const outcomes: string[] = [];
    for (const _ of [1, 2]) void loadWithRetry(() => download, { storage, reload, report: jest.fn(), key: 'features' }).then(() => outcomes.push('loaded'), () => outcomes.push('failed'));
    await settle();
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(hasChunkFailed()).toBe(false);
    expect(outcomes).toEqual([]);
  });

  it('publishes a module that fails for another reason at once (no reload can help it)', async () => {
    const reload = jest.fn();
    await expect(loadWithRetry(() => Promise.reject(new TypeError('x is undefined')), { storage: createMemoryStorage(), reload, report: jest.fn() })).rejects.toThrow(TypeError);
    expect(reload).not.toHaveBeenCalled();
    expect(hasChunkFailed()).toBe(true);
  });
});
