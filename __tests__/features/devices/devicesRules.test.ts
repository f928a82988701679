import {
  canDelete, canEdit, canMerge, initialMergeSelection, isListed, mergeCandidates, mergeDecision, sectionsFor, showsEditLink,
  supersedeCandidates, supersedeDecision,
} from '../../../src/features/devices/devicesRules';
import { device, special, virtualDevice } from './deviceFixtures';

const fridge = device('f1', 'Fridge');
const dryer = device('d1', 'Dryer', {}, { UserDeviceType: 'Dryer' });
const tv = device('t1', 'TV', {}, { UserDeviceType: 'TV' });

describe('device list', () => {
  it('hides solar (only solar of the system devices: the battery is listed), merge members, superseded, deleted and hidden devices', () => {
    expect(isListed(special('solar', 'Solar'))).toBe(false);
    expect(isListed(device('battery', 'Battery'))).toBe(true);
    expect(isListed(device('m1', 'Member', {}, { MergeId: 'v1' }))).toBe(false);
    expect(isListed(device('s1', 'Lamp', {}, { SupersededBy: 'p1' }))).toBe(false);
    expect(isListed(device('x1', 'Gone', {}, { UserDeleted: 'true' }))).toBe(false);
    expect(isListed(device('h1', 'Hidden', {}, { UserShowInDeviceList: 'false' }))).toBe(false);
    expect(isListed(special('always_on', 'Always On'))).toBe(true);
    expect(isListed(fridge)).toBe(true);
  });
});

describe('edit, delete and merge permissions (settings spec §6)', () => {
  it('edits only non-pseudo, non-deleted devices whose UserEditable is set', () => {
    expect(canEdit(fridge)).toBe(true);
    expect(canEdit(special('always_on', 'Always On'))).toBe(false);
    expect(canEdit(device('x', 'X', {}, { UserEditable: 'false' }))).toBe(false);
    expect(canEdit(device('x', 'X', {}, { UserDeleted: 'true' }))).toBe(false);
  });

  it('deletes only devices that are neither pseudo nor virtual and are deletable', () => {
    expect(canDelete(fridge)).toBe(true);
    expect(canDelete(virtualDevice('v1', 'Merged', ['a', 'b']))).toBe(false);
    expect(canDelete(special('unknown', 'Other'))).toBe(false);
    expect(canDelete(device('x', 'X', {}, { UserDeletable: 'false' }))).toBe(false);
  });

  it('merges mergeable devices', () => {
    expect(canMerge(fridge)).toBe(true);
    expect(canMerge(device('x', 'X', {}, { UserMergeable: 'false' }))).toBe(false);
  });

  it('shows the edit link for UserEditable devices and progressive ones', () => {
    expect(showsEditLink(fridge, 'RealTime')).toBe(true);
    const locked = device('x', 'X', {}, { UserEditable: 'false' });
    expect(showsEditLink(locked, 'RealTime')).toBe(false);
    expect(showsEditLink(locked, 'Tracking')).toBe(true);
    expect(showsEditLink(special('always_on', 'Always On'), 'RealTime')).toBe(false);
  });
});

describe('sections by detection stage (monitoring §4)', () => {
  const ctx = { id: 'f1', relay: false, smart: false };
  it('Inventory shows only About; Identified adds cost; Tracking adds usage', () => {
    expect(sectionsFor('Inventory', ctx)).toEqual(['about']);
    expect(sectionsFor('Identified', ctx)).toEqual(['cost', 'about']);
    expect(sectionsFor('Tracking', ctx)).toEqual(['cost', 'usage', 'about']);
  });

  it('Real time shows everything that applies', () => {
    expect(sectionsFor('RealTime', ctx)).toEqual(['cost', 'usage', 'timeline', 'notes', 'stats', 'about']);
    expect(sectionsFor('RealTime', { id: 'always_on', relay: false, smart: false, timeline: false })).toEqual(['networkPrompt', 'cost', 'usage', 'alwaysOn', 'notes', 'stats', 'about']);
    expect(sectionsFor('RealTime', { id: 'r1', relay: true, smart: false })).toContain('relayHistory');
    // One history for a relay: its relay timeline, not a second device timeline of the same events.
    expect(sectionsFor('RealTime', { id: 'r1', relay: true, smart: false })).not.toContain('timeline');
    expect(sectionsFor('RealTime', { id: 's1', relay: false, smart: true })[0]).toBe('smartPrompt');
  });
});

