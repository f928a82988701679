/**
 * The measured store (ARCHITECTURE, "The third wave"; server/README.md "The measured store"): the one
 * place figures read measurements from. Sources write through MeasuredStore.ingest (the main thread);
 * figures read through MeasuredReader (any thread).
 */
export { MeasuredStore, DEFAULT_RETENTION_DAYS, type IngestResult, type Prepared, type StoreStats } from './store';
export { MeasuredReader, type Filler, type StoreWindow, type WindowOptions } from './reader';
export type { MonitorMeta, ChannelInfo, Declaration } from './meta';
export { MINUTE_ASKED, MINUTE_DATA, MINUTE_UNKNOWN, type DayRollup, type MinuteColumns } from './codec';
export { measuredReader, setMeasuredReader, keepFilled, keepPrepared, storeWindow, versionedDayKey } from './thread';
export { storedRange, type StoredRange } from './range';
export { LATEST_WITHIN_MS, storedLatest, storedRecentHistory } from './recent';
export { declaredDevices, declaredEquipment, setDeclarer, type BatteryRating } from './devices';
