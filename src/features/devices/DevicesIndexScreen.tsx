import { Navigate } from 'react-router-dom';
import { useMediaQuery } from '../../common/useMediaQuery';
import DevicesLayout, { NARROW_QUERY } from './components/DevicesLayout';

/** /devices: on a phone, the device list as a page of its own; on a wider screen, the always-on
 * detail beside the list (spec: /devices goes to /devices/always_on). */
export default function DevicesIndexScreen() {
  const narrow = useMediaQuery(NARROW_QUERY);
  return narrow ? <DevicesLayout kind="devices" selectedId={null} mode="index" /> : <Navigate to="/devices/always_on" replace />;
}
