import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import userEvent from '@testing-library/user-event';
import createSagaMiddleware from 'redux-saga';
import type { ApiRequest } from '../../../src/api/types';
import type { WireLabsContent } from '../../../src/api/wire/labs';
import { initialAppState } from '../../../src/app/appInitSlice';
import type { AppStore } from '../../../src/app/store';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import { labsSaga } from '../../../src/features/labs/labsSaga';
import { labsReducer } from '../../../src/features/labs/labsSlice';
import { themeReducer } from '../../../src/theme/themeSlice';
import { createFakeApi, ok, type FakeHandler } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext, stateWith } from '../../support/sagaHarness';
import { labsContent, voltageDay } from './labsFixtures';

export interface LabsSetup {
  content?: WireLabsContent;
  monitorId?: number;
  mobile?: boolean;
  handler?: FakeHandler;
  /** The shown monitor's home attributes (e.g. Show costs off: `{ show_cost: false, cost: -1 }`). */
  monitorAttributes?: Record<string, unknown>;
}

/** A labs screen with the labs saga on a fake API (labs_content, voltage days, feedback answer by default). */
export async function renderLabs(ui: ReactElement, { content = labsContent(), monitorId = 42, mobile = false, handler, monitorAttributes }: LabsSetup = {}) {
  const api = createFakeApi(
    handler ??
      ((request) => {
        if (request.path.endsWith('/labs_content')) return ok(content);
        if (request.path.endsWith('/labs/voltage')) return ok(voltageDay(Number(request.query?.day ?? 0)));
        if (request.path.endsWith('/labs/feedback')) return ok({ status: 'ok', id: 1 });
        return ok({});
      }),
  );
  const base = stateWith({ accessToken: 'tok', userId: 7, monitors: [monitor({ id: monitorId, ...(monitorAttributes ? { attributes: monitorAttributes as never } : {}) })], monitorTimeZone: 'America/New_York' });
  const sagas = createSagaMiddleware({ context: sagaContext(api) });
  const store = configureStore({
    reducer: {
      labs: labsReducer,
      notifications: notificationsReducer,
      theme: themeReducer,
      session: (s: typeof base.session = base.session) => s,
      app: (s = { ...initialAppState, mobile }) => s,
    },
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } }).concat(sagas),
  });
  sagas.run(labsSaga);
  const utils = renderWithProviders(ui, { store: store as unknown as AppStore });
  await flush(10);
  const requests = (suffix: string): ApiRequest<unknown>[] => api.calls.map((c) => c.request).filter((r) => r.path.endsWith(suffix));
  return { ...utils, store, api, requests, user: userEvent.setup() };
}
