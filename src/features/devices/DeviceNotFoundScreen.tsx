import DeviceMissing from './components/DeviceMissing';
import DevicesLayout from './components/DevicesLayout';

/** /devices/not-found: where links to a device that is gone land. */
export default function DeviceNotFoundScreen() {
  return (
    <DevicesLayout kind="devices" selectedId={null}>
      <DeviceMissing />
    </DevicesLayout>
  );
}
