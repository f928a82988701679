import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadMsgpack } from '../../../src/api/encodings';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import { AppProviders } from '../../../src/app/AppRoot';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { ChunkFailureGate } from '../../../src/app/shell/ChunkFailureGate';
import { createAppStore } from '../../../src/app/store';
import { CHUNK_RELOAD_FLAG, hasChunkFailed, publishChunkFailure, resetChunkFailure, setDefaultChunkReload } from '../../../src/common/chunkLoader';
import { loadCalendarWindows } from '../../../src/features/powerMeter/powerMeterSaga';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { createFakeApi, ok } from '../../support/fakeApi';
import { monitor, user } from '../../support/fixtures';
import { renderWithProviders } from '../../support/renderApp';
import { stateWith } from '../../support/sagaHarness';

// Every lazily loaded module of the app fails like a blocked chunk.
const mockChunkError = () => Object.assign(new Error('Loading chunk 7 failed.\n(error: http://x/7.js)'), { name: 'ChunkLoadError' });
jest.mock('../../../src/app/signedInFeatures', () => {
  throw mockChunkError();
});
jest.mock('../../../translations/es.json', () => {
  throw mockChunkError();
});
jest.mock('msgpack-lite', () => {
  throw mockChunkError();
});
jest.mock('../../../src/features/powerMeter/calendarWindows', () => {
  throw mockChunkError();
});

let reload: jest.Mock;
beforeEach(() => {
  resetChunkFailure();
  // A reload: the app's modules start afresh on the new page (its session storage stays).
  reload = jest.fn(() => resetChunkFailure());
  setDefaultChunkReload(reload);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setDefaultChunkReload(() => window.location.reload());
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('a chunk that fails, before and after the one reload', () => {
  it('reloads once, then shows the error page, with its retry, instead of an endless loader when the signed-in features fail', async () => {
    const api = createFakeApi(() => ok(user()));
    const page = () => {
      const store = createAppStore({
        preloadedState: stateWith({ accessToken: 't1.v2.a.eyJleHAiOjk5OTk5OTk5OTl9.c', refreshToken: 'r', userId: 7, monitors: [monitor()], user: user() }),
        sagaContext: { api, storage: createMemoryStorage(), navigate: jest.fn(), currentLocation: () => '/now' },
      });
      const view = render(
        <AppProviders store={store}>
          <MemoryRouter initialEntries={['/now']}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>,
      );
      return { store, view };
    };
    // The first load fails: the page reloads (and the app waits for it).
    const first = page();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    first.view.unmount();
    // After the reload it fails again: the error page, no second reload.
    const { store } = page();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(store.getState().app.initState).toBe(1);
  });

  it.each([
    ['a locale', () => loadMessages('es')],
    ['msgpack', () => loadMsgpack()],
    ['the meter calendar', () => loadCalendarWindows()],
  ])('%s follows the same rule', async (_name, load: () => Promise<unknown>) => {
    void load();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(hasChunkFailed()).toBe(false);
    await expect(load()).rejects.toThrow('Loading chunk 7 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(hasChunkFailed()).toBe(true);
  });

  it('the gate shows its children until a failure is published', () => {
    renderWithProviders(
      <ChunkFailureGate>
        <p>the app</p>
      </ChunkFailureGate>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
    act(() => publishChunkFailure(mockChunkError()));
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
