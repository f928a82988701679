import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setAllNearForTests } from './src/common/useNearViewport';
import { setDeclarer } from './server/src/measured/devices';

// Screens load lazily. On a clean checkout (CI) Jest's transform cache is cold, so the
// first import of a screen's chunk (d3 and friends) is transformed on the spot and can
// take several seconds on a busy machine. Waiting longer is a tolerance, not a speed
// check: speed lives in bench/.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

// jsdom has no layout: sections that wait to come near the view (src/common/useNearViewport.ts)
// draw at once, as if everything were in view. Its own test turns this off.
beforeEach(() => setAllNearForTests(true));

// Server figures read a monitor's devices from the measured store's declarations. A unit test that
// calls a figure without a store gets them as the monitor's source declares them (the server sets
// its own: app.ts, workers/worker.ts). Required lazily: most suites never ask.
setDeclarer((profile) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: the simulator loads only for suites that ask
  const { declarationFor } = require('./server/src/sources/registry') as typeof import('./server/src/sources/registry');
  return declarationFor(profile);
});
