import PowerMeterChart from '../charts/PowerMeterChart';
import type { MeterView } from '../types';
import DataTable from './DataTable';
import { useMeterSeries } from './useMeterSeries';

/** The window's data as a table (it follows the store itself). */
function MeterTable() {
  const shown = useMeterSeries();
  return shown ? <DataTable series={shown.series} window={shown.window} /> : null;
}

/** The graph (it draws from the store itself, see PowerMeterChart) or the data table. */
export default function MeterBody({ view, describedBy }: { view: MeterView; describedBy: string }) {
  return view === 'table' ? <MeterTable /> : <PowerMeterChart describedBy={describedBy} />;
}
