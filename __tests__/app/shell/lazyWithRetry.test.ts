import { createMemoryStorage } from '../../../src/api/safeStorage';
import { CHUNK_RELOAD_FLAG, CHUNK_TIMEOUT_MS, isChunkLoadError, loadWithRetry } from '../../../src/app/shell/lazyWithRetry';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('loadWithRetry', () => {
  afterEach(() => jest.useRealTimers());

  it('returns the module and clears the reload flag', async () => {
    const storage = createMemoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadWithRetry(() => Promise.resolve({ default: 'screen' }), { storage, report: jest.fn() })).resolves.toEqual({ default: 'screen' });
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('reloads the page once on a failed chunk, then lets the error through', async () => {
    const storage = createMemoryStorage();
    const reload = jest.fn();
    const report = jest.fn();
    void loadWithRetry(() => Promise.reject(chunkError()), { storage, reload, report });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
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
