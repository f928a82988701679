import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { useShowCost } from '../../../app/session/useShowCost';
import { Button } from '../../../common/Button';
import type { Measure } from '../charts/chartMath';
import { deviceName } from '../format';
import { chartMessages as cm, viewerMessages as m } from '../messages';
import { DEFAULT_ZONE } from '../trendsContext';
import { deviceRow, selectAvailableUnits, selectCurrentFrame, selectView } from '../trendsSelectors';
import { deviceChosen, unitChosen } from '../trendsSlice';
import DevicePicker, { type DeviceOption } from './DevicePicker';
import DeviceUsageTable from './DeviceUsageTable';
import EnergyFlows from './EnergyFlows';
import ExportDialog from './ExportDialog';
import FramePanel, { type FrameDisplay } from './FramePanel';
import IntervalTabs from './IntervalTabs';
import PeriodCarousel from './PeriodCarousel';
import SectionTabs from './SectionTabs';
import styles from './UsageScreen.module.css';
import { useTrendsUrlSync } from './useTrendsUrlSync';

/** A two-way switch (segmented buttons, the pressed one raised). */
function Toggle<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; text: string }[]; onChange: (v: T) => void }) {
  return (
    <div className={styles.segmented} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className={styles.segment} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.text}
        </button>
      ))}
    </div>
  );
}

/**
 * /usage, the trends viewer (spec account-settings-shell §2): interval tabs, the carousel of periods,
 * the chart (or its table) with figures, solar/battery/grid flows, the device usage table and the
 * data export. The URL holds scale, start and device. When the home hides costs, the Energy/Cost
 * switch goes (energy only) and no part shows money.
 */
export default function UsageScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useTrendsUrlSync();
  const view = useAppSelector(selectView);
  const units = useAppSelector(selectAvailableUnits);
  const frame = useAppSelector(selectCurrentFrame);
  const timeZone = useAppSelector(selectMonitorTimeZone) || DEFAULT_ZONE;
  const [chosenMeasure, setMeasure] = useState<Measure>('energy');
  const showCost = useShowCost();
  const measure: Measure = showCost ? chosenMeasure : 'energy';
  const [display, setDisplay] = useState<FrameDisplay>('chart');
  const [exporting, setExporting] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const data = frame?.data ?? null;

  const devices: DeviceOption[] = useMemo(() => {
    if (!data) return [];
    const rows = [...data.consumption.devices, ...data.production.devices].map((d) => ({ id: d.id, name: deviceName(intl, d) }));
    return rows.sort((a, b) => a.name.localeCompare(b.name, intl.locale, { sensitivity: 'base' }));
  }, [data, intl]);
  const row = view ? deviceRow(data, view.device) : null;
  const shownName = row ? deviceName(intl, row) : view?.device ?? null;

  return (
    <div className={styles.screen}>
      <SectionTabs />
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <Button variant="secondary" onClick={() => setExporting(true)} disabled={!view} data-testid="trends-export">
          {view?.device && shownName ? intl.formatMessage(m.exportDevice, { device: shownName }) : intl.formatMessage(m.export)}
        </Button>
      </header>

      <section className={styles.card} aria-labelledby={titleId}>
        <div className={styles.toolbar}>
          <IntervalTabs units={units} selected={view?.unit ?? null} panelId={panelId} onChoose={(unit) => dispatch(unitChosen({ unit }))} />
          <DevicePicker devices={devices} selected={view?.device ?? null} onChoose={(device) => dispatch(deviceChosen({ device }))} />
        </div>
        <PeriodCarousel id={panelId} labelledBy={view ? `${panelId}-tab-${view.unit}` : undefined} view={view} timeZone={timeZone}>
          {view ? <FramePanel view={view} frame={frame} timeZone={timeZone} measure={measure} display={display} /> : null}
        </PeriodCarousel>
        <div className={styles.toolbar}>
          {showCost ? (
            <Toggle
              label={intl.formatMessage(cm.measureLabel)}
              value={measure}
              options={[
                { value: 'energy', text: intl.formatMessage(cm.energy) },
                { value: 'cost', text: intl.formatMessage(cm.cost) },
              ]}
              onChange={setMeasure}
            />
          ) : null}
          <Toggle
            label={intl.formatMessage(cm.viewLabel)}
            value={display}
            options={[
              { value: 'chart', text: intl.formatMessage(cm.viewChart) },
              { value: 'table', text: intl.formatMessage(cm.viewTable) },
            ]}
            onChange={setDisplay}
          />
        </div>
      </section>

      {data && view && !view.device ? <EnergyFlows data={data} showCost={showCost} /> : null}
      {data && view && !view.device ? <DeviceUsageTable devices={data.consumption.devices} zones={data.rate_zones} showCost={showCost} /> : null}

      {exporting && view ? <ExportDialog view={view} deviceName={view.device ? shownName : null} timeZone={timeZone} onClose={() => setExporting(false)} /> : null}
    </div>
  );
}
