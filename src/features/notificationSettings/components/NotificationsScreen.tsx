import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitor } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { SkeletonLines } from '../../../common/Loader';
import { SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { Toggle } from '../../../common/Toggle';
import type { NotificationFlag } from '../../../api/wire/account';
import { useProductValues } from '../../../theme/useProductName';
import { groupsFor } from '../groups';
import { notificationSettingsMessages as m, type NotificationSettingsLabel } from '../messages';
import { selectNotificationSettings } from '../notificationSettingsSelectors';
import { changeRequested, fetchRequested } from '../notificationSettingsSlice';
import type { NotificationTopic } from '../types';
import styles from './NotificationsScreen.module.css';

const label = (key: string) => key as NotificationSettingsLabel;

/** One channel's switch, or a quiet dash where the topic is not sent that way. */
function ChannelSwitch({ topic, flag, channel }: { topic: string; flag: NotificationFlag | undefined; channel: 'email' | 'push' }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { flags, saving } = useAppSelector(selectNotificationSettings);
  const channelName = intl.formatMessage(m[channel]);
  if (!flag) {
    return (
      <span className={styles.cell}>
        <span className={styles.channel} aria-hidden="true">
          {channelName}
        </span>
        <span className={styles.none} title={intl.formatMessage(m.notByChannel, { channel: channelName })} aria-hidden="true">
          –
        </span>
      </span>
    );
  }
  return (
    <span className={styles.cell}>
      <span className={styles.channel} aria-hidden="true">
        {channelName}
      </span>
      <Toggle
        checked={flags[flag] ?? false}
        disabled={flag in saving}
        label={intl.formatMessage(m.switchLabel, { topic, channel: channelName })}
        onChange={(enabled) => dispatch(changeRequested({ flag, enabled }))}
      />
    </span>
  );
}

function TopicRow({ topic }: { topic: NotificationTopic }) {
  const intl = useIntl();
  const name = intl.formatMessage(m[label(`topic.${topic.key}`)]);
  return (
    <li className={styles.topic} data-testid={`topic-${topic.key}`}>
      <span className={styles.topicText}>
        <span className={styles.topicName}>{name}</span>
        <span className={styles.topicHint}>{intl.formatMessage(m[label(`topic.${topic.key}Hint`)])}</span>
      </span>
      <span className={styles.switches}>
        <ChannelSwitch topic={name} flag={topic.email} channel="email" />
        <ChannelSwitch topic={name} flag={topic.push} channel="push" />
      </span>
    </li>
  );
}

/** Settings → Notifications: every flag of the monitor, grouped, by email and push; each change saves at once. */
export default function NotificationsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const monitor = useAppSelector(selectMonitor);
  const settings = useAppSelector(selectNotificationSettings);
  const statusId = useId();
  const monitorId = monitor?.id ?? null;
  useEffect(() => {
    if (monitorId !== null) dispatch(fetchRequested({ monitorId }));
  }, [dispatch, monitorId]);
  const groups = groupsFor({ generator: monitor?.aux_port === 'generator', relays: monitor?.serial_number?.toUpperCase().startsWith('W') ?? false });
  const savingCount = Object.keys(settings.saving).length;

  let body;
  if (monitorId === null) body = <p className={styles.hint}>{intl.formatMessage(m.noMonitor)}</p>;
  else if (settings.status === 'failed')
    body = (
      <div className={styles.failed} role="alert">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        {settings.error ? <p className={styles.hint}>{settings.error}</p> : null}
        <Button variant="secondary" onClick={() => dispatch(fetchRequested({ monitorId }))}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  else if (settings.status !== 'succeeded')
    body = (
      <SettingsSection title={intl.formatMessage(m.title)}>
        <SkeletonLines lines={4} />
      </SettingsSection>
    );
  else
    body = groups.map((group) => (
      <SettingsSection key={group.key} title={intl.formatMessage(m[label(`group.${group.key}`)])} testId={`group-${group.key}`}>
        <ul className={styles.topics}>
          {group.topics.map((topic) => (
            <TopicRow key={topic.key} topic={topic} />
          ))}
        </ul>
      </SettingsSection>
    ));

  return (
    <SettingsPage icon="bell" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)}>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {savingCount > 0 ? intl.formatMessage(m.saving) : ''}
      </p>
      {body}
    </SettingsPage>
  );
}
