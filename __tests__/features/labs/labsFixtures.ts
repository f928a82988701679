import type { WireLabsContent, WireVoltageDay } from '../../../src/api/wire/labs';

/** A labs_content answer like the server's for the demo home (every part ok), overridable per part. */
export function labsContent(over: Partial<WireLabsContent['fault_detection_json']> = {}, monitorId = 42): WireLabsContent {
  const days = Array.from({ length: 30 }, (_, index) => {
    const d = new Date(Date.UTC(2026, 10, 23 - index));
    const date = d.toISOString().slice(0, 10);
    return { index, date, start: `${date}T05:00:00.000Z`, end: index === 0 ? '2026-11-23T15:00:00.000Z' : `${date}T05:00:00.000Z` };
  });
  const stall = { time: '2026-11-21T21:56:00.000Z', deviceId: 'fr1', deviceName: 'Fridge', deviceIcon: 'fridge', durationS: 4, peakW: 1017, spikeW: 640 };
  return {
    monitor_id: monitorId,
    updated: '2026-11-23T15:00:00.000Z',
    lookback_days: 30,
    start: days[29]!.start,
    end: '2026-11-23T15:00:00.000Z',
    fault_detection_json: {
      motorStalls: {
        status: 'ok', rating: 'med', averagePerDay: 2.31, peakPerDay: 6, peakDay: '2026-10-26', total: 68, terciles: [2.1, 3.22],
        dailyCounts: days.map((d, i) => ({ date: d.date, count: i % 4 })).reverse(), mostRecent: stall, recent: [stall], displaySupport: false,
      },
      powerQuality: {
        status: 'ok', rating: 'low', eventCount: 2, terciles: [10, 20], voltageNow: [120.9, 119.9], averageHours: 24, average: [120.3, 119.8],
        sustained: { min: 104.3, minLeg: 'L2', minTime: '2026-11-22T20:12:31.000Z', max: 121, maxLeg: 'L1', maxTime: '2026-11-23T14:59:55.000Z' },
        events: [
          { kind: 'dip', start: '2026-11-22T20:11:00.000Z', end: '2026-11-22T20:14:00.000Z', durationS: 180, legs: ['L1', 'L2'], voltage: 104.4 },
          { kind: 'spike', start: '2026-11-13T15:20:00.000Z', end: '2026-11-13T15:21:00.000Z', durationS: 60, legs: ['L1'], voltage: 135.2 },
        ],
        days, nominalV: 120, dipBelowV: 108, spikeAboveV: 132,
      },
      floatingNeutral: { status: 'ok', rating: 'low', voltsPerKw: 0.39, legWatts: [752, 669], legVoltage: [120.9, 119.9], displaySupport: false },
      acEfficiency: {
        status: 'ok', rating: 'slightlyInefficient', deviceId: 'hp1', deviceName: 'Heat Pump', userKwhPerDegreeDay: 2.8, thresholdKwhPerDegreeDay: 2.3,
        acKwh: 550, degreeDays: 196, savings: 1500, cost: 16.5,
        histogram: { bins: [{ from: 0, to: 1, count: 10 }, { from: 1, to: 2, count: 50 }, { from: 2, to: 3, count: 80 }, { from: 3, to: 4, count: 20 }], homes: 160 },
        cohort: { weatherSimilarity: true, similarSize: true },
      },
      ...over,
    },
    assets: {
      daily_counts_image: `/app/monitors/${monitorId}/labs/assets/motor-stalls-daily.svg`,
      power_meter_sample_image: `/app/monitors/${monitorId}/labs/assets/motor-stall-sample.svg`,
      raw_csv_files: {
        motor_stalls: `/app/monitors/${monitorId}/labs/assets/motor-stalls.csv`,
        power_quality: `/app/monitors/${monitorId}/labs/assets/power-quality.csv`,
        floating_neutral: `/app/monitors/${monitorId}/labs/assets/floating-neutral.csv`,
      },
    },
  };
}

/** One voltage day: a steady 120 V with a dip at 10:00 (index 600) and samples up to `reached` minutes. */
export function voltageDay(index: number, reached = 1440): WireVoltageDay {
  const l1 = Array.from({ length: 1440 }, (_, i) => (i < reached ? (i === 600 ? 105 : 120 + (i % 7) / 10) : null));
  const l2 = Array.from({ length: 1440 }, (_, i) => (i < reached ? 119.5 : null));
  const date = new Date(Date.UTC(2026, 10, 23 - index)).toISOString().slice(0, 10);
  return { index, date, start: `${date}T05:00:00.000Z`, end: `${date}T05:00:00.000Z`, step_s: 60, l1, l2, events: [] };
}
