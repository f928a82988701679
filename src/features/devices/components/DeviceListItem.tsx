import { memo } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import type { WireDevice } from '../../../api/wire/devices';
import { deviceType } from '../devicesRules';
import { selectBatteryFlowW, selectBatteryPct, selectChargeState, selectLiveState, selectListWatts } from '../devicesSelectors';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { formatWatts } from '../format';
import messages, { CHARGE_STATE_TEXT } from '../messages';
import ChargeBadge from './ChargeBadge';
import StateBadge from './StateBadge';
import styles from './DeviceList.module.css';

const STATE_TEXT = { On: messages.stateOn, Idle: messages.stateIdle, Off: messages.stateOff } as const;

/** Where a list item leads: /devices/{id}, or /panel/{id} in the relay list. */
export const itemPath = (id: string, base: 'devices' | 'panel') => `/${base}/${encodeURIComponent(id)}`;

/**
 * One row: icon, name, live watts and on/idle/off. Each row reads only its own live figures. Its
 * name, "Fridge, 125 W, On", is its visible text with commas: the spaces between the parts (which
 * the grid does not draw) keep the words apart, so the name contains what a user sees, in order.
 */
function DeviceListItem({ device, base, selected }: { device: WireDevice; base: 'devices' | 'panel'; selected: boolean }) {
  if (device.id === 'battery') return <BatteryListItem device={device} base={base} selected={selected} />;
  return <ApplianceListItem device={device} base={base} selected={selected} />;
}

type ItemProps = { device: WireDevice; base: 'devices' | 'panel'; selected: boolean };

function ApplianceListItem({ device, base, selected }: ItemProps) {
  const intl = useIntl();
  const watts = useAppSelector((s) => selectListWatts(s, device.id));
  const state = useAppSelector((s) => selectLiveState(s, device.id));
  const special = device.id === 'always_on' || device.id === 'unknown';
  // A device the monitor cannot pick out of the power data yet (Inventory) has no live watts or
  // state of its own: its row says so, as its page does, instead of a misleading "0 W, Off".
  const unmeasured = !special && device.stage === 'Inventory';
  const label = unmeasured
    ? [device.name, intl.formatMessage(messages.notMeasured)].join(', ')
    : [device.name, formatWatts(intl, watts), special ? null : intl.formatMessage(STATE_TEXT[state])].filter(Boolean).join(', ');
  return (
    <li>
      <NavLink
        to={itemPath(device.id, base)}
        className={selected ? `${styles.item} ${styles.selected}` : styles.item}
        aria-current={selected ? 'page' : undefined}
        aria-label={label}
        data-device-id={device.id}
      >
        <span className={styles.icon} data-state={special ? 'On' : unmeasured ? 'Off' : state}>
          <DeviceIcon icon={device.icon} type={deviceType(device)} size={22} />
        </span>
        <span className={styles.name}>{device.name}</span>{' '}
        <span className={styles.meta}>
          {unmeasured ? (
            <span className={styles.watts}>{intl.formatMessage(messages.notMeasured)}</span>
          ) : (
            <>
              <span className={styles.watts}>{formatWatts(intl, watts)}</span>{' '}
              {special ? null : <StateBadge state={state} />}
            </>
          )}
        </span>
      </NavLink>
    </li>
  );
}

/** The battery's row: the power flowing in or out, and its charge state and charge ("Charging · 20%"). */
function BatteryListItem({ device, base, selected }: ItemProps) {
  const intl = useIntl();
  const watts = useAppSelector(selectBatteryFlowW);
  const pct = useAppSelector(selectBatteryPct);
  const state = useAppSelector(selectChargeState);
  const charge = [state ? intl.formatMessage(CHARGE_STATE_TEXT[state]) : null, pct === null ? null : intl.formatMessage(messages.percent, { pct })].filter(Boolean).join(' · ');
  const label = [device.name, watts === null ? null : formatWatts(intl, watts), charge || null].filter(Boolean).join(', ');
  return (
    <li>
      <NavLink
        to={itemPath(device.id, base)}
        className={selected ? `${styles.item} ${styles.selected}` : styles.item}
        aria-current={selected ? 'page' : undefined}
        aria-label={label}
        data-device-id={device.id}
      >
        <span className={styles.icon} data-state={state === 'Charging' || state === 'Discharging' ? 'On' : 'Idle'}>
          <DeviceIcon icon={device.icon} type={deviceType(device)} size={22} />
        </span>
        <span className={styles.name}>{device.name}</span>{' '}
        <span className={styles.meta}>
          {watts === null ? null : <span className={styles.watts}>{formatWatts(intl, watts)}</span>}{' '}
          <ChargeBadge state={state} pct={pct} />
        </span>
      </NavLink>
    </li>
  );
}

export default memo(DeviceListItem);
