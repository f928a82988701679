import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceSettingsScreen from '../../../src/features/devices/DeviceSettingsScreen';
import { detailRequested, detailSucceeded, typesRequested, typesSucceeded, updateRequested } from '../../../src/features/devices/devicesSlice';
import type { WireDeviceDetail } from '../../../src/api/wire/devices';
import { detail, device, special, virtualDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const categories = [
  { id: 'kitchen', name: 'kitchen', display_name: 'Kitchen', icon: 'stove', types: [{ id: 'Fridge', display_name: 'Fridge', icon: 'fridge' }, { id: 'Freezer', display_name: 'Freezer', icon: 'freezer' }] },
  { id: 'laundry', name: 'laundry', display_name: 'Laundry', icon: 'washer', types: [{ id: 'Dryer', display_name: 'Dryer', icon: 'dryer' }] },
];
const fridge = device('f1', 'Fridge', { location: 'Kitchen' }, {});
fridge.tags.PeerNames = [{ Name: 'Garage fridge', UserDeviceType: 'Fridge', Percent: 61, Icon: 'fridge' }, { Name: 'Freezer', UserDeviceType: 'Freezer', Percent: 22, Icon: 'freezer' }];
const dryer = device('d1', 'Dryer');

function setup(d = fridge, route = `/devices/${d.id}/settings`, extra = [dryer]) {
  const list = d.id === 'always_on' ? [d, ...extra] : [special('always_on', 'Always On'), d, ...extra];
  const utils = renderDevices(<DeviceSettingsScreen />, { devices: list, route, path: '/devices/:deviceId/settings' });
  const arrive = (body: WireDeviceDetail) =>
    act(() => {
      utils.store.dispatch(detailRequested({ id: body.device.id }));
      utils.store.dispatch(detailSucceeded({ device: { id: body.device.id, last_state_time: null }, detail: body, start: null }));
      utils.store.dispatch(typesRequested());
      utils.store.dispatch(typesSucceeded(categories));
    });
  arrive(detail(d));
  return { ...utils, arrive };
}

describe('device settings', () => {
  it('renames: only the changed fields are sent, in one update', async () => {
    const user = userEvent.setup();
    const { dispatched } = setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Garage fridge ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(dispatched.filter((a) => a.type === updateRequested.type)).toEqual([updateRequested({ id: 'f1', changes: { name: 'Garage fridge' } })]);
  });

  it("an empty name shows 'please enter a name' and sends nothing", async () => {
    const user = userEvent.setup();
    const { types } = setup();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('please enter a name');
    expect(types()).not.toContain(updateRequested.type);
  });

  it('the standby incrementer stays within 3 and 500 W (default 8 W)', async () => {
    const user = userEvent.setup();
    const { dispatched } = setup();
    const input = screen.getByRole('spinbutton', { name: 'Standby threshold' });
    expect(input).toHaveValue(8);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    for (let i = 0; i < 6; i += 1) await user.click(minus);
    expect(input).toHaveValue(3);
    expect(minus).toBeDisabled();
    await user.clear(input);
    await user.type(input, '5009');
    expect(input).toHaveValue(500);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(dispatched).toContainEqual(updateRequested({ id: 'f1', changes: { standby_threshold_w: 500 } }));
  });

  it('the details modal: a type names the device until the name is edited; suggestions come from PeerNames', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Change name and type' }));
    const dialog = screen.getByRole('dialog', { name: 'Device details' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    await user.selectOptions(type, 'Dryer');
    expect(name).toHaveValue('Dryer');
    await user.clear(name);
    await user.type(name, 'Big one');
    await user.selectOptions(type, 'Freezer');
    expect(name).toHaveValue('Big one');
    await user.click(within(dialog).getByRole('button', { name: /Garage fridge/ }));
    expect(name).toHaveValue('Garage fridge');
    expect(type).toHaveValue('Fridge');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please enter a name');
    await user.type(name, 'Chest freezer');
    await user.selectOptions(type, 'Freezer');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Chest freezer');
    expect(screen.getByTestId('device-type')).toHaveTextContent('Freezer');
  });

  it('?mergeIsOpen=true opens the merge dialog; closing it drops the query', async () => {
    const user = userEvent.setup();
    setup(fridge, '/devices/f1/settings?mergeIsOpen=true');
    const dialog = screen.getByRole('dialog', { name: 'Merge devices' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/devices\/f1\/settings$/);
  });

  it('offers delete only where allowed, unmerge for a merged device, nothing to edit for pseudo devices', () => {
    setup();
    const manage = screen.getByTestId('section-manage');
    expect(within(manage).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Unmerge' })).toBeNull();
  });

  it('a merged device offers Unmerge and Edit merge but no Delete', () => {
    const merged = virtualDevice('v1', 'Fridge + Dryer', ['f1', 'd1']);
    setup(merged, '/devices/v1/settings', [fridge, dryer]);
    const manage = screen.getByTestId('section-manage');
    expect(within(manage).getByRole('button', { name: 'Unmerge' })).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Edit merge' })).toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('always on cannot be edited', () => {
    const ao = special('always_on', 'Always On');
    setup(ao, '/devices/always_on/settings', []);
    expect(screen.getByText('This device cannot be renamed or edited.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByTestId('section-manage')).toBeNull();
  });

  it('the dedicated-circuit dialog opens by itself when there are no detectable devices, for any device that may declare them', () => {
    // A plain detected device (neither smart nor a relay) alone in the home: nothing to choose from.
    setup(fridge, '/devices/f1/settings', []);
    expect(screen.getByRole('dialog', { name: 'What is connected?' })).toBeInTheDocument();
  });

  it('the dedicated-circuit dialog stays closed while there are detectable devices to choose', () => {
    setup(fridge, '/devices/f1/settings', [dryer]);
    expect(screen.queryByRole('dialog', { name: 'What is connected?' })).toBeNull();
  });

  it('"what is connected": Other with nothing detected and no type opens the category picker first', async () => {
    const user = userEvent.setup();
    const { dispatched } = setup(fridge, '/devices/f1/settings?connectedIsOpen=true');
    const dialog = screen.getByRole('dialog', { name: 'What is connected?' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /not in this list/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const picker = screen.getByRole('dialog', { name: 'What kind of device is it?' });
    await user.click(within(picker).getByRole('button', { name: 'Laundry' }));
    expect(dispatched).toContainEqual(expect.objectContaining({ type: 'devices/supersedeRequested', payload: { id: 'f1', devices: [], otherSuperseded: true, type: 'laundry', relay: false } }));
  });
});
