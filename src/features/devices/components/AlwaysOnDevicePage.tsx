import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useShowCost } from '../../../app/session/useShowCost';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { Icon } from '../../../common/Icon';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { PageLoader } from '../../../common/Loader';
import { selectAlwaysOnDevice, selectAlwaysOnRemove } from '../devicesSelectors';
import { alwaysOnDeleteRequested, alwaysOnDeviceRequested } from '../devicesSlice';
import { formatCents, formatKwh, formatMonthlyCents, formatStandbyWatts } from '../format';
import messages, { alwaysOnDeviceMessages as m } from '../messages';
import AlwaysOnDeviceDialog from '../settings/AlwaysOnDeviceDialog';
import DetailFailed from './DetailFailed';
import DeviceMissing from './DeviceMissing';
import Section from './Section';
import headerStyles from './DeviceHeader.module.css';
import sectionStyles from '../sections/sections.module.css';
import styles from '../DeviceDetailScreen.module.css';

/**
 * /always_on/{id} for an always-on device the user added (spec monitoring §2): its power and what it
 * costs around the clock (not when the home hides costs), its share of always on, and ways to edit
 * or remove it.
 */
export default function AlwaysOnDevicePage({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => selectAlwaysOnDevice(s, id));
  const remove = useAppSelector(selectAlwaysOnRemove);
  const showCost = useShowCost();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const closeEdit = useCallback(() => setEditing(false), []);

  useEffect(() => {
    dispatch(alwaysOnDeviceRequested({ id }));
  }, [id, dispatch]);

  const device = entry?.data ?? null;
  if (!device && entry?.status === 'failed') {
    return entry.notFound ? <DeviceMissing /> : <DetailFailed reason={entry.error} onRetry={() => dispatch(alwaysOnDeviceRequested({ id }))} />;
  }
  if (!device) return <PageLoader label={intl.formatMessage(m.loading)} />;
  const removing = remove.status === 'pending' && remove.deviceId === id;
  return (
    <div className={styles.detail}>
      <Link to="/devices/always_on" className={sectionStyles.backLink}>
        <Icon name="arrowLeft" size={16} />
        {intl.formatMessage(m.back)}
      </Link>
      <header className={headerStyles.header}>
        <span className={headerStyles.icon} data-state="On">
          <DeviceIcon icon={device.icon} size={32} />
        </span>
        <div className={headerStyles.text}>
          <h1 className={headerStyles.name}>{device.name}</h1>
          <p className={headerStyles.facts}>
            <span className={headerStyles.watts} data-testid="always-on-device-watts">
              {formatStandbyWatts(intl, device.watts)}
            </span>
          </p>
          <p className={headerStyles.summary}>{intl.formatMessage(m.subtitle)}</p>
        </div>
      </header>
      <Section
        title={intl.formatMessage(m.figuresTitle)}
        testId="section-always-on-device"
        action={
          <span className={sectionStyles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} pending={removing}>
              {intl.formatMessage(m.remove)}
            </Button>
          </span>
        }
      >
        <dl className={sectionStyles.figures}>
          {showCost ? (
            <>
              <div className={sectionStyles.figure}>
                <dt>{intl.formatMessage(m.monthlyCost)}</dt>
                <dd>{formatMonthlyCents(intl, device.monthly_cost)}</dd>
              </div>
              <div className={sectionStyles.figure}>
                <dt>{intl.formatMessage(m.yearlyCost)}</dt>
                <dd>{formatCents(intl, device.yearly_cost)}</dd>
              </div>
            </>
          ) : null}
          <div className={sectionStyles.figure}>
            <dt>{intl.formatMessage(m.yearlyKwh)}</dt>
            <dd>{formatKwh(intl, device.yearly_kwh)}</dd>
          </div>
          <div className={sectionStyles.figure}>
            <dt>{intl.formatMessage(m.share)}</dt>
            <dd>{intl.formatMessage(messages.percent, { pct: intl.formatNumber(device.share_pct, { maximumFractionDigits: 1 }) })}</dd>
          </div>
        </dl>
      </Section>
      {editing ? <AlwaysOnDeviceDialog device={device} onClose={closeEdit} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(m.removeTitle, { name: device.name })}
          message={intl.formatMessage(m.removeBody)}
          confirmLabel={intl.formatMessage(m.removeConfirm)}
          destructive
          pending={removing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch(alwaysOnDeleteRequested({ id }));
          }}
        />
      ) : null}
    </div>
  );
}
