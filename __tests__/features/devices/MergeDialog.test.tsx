import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MergeDialog from '../../../src/features/devices/settings/MergeDialog';
import { deleteRequested, mergeRequested } from '../../../src/features/devices/devicesSlice';
import { device, special, virtualDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const fridge = device('f1', 'Fridge');
const dryer = device('d1', 'Dryer');
const tv = device('t1', 'TV');
const all = [special('always_on', 'Always On'), fridge, dryer, tv, device('n1', 'Locked', {}, { UserMergeable: 'false' })];

describe('MergeDialog', () => {
  it('locks the current device, lists the other mergeable devices and disables submit while unchanged', async () => {
    const onClose = jest.fn();
    renderDevices(<MergeDialog current={fridge} all={all} onClose={onClose} />, { devices: all });
    const dialog = screen.getByRole('dialog', { name: 'Merge devices' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['FridgeThis device', 'Dryer', 'TV']);
    expect(within(dialog).getByRole('checkbox', { name: /Fridge/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Fridge/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
  });

  it('merges two or more selected devices', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderDevices(<MergeDialog current={fridge} all={all} onClose={jest.fn()} />, { devices: all });
    await user.click(screen.getByRole('checkbox', { name: /Dryer/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(dispatched).toContainEqual(mergeRequested({ id: 'f1', devices: ['f1', 'd1'] }));
    await user.click(screen.getByRole('checkbox', { name: /Dryer/ }));
    expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
  });

  const merged = virtualDevice('v1', 'Fridge + Dryer', ['f1', 'd1']);
  const members = [merged, { ...fridge, tags: { ...fridge.tags, MergeId: 'v1' } }, { ...dryer, tags: { ...dryer.tags, MergeId: 'v1' } }, tv];

  it('on a merged device: the members are selected and the member list can change', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderDevices(<MergeDialog current={merged} all={members} onClose={jest.fn()} />, { devices: members });
    expect(screen.getByRole('checkbox', { name: /Fridge/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Dryer/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /TV/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /TV/ }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(dispatched).toContainEqual(mergeRequested({ id: 'v1', devices: ['f1', 'd1', 't1'] }));
  });

  it('on a merged device more than one must remain: fewer asks to unmerge', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderDevices(<MergeDialog current={merged} all={members} onClose={jest.fn()} />, { devices: members });
    await user.click(screen.getByRole('checkbox', { name: /Dryer/ }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(dispatched.map((a) => a.type)).not.toContain(mergeRequested.type);
    const confirm = screen.getByRole('alertdialog', { name: 'Unmerge Fridge + Dryer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unmerge' }));
    expect(dispatched).toContainEqual(deleteRequested({ id: 'v1', kind: 'unmerge' }));
  });
});
