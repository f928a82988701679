import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceTags, WireDeviceCategory } from '../../../api/wire/devices';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { commonMessages } from '../../../common/messages';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { settingsMessages as m } from '../messages';
import styles from './settings.module.css';

export interface PeerName {
  Name: string;
  UserDeviceType: string;
  Percent: number;
  Icon: string;
  UserDeviceTypeDisplayString?: string;
}

/** Community-suggested names (the PeerNames tag), most chosen first. */
export function peerNames(tags: DeviceTags | undefined): PeerName[] {
  const raw = tags?.PeerNames;
  if (!Array.isArray(raw)) return [];
  return (raw as unknown[])
    .filter((p): p is PeerName => typeof p === 'object' && p !== null && typeof (p as PeerName).Name === 'string')
    .sort((a, b) => (b.Percent ?? 0) - (a.Percent ?? 0));
}

export interface DeviceDetails {
  name: string;
  type: string;
  icon: string;
}

export interface DeviceDetailsModalProps {
  initial: DeviceDetails;
  categories: WireDeviceCategory[];
  suggestions: PeerName[];
  onApply: (details: DeviceDetails) => void;
  onClose: () => void;
}

/**
 * Name, type and community-suggested names. Choosing a type names the device after it, until the
 * user edits the name: from then on a type choice leaves the name alone.
 */
export default function DeviceDetailsModal({ initial, categories, suggestions, onApply, onClose }: DeviceDetailsModalProps) {
  const intl = useIntl();
  const nameId = useId();
  const typeId = useId();
  const [details, setDetails] = useState(initial);
  const [nameEdited, setNameEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const types = useMemo(() => new Map(categories.flatMap((c) => c.types.map((t) => [t.id, t] as const))), [categories]);

  const chooseType = (typeId: string) => {
    const type = types.get(typeId);
    setDetails((d) => ({ type: typeId, icon: type?.icon ?? d.icon, name: nameEdited || !type ? d.name : type.display_name }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.name.trim()) return setError(intl.formatMessage(m.nameRequired));
    onApply({ ...details, name: details.name.trim() });
  };

  return (
    <Modal title={intl.formatMessage(m.detailsModalTitle)} onClose={onClose} size="wide">
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={nameId}>
            {intl.formatMessage(m.name)}
          </label>
          <input
            id={nameId}
            className={styles.input}
            value={details.name}
            maxLength={64}
            data-autofocus
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(e) => {
              setNameEdited(true);
              setError(null);
              setDetails((d) => ({ ...d, name: e.target.value }));
            }}
          />
          {error ? (
            <span id={`${nameId}-error`} className={styles.error} role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={typeId}>
            {intl.formatMessage(m.type)}
          </label>
          <span className={styles.selectRow}>
            <span className={styles.typeIcon}>
              <DeviceIcon icon={details.icon} type={details.type} size={20} />
            </span>
            <select id={typeId} className={styles.input} value={details.type} onChange={(e) => chooseType(e.target.value)}>
              <option value="">{intl.formatMessage(m.typePlaceholder)}</option>
              {categories.map((category) => (
                <optgroup key={category.id} label={category.display_name}>
                  {category.types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.display_name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </span>
        </div>
        {suggestions.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{intl.formatMessage(m.suggestions)}</legend>
            <div className={styles.suggestions}>
              {suggestions.map((s) => (
                <button
                  key={`${s.Name}-${s.UserDeviceType}`}
                  type="button"
                  className={styles.suggestion}
                  aria-pressed={details.name === s.Name && details.type === s.UserDeviceType}
                  onClick={() => {
                    setError(null);
                    setNameEdited(true);
                    setDetails({ name: s.Name, type: s.UserDeviceType, icon: s.Icon || details.icon });
                  }}
                >
                  <DeviceIcon icon={s.Icon} type={s.UserDeviceType} size={18} />
                  <span>{s.Name}</span>
                  <span className={styles.percent}>{intl.formatMessage(m.suggestionPercent, { percent: Math.round(s.Percent) })}</span>
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit">{intl.formatMessage(m.done)}</Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
