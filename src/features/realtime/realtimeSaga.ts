import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { IsoTime } from '../../api/wire/common';
import { selectAccessToken, selectMonitorId } from '../../app/session/sessionSelectors';
import { CLOSE_UNAUTHORIZED, CONNECT_TIMEOUT_MS, MAX_RETRIES, reconnectDelayMs } from './constants';
import { feedUrlFor } from './feedUrl';
import { readDismissedRateZoneEndTime, writeDismissedRateZoneEndTime } from './rateZoneStorage';
import { createRealtimeSocket } from './realtimeSocket';
import { openFeedChannel, type FeedConnection, type FeedEvent } from './realtimeChannel';
import { handleFeedMessage, type MessageOutcome, type VersionMemo } from './realtimeMessageSaga';
import {
  connectRequested, disconnectRequested, rateZoneBannerDismissed, rateZoneDismissalLoaded, reconnectScheduled,
  retriesExhausted, socketClosed, socketErrored, socketRequested, socketStopped,
} from './realtimeSlice';
import type { Clock, RealtimeSocketFactory } from './types';

const LOGOUT_SUCCEEDED = 'session/logoutSucceeded';
/** Another feature (the power meter) asks for the last seconds of the feed: payload `{ seconds? }`. */
export const RECENT_HISTORY_REQUESTED = 'realtime/recentHistoryRequested';
const RENEW_SUCCEEDED = 'session/renewSucceeded';
const RENEW_REQUESTED = 'session/renewRequested';
const RENEW_FAILED = 'session/renewFailed';

/** The wait between retries; a named function so tests can provide it and assert the delays. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The wait for a socket to open; a named saga so tests can provide it. Cancelled (timer cleared)
 * when the socket answers first. After the deadline it lets the page run the tasks already queued
 * (one more timer turn) before giving up: on a busy main thread (a phone parsing the app's scripts)
 * the timer and the socket's open event can both be due, and an open that happened within the
 * timeout must win rather than be abandoned (that showed 'Could not connect' for a moment, then the
 * retry's cards, moving the whole screen).
 */
export function* openDeadline(ms: number) {
  yield delay(ms);
  yield delay(0);
}

/** What the browser reports for a socket that closed without a close frame; also used for one abandoned before it opened. */
const CLOSE_ABNORMAL = 1006;

type ConnectionOutcome = { kind: 'closed'; receivedMessages: boolean; code?: number } | { kind: 'forced' };

/** Across restarts of the feed: the access token a renew was last asked for (at most once each). */
export interface FeedMemo {
  renewAskedFor: string | null;
}

/**
 * One socket, from open to close. Sends send_recent_history on open. A socket that has not opened
 * within CONNECT_TIMEOUT_MS (by the saga clock) is abandoned: closed, reported as closed, retried.
 */
export function* runConnection(createSocket: RealtimeSocketFactory, url: string, now: Clock, memo: VersionMemo) {
  const connection = (yield call(openFeedChannel, createSocket, url)) as FeedConnection;
  const openBy = now() + CONNECT_TIMEOUT_MS;
  let receivedMessages = false;
  let open = false;
  try {
    while (true) {
      const waits = { feed: take(connection.channel), ask: take(RECENT_HISTORY_REQUESTED) };
      const next = (yield race(open ? waits : { ...waits, timedOut: call(openDeadline, Math.max(0, openBy - now())) })) as {
        feed?: FeedEvent;
        ask?: { payload?: { seconds?: number } };
        timedOut?: unknown;
      };
      if ('timedOut' in next) {
        yield put(socketClosed({ code: CLOSE_ABNORMAL, reason: 'connection timed out', timedOut: true }));
        return { kind: 'closed', receivedMessages, code: CLOSE_ABNORMAL } as ConnectionOutcome;
      }
      if (next.ask) {
        const seconds = next.ask.payload?.seconds;
        if (open) yield call(connection.send, seconds ? { type: 'send_recent_history', payload: { seconds } } : { type: 'send_recent_history' });
        continue;
      }
      const event = next.feed as FeedEvent;
      if (event.kind === 'open') {
        open = true;
        yield call(connection.send, { type: 'send_recent_history' });
      } else if (event.kind === 'error') {
        yield put(socketErrored({ message: event.message }));
      } else if (event.kind === 'close') {
        yield put(socketClosed({ code: event.code, reason: event.reason }));
        return { kind: 'closed', receivedMessages, code: event.code } as ConnectionOutcome;
      } else {
        const outcome = (yield* handleFeedMessage(event.message, now, memo)) as MessageOutcome;
        if (outcome === 'forced') return { kind: 'forced' } as ConnectionOutcome;
        if (event.message.type !== 'error') receivedMessages = true;
      }
    }
  } finally {
    connection.channel.close();
  }
}

