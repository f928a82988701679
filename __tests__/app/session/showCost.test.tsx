import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { WireMonitor, WireMonitorAttributes } from '../../../src/api/wire/monitor';
import { selectShowCost } from '../../../src/app/session/sessionSelectors';
import { initialSessionState, monitorAttributesReceived, sessionReducer } from '../../../src/app/session/sessionSlice';
import { useShowCost } from '../../../src/app/session/useShowCost';
import { monitor } from '../../support/fixtures';

const withAttributes = (a: Partial<WireMonitorAttributes> | undefined): WireMonitor =>
  ({ ...monitor({ id: 42 }), attributes: a as WireMonitorAttributes });
const state = (monitors: WireMonitor[]) => ({ session: { ...initialSessionState, monitors } });

describe('selectShowCost (the one source of truth for "Show costs")', () => {
  it.each([
    ['show_cost true with a cost', { show_cost: true, cost: 10.42 }, true],
    ['a cost of 0 (free electricity is still shown)', { show_cost: true, cost: 0 }, true],
    ['show_cost false, cost -1 (Show costs off)', { show_cost: false, cost: -1 }, false],
    ['show_cost false with a cost', { show_cost: false, cost: 12 }, false],
    ['cost -1 alone ("-1 means hidden")', { show_cost: true, cost: -1 }, false],
    ['attributes not known yet', undefined, true],
  ])('%s → %s', (_name, attributes, shown) => {
    expect(selectShowCost(state([withAttributes(attributes)]))).toBe(shown);
  });

  it('reads the shown (first) monitor; costs show when there is none', () => {
    expect(selectShowCost(state([withAttributes({ show_cost: false, cost: -1 }), { ...withAttributes({ show_cost: true, cost: 9 }), id: 43 }]))).toBe(false);
    expect(selectShowCost(state([]))).toBe(true);
  });
});

describe('useShowCost', () => {
  function Probe() {
    return <p>{useShowCost() ? 'costs shown' : 'costs hidden'}</p>;
  }
  it('re-renders at once when the session monitor attributes change (session/monitorAttributesReceived)', () => {
    const store = configureStore({ reducer: { session: sessionReducer }, preloadedState: state([withAttributes({ show_cost: true, cost: 10.42 })]) });
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByText('costs shown')).toBeInTheDocument();
    act(() => {
      store.dispatch(monitorAttributesReceived({ monitorId: 42, attributes: { ...store.getState().session.monitors[0]!.attributes, show_cost: false, cost: -1 } }));
    });
    expect(screen.getByText('costs hidden')).toBeInTheDocument();
    act(() => {
      store.dispatch(monitorAttributesReceived({ monitorId: 42, attributes: { ...store.getState().session.monitors[0]!.attributes, show_cost: true, cost: 12 } }));
    });
    expect(screen.getByText('costs shown')).toBeInTheDocument();
  });
});
