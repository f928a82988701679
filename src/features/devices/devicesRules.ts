import { SPECIAL_DEVICE_IDS, type WireDevice, type WireDeviceStage } from '../../api/wire/devices';

/**
 * Pure rules about devices: which are listed, what each may do (account-settings-shell §6),
 * which detail sections a detection stage shows (monitoring §4), merge and supersede decisions.
 */
type DeviceLike = Pick<WireDevice, 'id' | 'tags'>;

export function tag(device: DeviceLike, key: string): string | undefined {
  const value = device.tags?.[key];
  return typeof value === 'string' ? value : undefined;
}
const isTrue = (device: DeviceLike, key: string) => tag(device, key) === 'true';

export const isSpecialId = (id: string) => (SPECIAL_DEVICE_IDS as readonly string[]).includes(id);
export const isVirtual = (device: DeviceLike) => isTrue(device, 'Virtual');
export const isRelay = (device: DeviceLike) => tag(device, 'IntegrationType') === 'WiserRelay' || tag(device, 'UserDeviceType') === 'SmartRelay';
/** Smart plugs and other integrated devices report their own power (not relays). */
export const isSmartDevice = (device: DeviceLike) =>
  !isRelay(device) && (Boolean(tag(device, 'IntegrationType')) || tag(device, 'DefaultUserDeviceType') === 'SmartPlug');
