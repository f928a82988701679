import { t, type MessageKey, type MessageValues } from '../i18n';
import type { WireTimelineItem } from '../../../src/api/wire/timeline';
import { dayByNo, daySummary, dayOf, peakRecord, type PeakRecord } from './daySummary';
import { declaredDevices } from '../measured';
import { INSTALL_MILESTONES, installCheckText, SEEDED_NEWS, SETTLED_AFTER_MS, welcomeBodyFor } from './news';
import { peakIdOf, setupPeak } from './peaks';
import { floorMinute, guidOf, iso, MINUTE_MS, NOTICE_SLOT, setupItemMs } from './slots';
import type { TimelineSource } from './source';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/** Always-on changes smaller than this (both) are not news. */
const ALWAYS_ON_MIN_W = 5;
const ALWAYS_ON_MIN_RATIO = 0.03;

/** A text in the source's language. */
const text = (src: TimelineSource, key: MessageKey, values?: MessageValues) => t(src.locale, key, values);

/** A peak's watts and its date and time in the monitor's time zone. */
const peakValues = (src: TimelineSource, rec: PeakRecord): MessageValues => ({
  watts: Math.round(rec.day.peakW),
  date: { ms: rec.day.peakMs, timeZone: src.profile.timeZone, style: 'monthDay' },
  time: { ms: rec.day.peakMs, timeZone: src.profile.timeZone, style: 'time' },
});

function notice(src: TimelineSource, ms: number, kind: number, fields: Partial<WireTimelineItem> & Pick<WireTimelineItem, 'type' | 'body'>): WireTimelineItem {
  return {
    time: iso(ms),
    title: null,
    count: 0,
    device_id: null,
    device_name: null,
    device_state: null,
    icon: null,
    destination: null,
    action_title: null,
    show_action: false,
    progress: null,
    allow_sticky: false,
    guid: guidOf(src.monitorId, Math.floor(ms / MINUTE_MS), kind),
    monitor_id: src.monitorId,
    ...fields,
  };
}

function peakNotice(src: TimelineSource, ms: number, rec: PeakRecord, body: MessageKey): WireTimelineItem {
  return notice(src, ms, 11, {
    type: 'NewPeak',
    title: text(src, 'timeline.peak.title'),
    body: text(src, body, peakValues(src, rec)),
    icon: 'peak',
    destination: `peak:${peakIdOf(src.monitorId, rec.day.peakMs)}`,
    action_title: text(src, 'timeline.peak.action'),
    show_action: true,
    allow_sticky: true,
  });
}

function installCheck(src: TimelineSource, ms: number, progress: number): WireTimelineItem {
  const keys = installCheckText(progress);
  return notice(src, ms, 30 + progress, { type: 'InstallCheck', title: text(src, keys.title), body: text(src, keys.body), icon: 'monitor', progress });
}

/** The welcome text: a fresh install's, or, for a home with history, the story of its own age. */
function welcomeBody(src: TimelineSource, seeded: MessageKey): string {
  const found = declaredDevices(src.profile).filter((d) => !d.special && Date.parse(d.dateCreated) <= src.createdMs).length;
  const since = new Intl.DateTimeFormat(src.locale.tag, { dateStyle: 'long', timeZone: src.profile.timeZone }).format(src.floorMs);
  const settled = welcomeBodyFor(src.createdMs - src.floorMs, since, found);
  return settled ? text(src, settled.key, settled.values) : text(src, seeded);
}

/**
 * Items posted at setup (news, the peak recap) and the install-check milestones. The install check
 * runs from the household's first detection (its install), so a monitor that was running long
 * before its owner joined shows a finished check in its past, not a fresh one.
 */
