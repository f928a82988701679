import { useId, useMemo } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Toggle } from '../../../common/Toggle';
import { selectEvSettingsSave } from '../evChargerSelectors';
import { settingsSaveRequested } from '../evChargerSlice';
import { settingsMessages as m } from '../messages';
import type { WireEvSettings } from '../types';
import { createEvSettingsSchema, dailyKwh, initialEvSettingsValues, toEvSettings, type EvSettingsFormValues } from './EvSettingsSchema';
import FormField from './FormField';
import styles from './forms.module.css';

function SwitchRow({ name, label, hint, disabled }: { name: 'use_excess_solar' | 'minimize_carbon'; label: string; hint: string; disabled: boolean }) {
  const labelId = useId();
  const hintId = useId();
  const { values, setFieldValue } = useFormikContext<EvSettingsFormValues>();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <span id={labelId} className={styles.switchLabel}>
          {label}
        </span>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </div>
      <Toggle checked={values[name]} onChange={(v) => void setFieldValue(name, v)} labelledBy={labelId} disabled={disabled} />
    </div>
  );
}

/** What the daily miles mean in energy, as the user types. */
function DailyNeeds() {
  const intl = useIntl();
  const { values } = useFormikContext<EvSettingsFormValues>();
  const kwh = dailyKwh(values);
  if (kwh === null) return null;
  return (
    <p className={styles.needs} aria-live="polite">
      {intl.formatMessage(m.needs, {
        kwh: `${intl.formatNumber(kwh, { maximumFractionDigits: 1 })} kWh`,
        miles: `${intl.formatNumber(Number(values.daily_min_miles))} ${intl.formatMessage(m.milesUnit)}`,
      })}
    </p>
  );
}

/** The settings (Formik + yup): Save dispatches one settingsSaveRequested; a refusal keeps what was typed. */
export default function EvSettingsForm({ settings }: { settings: WireEvSettings }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectEvSettingsSave);
  const schema = useMemo(() => createEvSettingsSchema(intl), [intl]);
  const busy = save.status === 'pending';
  return (
    <Formik<EvSettingsFormValues>
      initialValues={initialEvSettingsValues(settings)}
      validationSchema={schema}
      onSubmit={(values) => void dispatch(settingsSaveRequested(toEvSettings(values)))}
    >
      <Form noValidate className={styles.form} aria-label={intl.formatMessage(m.title)} data-testid="ev-settings-form">
        {save.status === 'failed' && save.error ? (
          <p className={styles.alert} role="alert">
            {intl.formatMessage(m.saveFailed, { reason: save.error })}
          </p>
        ) : null}
        <section className={styles.section} aria-labelledby="ev-settings-needs">
          <h2 id="ev-settings-needs" className={styles.sectionTitle}>
            {intl.formatMessage(m.needsTitle)}
          </h2>
          <div className={styles.fields}>
            <FormField name="daily_min_miles" label={intl.formatMessage(m.miles)} hint={intl.formatMessage(m.milesHint)} unit={intl.formatMessage(m.milesUnit)} type="number" inputMode="numeric" min={0} max={500} step={1} disabled={busy} />
            <FormField name="charge_by_time" label={intl.formatMessage(m.chargeBy)} hint={intl.formatMessage(m.chargeByHint)} type="time" disabled={busy} />
            <FormField name="mpg_conversion" label={intl.formatMessage(m.efficiency)} hint={intl.formatMessage(m.efficiencyHint)} unit={intl.formatMessage(m.efficiencyUnit)} type="number" inputMode="decimal" min={1} max={10} step={0.1} disabled={busy} />
          </div>
          <DailyNeeds />
        </section>
        <section className={styles.section} aria-labelledby="ev-settings-preferences">
          <h2 id="ev-settings-preferences" className={styles.sectionTitle}>
            {intl.formatMessage(m.preferencesTitle)}
          </h2>
          <div>
            <SwitchRow name="use_excess_solar" label={intl.formatMessage(m.excessSolar)} hint={intl.formatMessage(m.excessSolarHint)} disabled={busy} />
            <SwitchRow name="minimize_carbon" label={intl.formatMessage(m.minimizeCarbon)} hint={intl.formatMessage(m.minimizeCarbonHint)} disabled={busy} />
          </div>
        </section>
        <div className={styles.actions}>
          <Button type="submit" pending={busy}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
