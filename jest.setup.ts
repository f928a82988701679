import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setAllNearForTests } from './src/common/useNearViewport';

// Screens load lazily. On a clean checkout (CI) Jest's transform cache is cold, so the
// first import of a screen's chunk (d3 and friends) is transformed on the spot and can
// take several seconds on a busy machine. Waiting longer is a tolerance, not a speed
// check: speed lives in bench/.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

// jsdom has no layout: sections that wait to come near the view (src/common/useNearViewport.ts)
// draw at once, as if everything were in view. Its own test turns this off.
beforeEach(() => setAllNearForTests(true));
