import { preloadFirstScreen } from '../../src/app/preloadFirstScreen';

// Which chunks a signed-in first visit asks for as soon as the entry runs (each module below stands
// for its chunk: loading it here means the browser would start downloading that chunk).
const mockLoaded: string[] = [];
jest.mock('../../src/app/shell/AppLayout', () => (mockLoaded.push('shell'), { default: () => null }));
jest.mock('../../src/app/signedInFeatures', () => (mockLoaded.push('signed-in features'), { signedInFeatures: [] }));
jest.mock('../../src/features/now/NowScreen', () => (mockLoaded.push('Now screen'), { default: () => null }));
jest.mock('../../src/features/timeline/NowTimeline', () => (mockLoaded.push('Now timeline'), { default: () => null }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloading the first screen', () => {
  it('asks for nothing on a path that is not the Now screen', async () => {
    for (const path of ['/meter', '/settings', '/devices/abc', '/login', '/nowhere']) preloadFirstScreen(path);
    await settle();
    expect(mockLoaded).toEqual([]);
  });

  it.each(['/now', '/solar', '/sources/'])('at %s asks for the shell, the signed-in features, the Now screen and its timeline together', async (path) => {
    preloadFirstScreen(path);
    await settle();
    expect([...new Set(mockLoaded)].sort()).toEqual(['Now screen', 'Now timeline', 'shell', 'signed-in features']);
  });
});
