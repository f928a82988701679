import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Icon } from '../../../common/Icon';
import type { WireDeviceDetail } from '../../../api/wire/devices';
import { deviceType, showsEditLink } from '../devicesRules';
import { selectBatteryFlowW, selectBatteryPct, selectChargeState, selectLiveFault, selectLiveSince, selectLiveState, selectLiveWatts } from '../devicesSelectors';
import { faultText } from '../faults';
import { formatSince, formatWatts } from '../format';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import messages from '../messages';
import ChargeBadge from './ChargeBadge';
import StateBadge from './StateBadge';
import styles from './DeviceHeader.module.css';

const STATE_TEXT = { On: messages.stateOn, Idle: messages.stateIdle, Off: messages.stateOff } as const;

export interface DeviceHeaderProps {
  detail: WireDeviceDetail;
  /** Where the edit link goes: /devices/{id}/settings, or /panel/{id}/settings for a relay. */
  settingsPath: string;
}

/** Icon, name, live watts and location, the edit link, and the summary line or the first fault. */
export default function DeviceHeader({ detail, settingsPath }: DeviceHeaderProps) {
  const intl = useIntl();
  const { device } = detail;
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const watts = useAppSelector((s) => selectLiveWatts(s, device.id));
  const liveState = useAppSelector((s) => selectLiveState(s, device.id));
  const liveSince = useAppSelector((s) => selectLiveSince(s, device.id));
  const liveFault = useAppSelector((s) => selectLiveFault(s, device.id));
  const battery = device.id === 'battery';
  const batteryW = useAppSelector(selectBatteryFlowW);
  const batteryPct = useAppSelector(selectBatteryPct);
  const chargeState = useAppSelector(selectChargeState);
  const fault = liveFault ?? device.faults?.[0] ?? null;
  const special = device.id === 'always_on' || device.id === 'unknown' || device.id === 'solar' || device.id === 'battery' || device.id === 'generator';
  // A device in the Inventory stage cannot be picked out of the power data: no live watts or state for it.
  const measured = special || detail.stage !== 'Inventory';
  const since = liveSince ?? detail.last_state_time ?? null;
  const summary =
    detail.blurb?.content ||
    (since && !special ? intl.formatMessage(messages.stateSince, { state: intl.formatMessage(STATE_TEXT[liveState]), time: formatSince(intl, since, timeZone) }) : '');
  return (
    <header className={styles.header}>
      <span className={styles.icon} data-state={special ? 'On' : liveState}>
        <DeviceIcon icon={device.icon} type={deviceType(device)} size={32} />
      </span>
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{device.name}</h1>
          {showsEditLink(device, detail.stage) ? (
            <Link to={settingsPath} className={styles.edit} aria-label={intl.formatMessage(messages.editLabel, { name: device.name })}>
              <Icon name="gear" size={16} />
              <span>{intl.formatMessage(messages.edit)}</span>
            </Link>
          ) : null}
        </div>
        <p className={styles.facts}>
          {measured ? (
            <span className={styles.watts} data-testid="device-live-watts">
              {formatWatts(intl, battery ? (batteryW ?? 0) : watts)}
              {/* Always On's figure elsewhere is the 48-hour estimate; this one is the live reading. */}
              {device.id === 'always_on' ? <span className={styles.live}> {intl.formatMessage(messages.headerLive)}</span> : null}
            </span>
          ) : null}
          {special || !measured ? null : <StateBadge state={liveState} />}
          {battery ? <ChargeBadge state={chargeState ?? detail.battery?.charge_state ?? null} pct={batteryPct ?? (detail.battery?.battery_pct !== undefined ? Math.round(detail.battery.battery_pct) : null)} /> : null}
          {device.location ? <span className={styles.location}>{device.location}</span> : null}
        </p>
        {fault ? (
          <p className={styles.fault} role="status">
            <Icon name="alert" size={16} />
            {faultText(fault, intl)}
          </p>
        ) : summary ? (
          <p className={styles.summary}>{summary}</p>
        ) : null}
      </div>
    </header>
  );
}
