import { useMemo, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import type { WireDeviceCategory, WireDeviceDetail } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Incrementer } from '../../../common/Incrementer';
import Section from '../components/Section';
import { selectTypeNames, selectUpdate } from '../devicesSelectors';
import { updateRequested } from '../devicesSlice';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { settingsMessages as m } from '../messages';
import { OFFLINE_REASON } from '../notices';
import DeviceDetailsModal, { peerNames } from './DeviceDetailsModal';
import { changedFields, createDeviceSettingsSchema, initialSettingsValues, standbyLimits, type DeviceSettingsValues } from './DeviceSettingsSchema';
import TextField from './TextField';
import styles from './settings.module.css';

/** Offline failures already show a notice; other failures show their text in the form. */
const OFFLINE_TEXTS = new Set<string>([OFFLINE_REASON]);

export interface DeviceSettingsFormProps {
  detail: WireDeviceDetail;
  categories: WireDeviceCategory[];
}

/** Rename and describe the device; submitting sends only the changed fields in one update. */
export default function DeviceSettingsForm({ detail, categories }: DeviceSettingsFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const update = useAppSelector(selectUpdate);
  const typeNames = useAppSelector(selectTypeNames);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const id = detail.device.id;
  const initial = useMemo(() => initialSettingsValues(detail), [detail]);
  const limits = useMemo(() => standbyLimits(detail), [detail]);
  const schema = useMemo(() => createDeviceSettingsSchema(intl, limits), [intl, limits]);
  const withStandby = Boolean(detail.standby_config);
  const pending = update.status === 'pending' && update.deviceId === id;
  const failure = update.status === 'failed' && update.deviceId === id && !OFFLINE_TEXTS.has(update.error ?? '') ? update.error : null;

  const typeLabel = (values: DeviceSettingsValues) => (values.type && (typeNames[values.type] ?? values.type)) || intl.formatMessage(m.typeNone);
  return (
    <Formik<DeviceSettingsValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={schema}
      onSubmit={(values) => {
        const changes = changedFields(initial, values, withStandby);
        if (Object.keys(changes).length > 0) dispatch(updateRequested({ id, changes }));
      }}
    >
      {(form: FormikProps<DeviceSettingsValues>) => (
        <Section title={intl.formatMessage(m.detailsTitle)} testId="section-details">
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.detailsTitle)}>
            {failure ? (
              <p className={styles.alert} role="alert">
                {failure}
              </p>
            ) : null}
            <TextField name="name" label={intl.formatMessage(m.name)} maxLength={64} />
            <div className={styles.typeRow}>
              <span className={styles.typeIcon}>
                <DeviceIcon icon={form.values.icon} type={form.values.type} size={22} />
              </span>
              <span className={styles.typeText}>
                <span className={styles.label}>{intl.formatMessage(m.type)}</span>
                <span data-testid="device-type">{typeLabel(form.values)}</span>
              </span>
              <Button variant="ghost" onClick={() => setDetailsOpen(true)}>
                {intl.formatMessage(m.chooseType)}
              </Button>
            </div>
            <div className={styles.grid}>
              <TextField name="location" label={intl.formatMessage(m.location)} maxLength={64} />
              <TextField name="make" label={intl.formatMessage(m.make)} maxLength={64} />
              <TextField name="model" label={intl.formatMessage(m.model)} maxLength={64} />
            </div>
            <TextField name="notes" label={intl.formatMessage(m.notes)} multiline maxLength={2000} />
            {withStandby ? (
              <div className={styles.field}>
                <Incrementer
                  name="standby"
                  label={intl.formatMessage(m.standby)}
                  value={form.values.standby}
                  min={limits.min}
                  max={limits.max}
                  unit="W"
                  onChange={(v) => void form.setFieldValue('standby', v)}
                  decrementLabel={intl.formatMessage(m.decrease)}
                  incrementLabel={intl.formatMessage(m.increase)}
                />
                <span className={styles.hint}>{intl.formatMessage(m.standbyHint, limits)}</span>
              </div>
            ) : null}
            <div className={styles.actions}>
              <Button variant="secondary" disabled={!form.dirty || pending} onClick={() => form.resetForm()}>
                {intl.formatMessage(m.discard)}
              </Button>
              <Button type="submit" disabled={!form.dirty} pending={pending}>
                {intl.formatMessage(m.save)}
              </Button>
            </div>
          </Form>
          {detailsOpen ? (
            <DeviceDetailsModal
              initial={{ name: form.values.name, type: form.values.type, icon: form.values.icon }}
              categories={categories}
              suggestions={peerNames(detail.device.tags)}
              onClose={() => setDetailsOpen(false)}
              onApply={(d) => {
                void form.setValues({ ...form.values, name: d.name, type: d.type, icon: d.icon });
                setDetailsOpen(false);
              }}
            />
          ) : null}
        </Section>
      )}
    </Formik>
  );
}
