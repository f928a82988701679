import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import PowerFlowDiagram from '../../../src/features/now/components/PowerFlowDiagram';
import { helloReceived, realtimeReducer, socketRequested, updateReceived } from '../../../src/features/realtime/realtimeSlice';
import en from '../../../translations/en.json';

function renderFlow(update: Partial<WireRealtimeUpdate>) {
  const store = configureStore({ reducer: { realtime: realtimeReducer, session: (s = { monitors: [] }) => s } });
  store.dispatch(socketRequested({ attempt: 0 }));
  store.dispatch(helloReceived({ online: true }));
  store.dispatch(updateReceived({ update: { c: 0, devices: [], ...update } as WireRealtimeUpdate, receivedAt: 0 }));
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter>
          <PowerFlowDiagram />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  const flows = [...container.querySelectorAll('[data-flow]')].map((p) => p.getAttribute('data-flow'));
  return { container, flows };
}

describe('PowerFlowDiagram', () => {
  it('animates each active path from source to target, with its watts, and summarises it for screen readers', () => {
    const { flows, container } = renderFlow({ w: 1234, grid_w: -1266, solar_w: 3000, battery_w: -500, battery_pct: 64, charge_state: 'Charging' });
    expect(flows).toEqual(['solarToHome', 'solarToGrid', 'solarToBattery']);
    const img = screen.getByRole('img', { name: /^Power flow\./ });
    expect(img).toHaveAccessibleName('Power flow. Solar to Home: 1,234 W; Solar to Grid: 1,266 W; Solar to Battery: 500 W');
    expect(screen.getByText('Solar to Grid: 1,266 W', { selector: 'li' })).toBeInTheDocument();
    // A flow is a strip of dots along its segment, in the svg's units, from Solar (180, 44) toward
    // Home (308, 140): it starts on Solar's circle (radius 28, plus 5) and slides its dots by transform.
    const solarToHome = container.querySelector('[data-flow="solarToHome"]') as HTMLElement;
    expect(solarToHome.closest('svg')).toBeNull();
    expect(solarToHome.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(Number(solarToHome.style.getPropertyValue('--x'))).toBeCloseTo(180 + 0.8 * 33, 1);
    expect(Number(solarToHome.style.getPropertyValue('--y'))).toBeCloseTo(44 + 0.6 * 33, 1);
    expect(Number(solarToHome.style.getPropertyValue('--len'))).toBeCloseTo(160 - 66, 1);
    expect(solarToHome.style.getPropertyValue('--angle')).toBe('36.9deg');
    expect((solarToHome.firstElementChild as HTMLElement).style.animationDuration).toMatch(/^\d+(\.\d+)?s$/);
    expect(container.querySelector('svg')).toHaveTextContent('1,266 W');
  });

  it('shows battery and grid feeding the home at night', () => {
    const { flows } = renderFlow({ w: 1234, grid_w: 534, solar_w: 0, battery_w: 700, battery_pct: 40, charge_state: 'Discharging' });
    expect(flows).toEqual(['gridToHome', 'batteryToHome']);
  });

  it('draws only grid and home without solar or a battery', () => {
    const { flows, container } = renderFlow({ w: 590, grid_w: 590 });
    expect(flows).toEqual(['gridToHome']);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
  });
});
