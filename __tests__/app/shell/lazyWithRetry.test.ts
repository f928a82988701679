import { createMemoryStorage } from '../../../src/api/safeStorage';
import { CHUNK_RELOAD_FLAG, CHUNK_TIMEOUT_MS, isChunkLoadError, loadWithRetry } from '../../../src/app/shell/lazyWithRetry';
import { resetChunkFailure } from '../../../src/common/chunkLoader';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('loadWithRetry', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetChunkFailure();
  });

  it("returns the module and clears that chunk's reload mark", async () => {
    const storage = createMemoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, JSON.stringify(['screen']));
    await expect(loadWithRetry(() => Promise.resolve({ default: 'screen' }), { storage, report: jest.fn(), key: 'screen' })).resolves.toEqual({ default: 'screen' });
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it("keeps a failed chunk's reload mark when other chunks load after the reload (no reload loop)", async () => {
    const storage = createMemoryStorage();
    // The reloaded page's modules start afresh (its session storage stays).
    const reload = jest.fn(() => resetChunkFailure());
    void loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report: jest.fn(), key: 'features' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // After the reload: the layout's chunk loads fine, then the features chunk fails again.
    await loadWithRetry(() => Promise.resolve({ default: 'layout' }), { storage, reload, report: jest.fn(), key: 'layout' });
    await expect(loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report: jest.fn(), key: 'features' })).rejects.toThrow('Loading chunk 42 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once on a failed chunk, then lets the error through', async () => {
    const storage = createMemoryStorage();
    const reload = jest.fn(() => resetChunkFailure()); // the reloaded page's modules start afresh
    const report = jest.fn();
    void loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_FLAG) ?? '[]')).toHaveLength(1);
    await expect(loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report })).rejects.toThrow('Loading chunk 42 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('does not reload for errors that are not chunk failures', async () => {
    const reload = jest.fn();
    await expect(loadWithRetry(() => Promise.reject(new TypeError('x is undefined')), { storage: createMemoryStorage(), reload, report: jest.fn() })).rejects.toThrow(TypeError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a chunk still loading after 120 s as failed', async () => {
    jest.useFakeTimers();
    const report = jest.fn();
    const reload = jest.fn();
    const pending = loadWithRetry(() => new Promise(() => {}), { storage: createMemoryStorage(), reload, report });
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    void pending;
  });

  it('recognises chunk failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