/**
 * The feed with its retry loop: connects only with an access token; retry n waits
 * reconnectDelayMs(n) (1500 ms x 1.5^n); after MAX_RETRIES failed retries it gives up (the screen
 * offers a retry). A connection that delivered messages starts the count again.
 *
 * A feed refusing the token (close 4001: it expired while the tab slept, say) asks the session for
 * a renew, once per token: success restarts the feed with the new token (watchConnection), a refused
 * renew signs out, and a network failure falls back to the retry loop.
 */
export function* runFeed(feedMemo: FeedMemo = { renewAskedFor: null }) {
  const createSocket = ((yield getContext('createRealtimeSocket')) as RealtimeSocketFactory | undefined) ?? createRealtimeSocket;
  const now = ((yield getContext('now')) as Clock | undefined) ?? Date.now;
  const memo: VersionMemo = { user: null, settings: null };
  let retry = 0;
  while (true) {
    const token = (yield select(selectAccessToken)) as string | null | undefined;
    const monitorId = (yield select(selectMonitorId)) as number | string | null | undefined;
    if (!token || monitorId === null || monitorId === undefined) return;
    const url = (yield call(feedUrlFor, token, monitorId)) as string;
    yield put(socketRequested({ attempt: retry }));
    const outcome = (yield call(runConnection, createSocket, url, now, memo)) as ConnectionOutcome;
    if (outcome.kind === 'forced') return;
    if (outcome.code === CLOSE_UNAUTHORIZED) {
      // Renewed meanwhile (by a REST call's 401, or another tab): reconnect with the new token at once.
      const current = (yield select(selectAccessToken)) as string | null | undefined;
      if (current && current !== token) continue;
      if (feedMemo.renewAskedFor !== token) {
        feedMemo.renewAskedFor = token;
        yield put({ type: RENEW_REQUESTED });
        // On success watchConnection cancels this task and starts the feed again with the new token.
        yield take(RENEW_FAILED);
      }
    }
    if (outcome.receivedMessages) retry = 0;
    if (retry >= MAX_RETRIES) {
      yield put(retriesExhausted());
      return;
    }
    const delayMs = reconnectDelayMs(retry);
    retry += 1;
    yield put(reconnectScheduled({ attempt: retry, delayMs }));
    yield call(sleep, delayMs);
  }
}

/** Starts the feed on connectRequested, restarts it with a renewed token, stops it on logout or disconnect. */
export function* watchConnection() {
  let task: Task | null = null;
  const feedMemo: FeedMemo = { renewAskedFor: null };
  while (true) {
    const action = (yield take([connectRequested.type, disconnectRequested.type, LOGOUT_SUCCEEDED, RENEW_SUCCEEDED])) as { type: string };
    if (action.type === RENEW_SUCCEEDED && !task?.isRunning()) continue;
    if (task?.isRunning()) yield cancel(task);
    task = null;
    if (action.type === connectRequested.type) {
      const endTime = (yield call(readDismissedRateZoneEndTime)) as IsoTime | null;
      yield put(rateZoneDismissalLoaded({ endTime }));
    }
    if (action.type === connectRequested.type || action.type === RENEW_SUCCEEDED) {
      task = (yield fork(runFeed, feedMemo)) as Task;
    } else if (action.type === disconnectRequested.type) {
      yield put(socketStopped());
    }
  }
}

function* persistRateZoneDismissal(action: ReturnType<typeof rateZoneBannerDismissed>) {
  yield call(writeDismissedRateZoneEndTime, action.payload.endTime);
}

/** The feature's root saga (the lead spawns it from rootSaga). */
export function* realtimeSaga() {
  yield takeEvery(rateZoneBannerDismissed.type, persistRateZoneDismissal);
  yield fork(watchConnection);
}

export default realtimeSaga;
