import { meterUrl, meterWindow } from '../../../src/features/timeline/meterWindow';

test('the window starts 7.5 minutes before the peak and is 15 minutes wide', () => {
  expect(meterWindow('2026-11-21T23:42:00.000Z')).toEqual({ start: '2026-11-21T23:34:30.000Z', end: '2026-11-21T23:49:30.000Z' });
});

test('the power-meter link carries the window, or is plain /meter without a peak time', () => {
  const url = new URL(meterUrl('2026-11-21T23:42:00.000Z'), 'http://x');
  expect(url.pathname).toBe('/meter');
  expect(url.searchParams.get('start')).toBe('2026-11-21T23:34:30.000Z');
  expect(url.searchParams.get('end')).toBe('2026-11-21T23:49:30.000Z');
  expect(meterUrl(null)).toBe('/meter');
  expect(meterUrl('not a time')).toBe('/meter');
});
