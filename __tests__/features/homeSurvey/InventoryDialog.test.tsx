import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { WireDeviceInventory } from '../../../src/api/wire/home';
import type { AppStore } from '../../../src/app/store';
import InventoryDialog from '../../../src/features/homeSurvey/components/InventoryDialog';
import { homeSurveyReducer, inventorySaveRequested } from '../../../src/features/homeSurvey/homeSurveySlice';
import { flush, renderWithProviders } from '../../support/renderApp';

const inventory: WireDeviceInventory = {
  updated_at: null,
  categories: [
    {
      id: 'kitchen', title: 'Kitchen', none_option: { selected: false, shown: true, title: 'I have none of these' }, other: '',
      sections: [{ id: 'cold', title: 'Fridges and freezers', devices: [{ id: 'Fridge', name: 'Fridge', icon: 'fridge', count: 0, details: [] }] }],
    },
    {
      id: 'laundry', title: 'Laundry', none_option: { selected: false, shown: true, title: 'I have none of these' }, other: '',
      sections: [{ id: 'laundry', title: 'Laundry', devices: [{ id: 'Washer', name: 'Washer', icon: 'washer', count: 1, details: [{ make: 'Bosch', model: 'W1' }] }] }],
    },
  ],
};

function setup() {
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer: { homeSurvey: homeSurveyReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(() => (next) => (action) => (dispatched.push(action as UnknownAction), next(action))),
  });
  renderWithProviders(<InventoryDialog inventory={inventory} />, { store: store as unknown as AppStore });
  return { dispatched, user: userEvent.setup() };
}

describe('InventoryDialog', () => {
  it('12 presses of ↑ stop at 9, shown 9+; the + button stops too; one detail row per device counted', async () => {
    const { user } = setup();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Device inventory' });
    const count = within(dialog).getByRole('spinbutton', { name: 'How many: Fridge' });
    await user.click(count);
    for (let i = 0; i < 12; i++) await user.keyboard('{ArrowUp}');
    expect(count).toHaveValue('9+');
    expect(count).toHaveAttribute('aria-valuenow', '9');
    expect(count).toHaveAttribute('aria-valuetext', '9+');
    expect(within(dialog).getByRole('button', { name: 'More: Fridge' })).toBeDisabled();
    expect(within(dialog).getAllByRole('group', { name: /^Fridge \d$/ })).toHaveLength(9);
  });

  it('typing 12 is rejected as it is typed', async () => {
    const { user } = setup();
    const count = screen.getByRole('spinbutton', { name: 'How many: Fridge' });
    await user.clear(count);
    await user.type(count, '12');
    expect(count).toHaveValue('1');
  });

  it('lowering a count trims the rows; none clears the counts; Save dispatches one request with the rows trimmed', async () => {
    const { user, dispatched } = setup();
    await user.click(screen.getByRole('button', { name: 'Laundry (1)' }));
    expect(screen.getByRole('group', { name: 'Washer 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fewer: Washer' }));
    expect(screen.queryByRole('group', { name: 'Washer 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More: Washer' }));
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Kitchen (0)' }));
    await user.click(screen.getByRole('button', { name: 'More: Fridge' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have none of these' }));
    expect(screen.getByRole('spinbutton', { name: 'How many: Fridge' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saves = dispatched.filter((a) => a.type === inventorySaveRequested.type);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.payload).toEqual({
      categories: [
        { id: 'kitchen', none_option: { selected: true }, other: '', sections: [{ id: 'cold', devices: [{ id: 'Fridge', count: 0, details: [] }] }] },
        { id: 'laundry', none_option: { selected: false }, other: '', sections: [{ id: 'laundry', devices: [{ id: 'Washer', count: 1, details: [] }] }] },
      ],
    });
  });
});