function setupNotices(src: TimelineSource, inRange: (ms: number) => boolean): WireTimelineItem[] {
  const out: WireTimelineItem[] = [];
  const S = src.createdMs;
  for (const news of SEEDED_NEWS) {
    const ms = setupItemMs(S, news.slot);
    if (!inRange(ms)) continue;
    const body = news.slot === NOTICE_SLOT.welcomeNews ? welcomeBody(src, news.body) : text(src, news.body);
    out.push(notice(src, ms, news.kind, {
      type: 'Info', title: text(src, news.title), body, icon: 'news', destination: news.destination,
      action_title: text(src, news.actionTitle), show_action: true, allow_sticky: true,
    }));
  }
  const recapMs = setupItemMs(S, NOTICE_SLOT.peakRecap);
  if (inRange(recapMs)) {
    const rec = setupPeak(src);
    if (rec) out.push(peakNotice(src, recapMs, rec, rec.isRecord ? 'timeline.peak.recapRecord' : 'timeline.peak.recapHighest'));
  }
  const installed = S - src.floorMs >= SETTLED_AFTER_MS ? src.floorMs : S;
  for (const [after, progress] of INSTALL_MILESTONES) {
    const ms = after === 0 ? setupItemMs(installed, NOTICE_SLOT.installCheck) : floorMinute(installed + after) + NOTICE_SLOT.installCheck;
    if (inRange(ms)) out.push(installCheck(src, ms, progress));
  }
  return out;
}

/** What is posted at the end of a local day (after setup): its new peak and always-on change. */
function dayEndNotices(src: TimelineSource, dayNo: number, inRange: (ms: number) => boolean): WireTimelineItem[] {
  const day = dayByNo(src.profile, dayNo);
  const out: WireTimelineItem[] = [];
  const peakMs = day.endMs + NOTICE_SLOT.peak;
  if (inRange(peakMs)) {
    const rec = peakRecord(src.profile, dayNo, src.floorMs);
    if (rec.isRecord) {
      out.push(peakNotice(src, peakMs, rec, 'timeline.peak.body'));
    }
  }
  const aoMs = day.endMs + NOTICE_SLOT.alwaysOn;
  if (inRange(aoMs) && dayByNo(src.profile, dayNo - 1).startMs >= src.floorMs) {
    const today = daySummary(src.profile, dayNo).alwaysOnW;
    const before = daySummary(src.profile, dayNo - 1).alwaysOnW;
    const delta = today - before;
    if (Math.abs(delta) >= ALWAYS_ON_MIN_W && Math.abs(delta) >= before * ALWAYS_ON_MIN_RATIO) {
      const ao = src.names.byDeviceId('always_on');
      const body = text(src, delta > 0 ? 'timeline.alwaysOn.up' : 'timeline.alwaysOn.down', { watts: Math.round(today), delta: Math.round(Math.abs(delta)) });
      out.push(notice(src, aoMs, 12, {
        type: 'AlwaysOnChanged', body, device_id: 'always_on', device_name: ao?.name ?? text(src, 'device.name.always_on'), icon: ao?.icon ?? 'alwayson',
        destination: 'device:always_on',
      }));
    }
  }
  return out;
}

/**
 * Notices with a time in [startMs, endMs) and not after nowMs, newest first: the seeded news and
 * peak recap at setup, install-check progress, and day-end new peaks and always-on changes.
 */
export function noticesIn(src: TimelineSource, startMs: number, endMs: number, nowMs: number): WireTimelineItem[] {
  const last = Math.min(endMs - 1, nowMs);
  if (last < startMs) return [];
  const inRange = (ms: number) => ms >= startMs && ms <= last;
  const out = setupNotices(src, inRange);
  // Day-end notices sit in the first minute of the next day, for days that ended after setup.
  for (let d = dayOf(src.profile, startMs - MINUTE_MS).dayNo; ; d++) {
    const day = dayByNo(src.profile, d);
    if (day.endMs > last) break;
    if (day.endMs <= src.createdMs) continue;
    out.push(...dayEndNotices(src, d, inRange));
  }
  return out.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
