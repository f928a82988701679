import { preloadFirstScreen } from '../../src/app/firstScreenPreload';

describe('the first screen\'s chunks, fetched side by side at start', () => {
  it('starts nothing for a visitor who is not signed in, or who starts elsewhere', () => {
    expect(preloadFirstScreen('/now', false)).toEqual([]);
    expect(preloadFirstScreen('/meter', true)).toEqual([]);
    expect(preloadFirstScreen('/settings', true)).toEqual([]);
    expect(preloadFirstScreen('/nowhere', true)).toEqual([]);
  });

  it.each(['/now', '/', '/solar', '/sources/'])('starts the shell, the signed-in features and the Now screen at %s (not its timeline, below the first screen)', async (path) => {
    const loads = preloadFirstScreen(path, true);
    expect(loads).toHaveLength(3);
    const [features, layout, now] = (await Promise.all(loads)) as Record<string, unknown>[];
    expect(features).toHaveProperty('signedInFeatures');
    expect(typeof layout!.default).toBe('function');
    expect(typeof now!.default).toBe('function');
  });
});

describe('the signed-in features, asked for once per page', () => {
  it('gives the preload and the store the same import, so a failed chunk is not asked for again', async () => {
    const { importSignedInFeatures } = await import('../../src/app/signedInFeaturesImport');
    const first = importSignedInFeatures();
    expect(importSignedInFeatures()).toBe(first);
    const [preloaded] = preloadFirstScreen('/now', true);
    expect(preloaded).toBe(first);
    await expect(first).resolves.toHaveProperty('signedInFeatures');
  });
});