describe('merge rules', () => {
  const all = [special('always_on', 'Always On'), fridge, dryer, tv, device('m1', 'Member', {}, { MergeId: 'v9' })];

  it('lists the device (locked) and the other mergeable devices', () => {
    expect(mergeCandidates(all, fridge).map((d) => d.id)).toEqual(['f1', 'd1', 't1']);
    expect(initialMergeSelection(fridge)).toEqual(['f1']);
  });

  it('merges two or more (the device is always included)', () => {
    expect(mergeDecision(fridge, ['f1'])).toEqual({ kind: 'invalid' });
    expect(mergeDecision(fridge, ['f1', 'd1'])).toEqual({ kind: 'merge', devices: ['f1', 'd1'] });
    expect(mergeDecision(fridge, ['d1'])).toEqual({ kind: 'merge', devices: ['f1', 'd1'] });
  });

  it('on a merged device keeps at least two members, else asks to unmerge', () => {
    const v = virtualDevice('v1', 'Fridge + Dryer', ['f1', 'd1']);
    const withMembers = [...all, v];
    expect(mergeCandidates(withMembers, v).map((d) => d.id)).toEqual(['f1', 'd1', 't1']);
    expect(initialMergeSelection(v)).toEqual(['f1', 'd1']);
    expect(mergeDecision(v, ['f1', 'd1', 't1'])).toEqual({ kind: 'merge', devices: ['f1', 'd1', 't1'] });
    expect(mergeDecision(v, ['f1'])).toEqual({ kind: 'unmerge' });
    expect(mergeDecision(v, [])).toEqual({ kind: 'unmerge' });
  });
});

describe('supersede (dedicated circuit) rules', () => {
  const typeOf = (id: string) => ({ d1: 'Dryer', t1: 'TV' })[id];
  const choice = { selected: [] as string[], other: false, powerStrip: false, chosenType: null };

  it('PowerStrip wins; several detected devices give DedicatedCircuit; one gives its type', () => {
    expect(supersedeDecision({ ...choice, powerStrip: true, selected: ['d1'] }, typeOf)).toEqual({ kind: 'submit', type: 'PowerStrip' });
    expect(supersedeDecision({ ...choice, selected: ['d1', 't1'] }, typeOf)).toEqual({ kind: 'submit', type: 'DedicatedCircuit' });
    expect(supersedeDecision({ ...choice, selected: ['t1'] }, typeOf)).toEqual({ kind: 'submit', type: 'TV' });
  });

  it('Other with no detected devices and no type picks a category first', () => {
    expect(supersedeDecision({ ...choice, other: true }, typeOf)).toEqual({ kind: 'pickCategory' });
    expect(supersedeDecision({ ...choice, other: true, chosenType: 'kitchen' }, typeOf)).toEqual({ kind: 'submit', type: 'kitchen' });
    expect(supersedeDecision(choice, typeOf)).toEqual({ kind: 'invalid' });
  });

  it('offers detected devices, not pseudo, virtual or the device itself', () => {
    const all = [special('always_on', 'Always On'), fridge, dryer, virtualDevice('v1', 'V', ['x', 'y']), device('s1', 'Lamp', {}, { SupersededBy: 'f1' })];
    expect(supersedeCandidates(all, fridge).map((d) => d.id)).toEqual(['d1', 's1']);
  });
});
