import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WireDevice } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { Modal, ModalActions } from '../../../common/Modal';
import { commonMessages } from '../../../common/messages';
import { deviceType, initialMergeSelection, isVirtual, mergeCandidates, mergeDecision } from '../devicesRules';
import { selectMerge, selectRemove } from '../devicesSelectors';
import { deleteRequested, mergeRequested } from '../devicesSlice';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { settingsMessages as m } from '../messages';
import styles from './settings.module.css';

export interface MergeDialogProps {
  current: WireDevice;
  all: WireDevice[];
  onClose: () => void;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Choose the devices to merge. The current device is locked in the list; submit is disabled while
 * the selection is unchanged. Two or more selected merge; a merged device left with fewer than
 * two asks to unmerge instead.
 */
export default function MergeDialog({ current, all, onClose }: MergeDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const merge = useAppSelector(selectMerge);
  const remove = useAppSelector(selectRemove);
  const initial = useMemo(() => initialMergeSelection(current), [current]);
  // The current device (locked) and the present members first, then the others in list order.
  const rows = useMemo(() => {
    const rank = (d: WireDevice) => (d.id === current.id ? 0 : initial.includes(d.id) ? 1 : 2);
    return mergeCandidates(all, current).sort((a, b) => rank(a) - rank(b));
  }, [all, current, initial]);
  const [selected, setSelected] = useState<string[]>(initial);
  const [confirmUnmerge, setConfirmUnmerge] = useState(false);
  const virtual = isVirtual(current);
  const unchanged = sameSet(selected, initial);
  const pending = merge.status === 'pending' && merge.deviceId === current.id;
  const decision = mergeDecision(current, selected);

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    if (decision.kind === 'merge') dispatch(mergeRequested({ id: current.id, devices: decision.devices }));
    else if (decision.kind === 'unmerge') setConfirmUnmerge(true);
  };

  if (confirmUnmerge) {
    return (
      <ConfirmDialog
        title={intl.formatMessage(m.unmergeConfirmTitle, { name: current.name })}
        message={intl.formatMessage(m.unmergeConfirmBody)}
        confirmLabel={intl.formatMessage(m.unmergeConfirm)}
        destructive
        pending={remove.status === 'pending' && remove.deviceId === current.id}
        onConfirm={() => dispatch(deleteRequested({ id: current.id, kind: 'unmerge' }))}
        onCancel={() => setConfirmUnmerge(false)}
      />
    );
  }
  const others = rows.filter((d) => d.id !== current.id);
  return (
    <Modal title={intl.formatMessage(m.mergeDialogTitle)} onClose={onClose} size="wide">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{virtual ? intl.formatMessage(m.mergeIntroVirtual) : intl.formatMessage(m.mergeIntro, { name: current.name })}</p>
        <fieldset className={styles.fieldset}>
          <legend className="kw-visually-hidden">{intl.formatMessage(m.mergeDialogTitle)}</legend>
          <ul className={styles.choices}>
            {rows.map((device, index) => {
              const locked = device.id === current.id;
              const firstEnabled = index === rows.findIndex((d) => d.id !== current.id);
              return (
                <li key={device.id}>
                  <label className={styles.choice} data-locked={locked || undefined}>
                    <input
                      type="checkbox"
                      checked={locked || selected.includes(device.id)}
                      disabled={locked || pending}
                      onChange={() => toggle(device.id)}
                      data-autofocus={firstEnabled || undefined}
                    />
                    <DeviceIcon icon={device.icon} type={deviceType(device)} size={20} />
                    <span className={styles.choiceName}>{device.name}</span>
                    {locked ? <span className={styles.lockedTag}>{intl.formatMessage(m.mergeLocked)}</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
          {!virtual && others.length === 0 ? <p className={styles.hint}>{intl.formatMessage(m.mergeNone)}</p> : null}
        </fieldset>
        <ModalActions>
          <span className={styles.selectedCount} aria-live="polite">
            {intl.formatMessage(m.mergeSelected, { count: decision.kind === 'merge' ? decision.devices.length : selected.length })}
          </span>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" disabled={unchanged || decision.kind === 'invalid'} pending={pending}>
            {intl.formatMessage(m.mergeSubmit)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