export const mergedMemberIds = (device: DeviceLike): string[] => (tag(device, 'MergedDevices') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
export const deviceType = (device: DeviceLike) => tag(device, 'UserDeviceType') ?? tag(device, 'DefaultUserDeviceType');
export const isProgressive = (id: string, stage: WireDeviceStage | undefined) => !isSpecialId(id) && stage !== undefined && stage !== 'RealTime';

/** In the device list: not solar (spec §2), not folded into another device, not deleted or hidden. */
export function isListed(device: DeviceLike): boolean {
  if (device.id === 'solar') return false;
  if (tag(device, 'MergeId') || tag(device, 'SupersededBy')) return false;
  if (isTrue(device, 'UserDeleted')) return false;
  return tag(device, 'DeviceListAllowed') !== 'false' && tag(device, 'UserShowInDeviceList') !== 'false';
}

/** Edited only if not user-deleted, not a pseudo device, and UserEditable is set. */
export const canEdit = (device: DeviceLike) => !isSpecialId(device.id) && !isTrue(device, 'UserDeleted') && isTrue(device, 'UserEditable');
/** Deleted only if neither pseudo nor virtual, and UserDeletable is set. */
export const canDelete = (device: DeviceLike) => !isSpecialId(device.id) && !isVirtual(device) && isTrue(device, 'UserDeletable');
/** Merged if UserMergeable is set. */
export const canMerge = (device: DeviceLike) => !isSpecialId(device.id) && isTrue(device, 'UserMergeable');
/** The detail header's edit link: UserEditable devices, or progressive ones (monitoring §6). */
export const showsEditLink = (device: DeviceLike, stage: WireDeviceStage | undefined) => isTrue(device, 'UserEditable') || isProgressive(device.id, stage);

export type SectionKey =
  | 'battery' | 'cost' | 'usage' | 'alwaysOn' | 'networkPrompt' | 'smartPrompt' | 'timeline' | 'relayHistory' | 'notes' | 'stats' | 'about';

export interface SectionContext {
  id: string;
  relay: boolean;
  smart: boolean;
  /** The detail's timeline.allowed (false for devices that have no timeline, e.g. always on). */
  timeline?: boolean;
}

/** Inventory: About. Identified: + cost. Tracking: + usage. Real time: everything (monitoring §4). */
export function sectionsFor(stage: WireDeviceStage, { id, relay, smart, timeline = true }: SectionContext): SectionKey[] {
  if (stage === 'Inventory') return ['about'];
  if (stage === 'Identified') return ['cost', 'about'];
  if (stage === 'Tracking') return ['cost', 'usage', 'about'];
  const all: (SectionKey | false)[] = [
    // The battery's page starts with its charge and state.
    id === 'battery' && 'battery',
    id === 'always_on' && 'networkPrompt', smart && 'smartPrompt', 'cost', 'usage', id === 'always_on' && 'alwaysOn',
    // A relay's own history lists the same events as a timeline would: it shows that one only.
    timeline && !relay && 'timeline', relay && 'relayHistory', 'notes', 'stats', 'about',
  ];
  return all.filter((s): s is SectionKey => s !== false);
}

/** The rows of the merge dialog: the device (or a merged device's members) and the other mergeable devices. */
/** Ids of the devices that have others declared as connected to them. */
const declaringIds = (all: WireDevice[]) => new Set(all.map((d) => tag(d, 'SupersededBy')).filter((id): id is string => Boolean(id)));

export function mergeCandidates(all: WireDevice[], current: WireDevice): WireDevice[] {
  const members = new Set(mergedMemberIds(current));
  const declaring = declaringIds(all);
  return all.filter((d) => {
    if (d.id === current.id) return !isVirtual(current);
    if (members.has(d.id)) return true;
    return isListed(d) && canMerge(d) && !isVirtual(d) && !isRelay(d) && !declaring.has(d.id);
  });
}

/** The selection the merge dialog opens with: a merged device's members, else the device itself. */
export const initialMergeSelection = (current: WireDevice): string[] => (isVirtual(current) ? mergedMemberIds(current) : [current.id]);

export type MergeDecision = { kind: 'merge'; devices: string[] } | { kind: 'unmerge' } | { kind: 'invalid' };

/** Two or more selected merge; for a merged device fewer than two means unmerge (after confirmation). */
export function mergeDecision(current: WireDevice, selected: string[]): MergeDecision {
  const unique = [...new Set(selected)];
  if (isVirtual(current)) return unique.length >= 2 ? { kind: 'merge', devices: unique } : { kind: 'unmerge' };
  const withCurrent = unique.includes(current.id) ? unique : [current.id, ...unique];
  return withCurrent.length >= 2 ? { kind: 'merge', devices: withCurrent } : { kind: 'invalid' };
}

export interface SupersedeChoice {
  /** Detected devices said to be connected. */
  selected: string[];
  /** "Something not detected" is connected too. */
  other: boolean;
  powerStrip: boolean;
  /** A category chosen in the picker. */
  chosenType: string | null;
}
export type SupersedeDecision = { kind: 'submit'; type: string } | { kind: 'pickCategory' } | { kind: 'invalid' };

/** PowerStrip; several detected devices → DedicatedCircuit; only "Other" and no type → pick a category first. */
export function supersedeDecision(choice: SupersedeChoice, typeOf: (id: string) => string | undefined): SupersedeDecision {
  if (choice.powerStrip) return { kind: 'submit', type: 'PowerStrip' };
  if (choice.selected.length >= 2) return { kind: 'submit', type: 'DedicatedCircuit' };
  if (choice.selected.length === 1) return { kind: 'submit', type: choice.chosenType ?? typeOf(choice.selected[0] as string) ?? 'DedicatedCircuit' };
  if (choice.other) return choice.chosenType ? { kind: 'submit', type: choice.chosenType } : { kind: 'pickCategory' };
  return { kind: 'invalid' };
}

/** Devices that can be declared as connected to `current`: listed, detected (not pseudo), not itself. */
/** Whether the user may declare what is connected to a device (every editable device but a merged one). */
export const canDeclareConnected = (device: DeviceLike) => canEdit(device) && !isVirtual(device);

export function supersedeCandidates(all: WireDevice[], current: WireDevice): WireDevice[] {
  const declaring = declaringIds(all);
  return all.filter((d) => {
    if (d.id === current.id || isSpecialId(d.id) || isVirtual(d) || isRelay(d) || isSmartDevice(d) || declaring.has(d.id)) return false;
    return tag(d, 'SupersededBy') === current.id || isListed(d);
  });
}

/** The devices already declared as connected to `current`. */
export const declaredConnected = (all: WireDevice[], current: WireDevice): string[] =>
  all.filter((d) => tag(d, 'SupersededBy') === current.id).map((d) => d.id);
