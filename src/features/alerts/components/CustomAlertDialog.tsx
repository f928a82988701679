import type { ChangeEvent } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { selectEdit, selectEditedAlert } from '../alertsSelectors';
import { createRequested, deleteRequested, dialogClosed, updateRequested } from '../alertsSlice';
import { optionsFor, stateOf, STATE_CHOICES, toSeconds } from '../duration';
import { dialogMessages as m } from '../messages';
import type { AlertDevice, DurationParts } from '../types';
import { customAlertSchema, initialAlertValues, type CustomAlertValues } from './CustomAlertSchema';
import styles from './CustomAlertDialog.module.css';

/**
 * Create or edit a custom alert (spec monitoring §2): 'Alert me if my {device} is {on/off/standby}
 * for {days} days {hours} hours {minutes} minutes'. Submit creates or updates and the dialog closes
 * on success; Delete shows only when editing.
 */
export default function CustomAlertDialog({ device }: { device: Pick<AlertDevice, 'id' | 'name'> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectEditedAlert);
  const edit = useAppSelector(selectEdit);
  const editing = alert !== undefined;
  const busy = edit.status === 'pending';
  const close = () => dispatch(dialogClosed());

  const submit = (values: CustomAlertValues) => {
    const state = stateOf(values.state);
    const duration = toSeconds(values);
    if (alert) dispatch(updateRequested({ deviceId: device.id, id: alert.id, state, duration }));
    else dispatch(createRequested({ deviceId: device.id, deviceName: device.name, state, duration }));
  };

  const durationSelect = (form: FormikProps<CustomAlertValues>, part: keyof DurationParts, label: string) => (
    <select
      key={part}
      name={part}
      aria-label={label}
      className={styles.select}
      value={form.values[part]}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => void form.setFieldValue(part, Number(e.target.value))}
      disabled={busy}
    >
      {optionsFor(part).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );

  return (
    <Modal title={intl.formatMessage(editing ? m.editTitle : m.createTitle)} onClose={close} size="wide" closeOnBackdrop={!busy}>
      <Formik<CustomAlertValues> initialValues={initialAlertValues(alert)} validationSchema={customAlertSchema} onSubmit={submit}>
        {(form) => (
          <Form noValidate className={styles.form} aria-label={intl.formatMessage(editing ? m.editTitle : m.createTitle)}>
            {edit.status === 'failed' && edit.op === 'update' && edit.error ? (
              <p className={styles.error} role="alert">
                {edit.error}
              </p>
            ) : null}
            <p className={styles.sentence} data-testid="alert-sentence">
              {intl.formatMessage(m.sentence, {
                name: (
                  <strong key="name" className={styles.name}>
                    {device.name}
                  </strong>
                ),
                state: (
                  <select
                    key="state"
                    name="state"
                    aria-label={intl.formatMessage(m.stateLabel)}
                    className={styles.select}
                    value={form.values.state}
                    onChange={(e: ChangeEvent<HTMLSelectElement>) => void form.setFieldValue('state', e.target.value)}
                    disabled={busy}
                    data-autofocus
                  >
                    {STATE_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {intl.formatMessage(m[choice])}
                      </option>
                    ))}
                  </select>
                ),
                days: durationSelect(form, 'days', intl.formatMessage(m.daysLabel)),
                hours: durationSelect(form, 'hours', intl.formatMessage(m.hoursLabel)),
                minutes: durationSelect(form, 'minutes', intl.formatMessage(m.minutesLabel)),
              })}
            </p>
            <p className={styles.hint}>{intl.formatMessage(m.hint)}</p>
            <ModalActions>
              {alert ? (
                <Button
                  variant="danger"
                  className={styles.delete}
                  pending={busy && edit.op === 'delete'}
                  disabled={busy}
                  onClick={() => dispatch(deleteRequested({ deviceId: device.id, deviceName: device.name, id: alert.id }))}
                >
                  {intl.formatMessage(m.delete)}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={close} disabled={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button type="submit" pending={busy && edit.op !== 'delete'} disabled={busy}>
                {intl.formatMessage(m.save)}
              </Button>
            </ModalActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
