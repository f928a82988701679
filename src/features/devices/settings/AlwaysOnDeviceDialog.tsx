import { useEffect, useMemo } from 'react';
import { Form, Formik, useField } from 'formik';
import { useIntl } from 'react-intl';
import type { WireUserAlwaysOnDevice } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { FieldFrame } from '../../../common/FieldFrame';
import { Modal, ModalActions } from '../../../common/Modal';
import { selectAlwaysOnSave } from '../devicesSelectors';
import { alwaysOnSaveRequested, alwaysOnSaveReset } from '../devicesSlice';
import { alwaysOnDeviceMessages as m } from '../messages';
import { NEW_ALWAYS_ON } from '../types';
import { createAlwaysOnDeviceSchema, parseWatts, type AlwaysOnDeviceValues } from './AlwaysOnDeviceSchema';
import TextField from './TextField';
import styles from './settings.module.css';

/** The power field: a decimal number in watts, with its hint and error. */
function WattsField({ label, hint }: { label: string; hint: string }) {
  const [field] = useField<string>('watts');
  return (
    <FieldFrame name="watts" label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input {...field} id={id} className={styles.input} type="text" inputMode="decimal" autoComplete="off" aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

export interface AlwaysOnDeviceDialogProps {
  /** The device to edit; absent to add one. */
  device?: WireUserAlwaysOnDevice;
  onClose: () => void;
}

/**
 * Adds an always-on device (name and watts) or edits one. Submit dispatches exactly one
 * alwaysOnSaveRequested; a refusal shows the server's text and keeps what was typed; success closes.
 */
export default function AlwaysOnDeviceDialog({ device, onClose }: AlwaysOnDeviceDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectAlwaysOnSave);
  const schema = useMemo(() => createAlwaysOnDeviceSchema(intl), [intl]);
  const key = device?.id ?? NEW_ALWAYS_ON;
  const mine = save.deviceId === key;
  const initialValues: AlwaysOnDeviceValues = { name: device?.name ?? '', watts: device ? intl.formatNumber(device.watts, { useGrouping: false }) : '' };

  useEffect(() => {
    dispatch(alwaysOnSaveReset());
  }, [dispatch]);
  useEffect(() => {
    if (mine && save.status === 'succeeded') onClose();
  }, [mine, save.status, onClose]);

  return (
    <Modal title={intl.formatMessage(device ? m.editTitle : m.addTitle)} onClose={onClose}>
      <Formik<AlwaysOnDeviceValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(values) => {
          const watts = parseWatts(values.watts);
          if (watts === null) return;
          dispatch(alwaysOnSaveRequested({ id: device?.id ?? null, name: values.name.trim(), watts }));
        }}
      >
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(device ? m.editTitle : m.addTitle)}>
          {device ? null : <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>}
          {mine && save.status === 'failed' && save.error ? (
            <p className={styles.alert} role="alert">
              {save.error}
            </p>
          ) : null}
          <TextField name="name" label={intl.formatMessage(m.name)} maxLength={64} />
          <WattsField label={intl.formatMessage(m.watts)} hint={intl.formatMessage(m.wattsHint)} />
          <ModalActions>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" pending={mine && save.status === 'pending'}>
              {intl.formatMessage(m.save)}
            </Button>
          </ModalActions>
        </Form>
      </Formik>
    </Modal>
  );
}
