import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WireDevice } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import Section from '../components/Section';
import { canDeclareConnected, canDelete, canMerge, isRelay, isSpecialId, isVirtual, mergedMemberIds } from '../devicesRules';
import { selectRemove, selectResetData } from '../devicesSelectors';
import { deleteRequested, resetDataRequested } from '../devicesSlice';
import { settingsMessages as m } from '../messages';
import styles from './settings.module.css';

type Confirm = 'unmerge' | 'reset' | 'delete' | 'relayReset' | null;

function Row({ title, body, children }: { title: string; body: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.manageRow}>
      <div>
        <h3 className={styles.manageTitle}>{title}</h3>
        <p className={styles.hint}>{body}</p>
      </div>
      <div className={styles.manageActions}>{children}</div>
    </li>
  );
}

export interface ManageSectionProps {
  device: WireDevice;
  connectedCount: number;
  onOpenMerge: () => void;
  onOpenConnected: () => void;
}

/** Merge / unmerge, what is connected, reset data, delete and the relay factory reset, each where allowed. */
export default function ManageSection({ device, connectedCount, onOpenMerge, onOpenConnected }: ManageSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const remove = useAppSelector(selectRemove);
  const reset = useAppSelector(selectResetData);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const name = device.name;
  const virtual = isVirtual(device);
  const relay = isRelay(device);
  const removing = remove.status === 'pending' && remove.deviceId === device.id;
  const resetting = reset.status === 'pending' && reset.deviceId === device.id;
  const rows: ReactNode[] = [];

  if (virtual || (canMerge(device) && connectedCount === 0 && !relay)) {
    rows.push(
      <Row key="merge" title={intl.formatMessage(m.mergeTitle)} body={intl.formatMessage(virtual ? m.mergedBody : m.mergeBody)}>
        <Button variant="secondary" onClick={onOpenMerge}>
          {intl.formatMessage(virtual ? m.editMergeAction : m.mergeAction)}
        </Button>
        {virtual && mergedMemberIds(device).length > 0 ? (
          <Button variant="secondary" onClick={() => setConfirm('unmerge')}>
            {intl.formatMessage(m.unmergeAction)}
          </Button>
        ) : null}
      </Row>,
    );
  }
  if (canDeclareConnected(device)) {
    const body = connectedCount > 0 ? intl.formatMessage(m.connectedCount, { count: connectedCount }) : intl.formatMessage(m.connectedBody);
    rows.push(
      <Row key="connected" title={intl.formatMessage(m.connectedTitle)} body={body}>
        <Button variant="secondary" onClick={onOpenConnected}>
          {intl.formatMessage(m.connectedAction)}
        </Button>
      </Row>,
    );
  }
  if (!isSpecialId(device.id)) {
    rows.push(
      <Row key="reset" title={intl.formatMessage(m.resetTitle)} body={intl.formatMessage(m.resetBody)}>
        <Button variant="secondary" onClick={() => setConfirm('reset')} pending={resetting}>
          {intl.formatMessage(m.resetAction)}
        </Button>
      </Row>,
    );
  }
  if (relay) {
    rows.push(
      <Row key="relayReset" title={intl.formatMessage(m.relayResetTitle)} body={intl.formatMessage(m.relayResetBody)}>
        <Button variant="danger" onClick={() => setConfirm('relayReset')} pending={removing}>
          {intl.formatMessage(m.relayResetAction)}
        </Button>
      </Row>,
    );
  } else if (canDelete(device)) {
    rows.push(
      <Row key="delete" title={intl.formatMessage(m.deleteTitle)} body={intl.formatMessage(m.deleteBody)}>
        <Button variant="danger" onClick={() => setConfirm('delete')} pending={removing}>
          {intl.formatMessage(m.deleteAction)}
        </Button>
      </Row>,
    );
  }
  if (rows.length === 0) return null;

  const close = () => setConfirm(null);
  const dialogs = {
    unmerge: { title: m.unmergeConfirmTitle, body: intl.formatMessage(m.unmergeConfirmBody), label: m.unmergeConfirm, run: () => dispatch(deleteRequested({ id: device.id, kind: 'unmerge' })) },
    reset: { title: m.resetConfirmTitle, body: intl.formatMessage(m.resetConfirmBody, { name }), label: m.resetAction, run: () => { dispatch(resetDataRequested({ id: device.id })); close(); } },
    delete: { title: m.deleteConfirmTitle, body: intl.formatMessage(m.deleteBody), label: m.deleteAction, run: () => dispatch(deleteRequested({ id: device.id, kind: 'delete' })) },
    relayReset: { title: m.relayResetConfirmTitle, body: intl.formatMessage(m.relayResetConfirmBody, { name }), label: m.relayResetAction, run: () => dispatch(deleteRequested({ id: device.id, kind: 'relayReset' })) },
  } as const;
  const dialog = confirm ? dialogs[confirm] : null;
  return (
    <Section title={intl.formatMessage(m.manageTitle)} testId="section-manage">
      <ul className={styles.manageList}>{rows}</ul>
      {dialog ? (
        <ConfirmDialog
          title={intl.formatMessage(dialog.title, { name })}
          message={dialog.body}
          confirmLabel={intl.formatMessage(dialog.label)}
          destructive
          pending={confirm === 'reset' ? resetting : removing}
          onConfirm={dialog.run}
          onCancel={close}
        />
      ) : null}
    </Section>
  );
}
