import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MultitenantState } from '../../../api/wire/user';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { Toggle } from '../../../common/Toggle';
import { useProductValues } from '../../../theme/useProductName';
import type { IntegrationInfo } from '../catalogue';
import { selectAction, selectProgramStatus } from '../integrationsSelectors';
import { connectRequested, disableRequested, enableRequested, programOpenRequested } from '../integrationsSlice';
import { actionMessages as a, dialogMessages as d } from '../messages';
import type { WireIntegration } from '../types';
import ConnectConfirmDialog from './ConnectConfirmDialog';
import styles from './IntegrationControl.module.css';

export interface IntegrationControlProps {
  info: IntegrationInfo;
  item: WireIntegration | undefined;
  multitenantState: MultitenantState;
  /** 'row': the compact control of a list row (a switch for smart plugs); 'page': the buttons of the integration's page. */
  variant: 'row' | 'page';
}

type Dialog = 'connect' | 'disconnect' | null;

/**
 * Connecting, turning on, enrolling and their opposites, each through a dialog: the connection
 * confirm dialog (its confirm disabled for multi-tenant users) before anything is connected, a
 * confirmation before anything is disconnected.
 */
export default function IntegrationControl({ info, item, multitenantState, variant }: IntegrationControlProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const action = useAppSelector(selectAction);
  const programStatus = useAppSelector(selectProgramStatus);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = info.name;
  const pending = action.status === 'pending' && action.integration === info.key;
  const blocked = multitenantState === 'tenant' || multitenantState === 'admin';
  const on = !!item;

  const confirmConnect = () => {
    if (info.flow === 'oauth') dispatch(connectRequested({ integration: info.key }));
    else dispatch(enableRequested({ integration: info.key }));
    if (info.flow !== 'oauth') setDialog(null);
  };
  const confirmDisconnect = () => {
    if (item) dispatch(disableRequested({ integration: info.key, id: item.id }));
    setDialog(null);
  };

  const connectDialog =
    dialog === 'connect' ? (
      <ConnectConfirmDialog
        title={intl.formatMessage(info.flow === 'oauth' ? d.connectTitle : info.flow === 'plugs' ? d.enableTitle : d.enrollTitle, { name })}
        body={intl.formatMessage(info.flow === 'oauth' ? d.connectBody : info.flow === 'plugs' ? d.enableBody : d.enrollBody, { name, ...values })}
        confirmLabel={intl.formatMessage(info.flow === 'oauth' ? d.connectConfirm : info.flow === 'plugs' ? a.turnOn : a.enroll, { name })}
        blocked={blocked}
        pending={pending}
        onConfirm={confirmConnect}
        onCancel={() => setDialog(null)}
      />
    ) : null;
  const disconnectDialog =
    dialog === 'disconnect' ? (
      <ConfirmDialog
        title={intl.formatMessage(info.flow === 'oauth' ? d.disconnectTitle : info.flow === 'plugs' ? d.turnOffTitle : d.leaveTitle, { name })}
        message={intl.formatMessage(info.flow === 'oauth' ? d.disconnectBody : info.flow === 'plugs' ? d.turnOffBody : d.leaveBody, { name, ...values })}
        confirmLabel={intl.formatMessage(info.flow === 'oauth' ? a.disconnect : info.flow === 'plugs' ? a.turnOff : a.leave)}
        destructive
        onConfirm={confirmDisconnect}
        onCancel={() => setDialog(null)}
      />
    ) : null;
  const dialogs = (
    <>
      {connectDialog}
      {disconnectDialog}
    </>
  );

  const eligible = programStatus === 'eligible' || programStatus === 'enrolled';

  if (variant === 'row') {
    let control = null;
    if (info.flow === 'plugs') {
      control = (
        <Toggle
          checked={on}
          disabled={pending}
          label={intl.formatMessage(a.switchLabel, { name })}
          onChange={(checked) => setDialog(checked ? 'connect' : 'disconnect')}
        />
      );
    } else if (!on && (info.flow === 'oauth' || eligible)) {
      control = (
        <Button variant="secondary" className={styles.small} pending={pending} onClick={() => setDialog('connect')} aria-label={intl.formatMessage(info.flow === 'oauth' ? a.connectTo : a.enrollIn, { name })}>
          {intl.formatMessage(info.flow === 'oauth' ? a.connect : a.enroll)}
        </Button>
      );
    }
    return (
      <>
        {control}
        {dialogs}
      </>
    );
  }

  return (
    <div className={styles.buttons}>
      {info.flow === 'program' && on ? (
        <Button variant="primary" pending={pending && action.kind === 'program'} onClick={() => dispatch(programOpenRequested())}>
          {intl.formatMessage(a.openProgram)}
        </Button>
      ) : null}
      {on ? (
        <Button variant="secondary" pending={pending && action.kind === 'disable'} onClick={() => setDialog('disconnect')}>
          {intl.formatMessage(info.flow === 'oauth' ? a.disconnect : info.flow === 'plugs' ? a.turnOff : a.leave)}
        </Button>
      ) : info.flow !== 'program' || eligible ? (
        <Button variant="primary" pending={pending} onClick={() => setDialog('connect')}>
          {intl.formatMessage(info.flow === 'oauth' ? a.connectTo : info.flow === 'plugs' ? a.turnOn : a.enroll, { name })}
        </Button>
      ) : null}
      {dialogs}
    </div>
  );
}
