import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { WireTrendDevice } from '../../../src/api/wire/trends';
import DeviceUsageTable, { costsByRate } from '../../../src/features/trends/components/DeviceUsageTable';

/** Cost by rate zone in Usage's device table (issue 16): figures from the server's cost_by_zone. */
const row = (id: string, name: string, total_kwh: number, split: [number, number][]): WireTrendDevice =>
  ({
  id, name, icon: 'fridge', total_kwh, pct: 10, total_cost: split.reduce((s, [, c]) => s + c, 0), cost_history: [], percent_change: null,
  cost_by_zone: split.map(([zone_id, cost]) => ({ zone_id: zone_id === 0 ? null : zone_id, kwh: 1, cost })),
}) as unknown as WireTrendDevice;

const devices = [row('fridge', 'Fridge', 2.4, [[0, 21], [7, 13]]), row('dryer', 'Dryer', 3, [[0, 40]])];
const zones = [{ id: 7, name: 'Evening peak', cost: 31.5 }];

function renderTable(z = zones, showCost = true) {
  return render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <DeviceUsageTable devices={devices} zones={z} showCost={showCost} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

test('one column per rate, the flat rate first; each row’s rate cells add up to its cost', () => {
  renderTable();
  const table = screen.getByTestId('trends-devices');
  const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(heads).toEqual(expect.arrayContaining(['Cost at Standard rate', 'Cost at Evening peak (31.5¢/kWh)']));
  for (const tr of table.querySelectorAll('tbody tr')) {
    const total = Number(tr.querySelector('[data-col="cost"]')!.getAttribute('data-cents'));
    const parts = [...tr.querySelectorAll('[data-col="rate"]')].map((td) => Number(td.getAttribute('data-cents')));
    expect(parts).toHaveLength(2);
    expect(parts.reduce((s, c) => s + c, 0)).toBe(total);
  }
  // A device with no minute in the zone shows 0 there.
  expect(costsByRate(devices[1]!, [{ id: null }, { id: 7 }])).toEqual([40, 0]);
  expect(screen.getByTestId('trends-cost-by-rate')).toHaveTextContent('Cost by rate');
});

test('no zones in the period: the table is as before', () => {
  renderTable([]);
  expect(screen.queryByTestId('trends-cost-by-rate')).toBeNull();
  expect(screen.getByTestId('trends-devices').querySelectorAll('[data-col="rate"]')).toHaveLength(0);
});

test('Show costs off: no cost column and no split by rate, even with zones in the period', () => {
  renderTable(zones, false);
  expect(screen.queryByTestId('trends-cost-by-rate')).toBeNull();
  const table = screen.getByTestId('trends-devices');
  expect(table.querySelectorAll('[data-col="cost"], [data-col="rate"]')).toHaveLength(0);
  expect(table.textContent).not.toMatch(/[$¢]|Cost/);
});
