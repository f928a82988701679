import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WireDevice, WireDeviceCategory } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { commonMessages } from '../../../common/messages';
import { declaredConnected, deviceType, supersedeCandidates, supersedeDecision, tag } from '../devicesRules';
import { selectSupersede } from '../devicesSelectors';
import { supersedeRequested } from '../devicesSlice';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { settingsMessages as m } from '../messages';
import styles from './settings.module.css';

export interface SupersedeDialogProps {
  current: WireDevice;
  all: WireDevice[];
  categories: WireDeviceCategory[];
  relay: boolean;
  onClose: () => void;
}

/**
 * "What is connected?" (the dedicated circuit flow): detected devices, something else, or a power
 * strip. Several detected devices make a DedicatedCircuit; only "something else" without a type
 * asks for a category first.
 */
export default function SupersedeDialog({ current, all, categories, relay, onClose }: SupersedeDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const op = useAppSelector(selectSupersede);
  const candidates = useMemo(() => supersedeCandidates(all, current), [all, current]);
  const [selected, setSelected] = useState<string[]>(() => declaredConnected(all, current));
  const [other, setOther] = useState(tag(current, 'OtherSuperseded') === 'true');
  const [powerStrip, setPowerStrip] = useState(tag(current, 'OtherSupersededType') === 'PowerStrip');
  const [step, setStep] = useState<'choose' | 'category'>('choose');
  const chosenType = tag(current, 'OtherSupersededType') || null;
  const pending = op.status === 'pending' && op.deviceId === current.id;
  const typeOf = (id: string) => {
    const device = all.find((d) => d.id === id);
    return device ? deviceType(device) : undefined;
  };
  const decision = supersedeDecision({ selected, other, powerStrip, chosenType: powerStrip ? null : chosenType }, typeOf);

  const send = (type: string) =>
    dispatch(supersedeRequested({ id: current.id, devices: selected, otherSuperseded: other || powerStrip, type, relay }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision.kind === 'submit') send(decision.type);
    else if (decision.kind === 'pickCategory') setStep('category');
  };
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  if (step === 'category') {
    return (
      <Modal title={intl.formatMessage(m.categoryTitle)} onClose={onClose} size="wide">
        <p className={styles.intro}>{intl.formatMessage(m.categoryIntro)}</p>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <button type="button" className={styles.category} disabled={pending} onClick={() => send(category.id)}>
                <DeviceIcon icon={category.icon} size={24} />
                <span>{category.display_name}</span>
              </button>
            </li>
          ))}
        </ul>
        <ModalActions>
          <Button variant="secondary" onClick={() => setStep('choose')}>
            {intl.formatMessage(m.back)}
          </Button>
        </ModalActions>
      </Modal>
    );
  }
  return (
    <Modal title={intl.formatMessage(m.supersedeTitle)} onClose={onClose} size="wide">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{intl.formatMessage(m.supersedeIntro, { name: current.name })}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{intl.formatMessage(m.supersedeDetected)}</legend>
          {candidates.length === 0 ? <p className={styles.hint}>{intl.formatMessage(m.supersedeNone)}</p> : null}
          <ul className={styles.choices}>
            {candidates.map((device) => (
              <li key={device.id}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={selected.includes(device.id)} disabled={pending || powerStrip} onChange={() => toggle(device.id)} />
                  <DeviceIcon icon={device.icon} type={deviceType(device)} size={20} />
                  <span className={styles.choiceName}>{device.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="checkbox" checked={other} disabled={pending || powerStrip} onChange={() => setOther((o) => !o)} />
            <DeviceIcon icon="mystery" size={20} />
            <span className={styles.choiceName}>{intl.formatMessage(m.supersedeOther)}</span>
          </label>
          <label className={styles.choice}>
            <input type="checkbox" checked={powerStrip} disabled={pending} onChange={() => setPowerStrip((p) => !p)} />
            <DeviceIcon icon="power_strip" size={20} />
            <span className={styles.choiceName}>{intl.formatMessage(m.supersedePowerStrip)}</span>
          </label>
        </div>
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" disabled={decision.kind === 'invalid'} pending={pending}>
            {intl.formatMessage(m.supersedeSubmit)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
