import type { Repos } from '../db/repos';
import { findDevice, type BookDevice, type DeviceBook } from '../devices/book';
import { loadBook } from '../devices/userState';
import type { AlertDeviceView } from './items';
import { offerOf, type AlertOffer } from './rules';

/**
 * Alerts address the devices of the user's device list (devices/book.ts): simulated devices with
 * the user's names, and merged (virtual) devices; deleted devices are gone (404 'Device not found').
 */
export const deviceBook = (repos: Pick<Repos, 'devices'>, monitorId: number): DeviceBook | null => loadBook(repos, monitorId);

export const alertDevice = (book: DeviceBook, deviceId: string): BookDevice | undefined => findDevice(book, deviceId);

export const offerFor = (b: BookDevice): AlertOffer => offerOf(b.wire.tags, b.wire.type);

/** The simulator devices whose states make up the device's state (a merged device: its members). */
export const simMembersOf = (b: BookDevice): string[] => (b.virtual ? [...b.members] : [b.id]);

export function viewOf(b: BookDevice): AlertDeviceView {
  const type = b.wire.tags.UserDeviceType;
  return { id: b.id, name: b.wire.name, icon: b.wire.icon, type: typeof type === 'string' ? type : b.wire.type };
}
