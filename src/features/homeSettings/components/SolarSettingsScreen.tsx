import { useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { HOME_LIMITS } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../common/Icon';
import { Incrementer } from '../../../common/Incrementer';
import { selectHasBattery, selectHasSolar, selectSolarSpecs } from '../homeSettingsSelectors';
import { solarSaveRequested, solarSpecsRequested } from '../homeSettingsSlice';
import { pageMessages, solarMessages as m } from '../messages';
import BatterySection from './BatterySection';
import FormActions from './FormActions';
import LoadState from './LoadState';
import NumberField from './NumberField';
import SaveError from './SaveError';
import SettingsPage from './SettingsPage';
import { createSolarSchema, initialSolarValues, solarChanges, type SolarValues } from './SolarSchema';
import SwitchField from './SwitchField';
import { useHomeSettingsPage } from './useHomeSettingsPage';
import styles from './settings.module.css';

/**
 * /settings/solar (spec §5): the sell-back rate ('Variable', read-only, when it follows the
 * time-of-use rates), the self-powered notification and its to-grid threshold, and the system's
 * specs; saving saves the specs, then the attributes. Homes with a battery see its section here.
 */
export default function SolarSettingsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { attributes, loadError, retry, pending } = useHomeSettingsPage('solar');
  const hasSolar = useAppSelector(selectHasSolar);
  const hasBattery = useAppSelector(selectHasBattery);
  const specs = useAppSelector(selectSolarSpecs);
  useEffect(() => {
    if (hasSolar) dispatch(solarSpecsRequested());
  }, [dispatch, hasSolar]);
  const schema = useMemo(() => createSolarSchema(intl), [intl]);
  const initial = useMemo(() => (attributes && specs.data ? initialSolarValues(attributes, specs.data) : null), [attributes, specs.data]);

  let body;
  if (!attributes) body = <LoadState error={loadError} onRetry={retry} />;
  else if (!hasSolar) {
    body = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="sun" size={28} />
        </span>
        <h2 className={styles.emptyTitle}>{intl.formatMessage(m.noSolarTitle)}</h2>
        <p className={styles.hint}>{intl.formatMessage(m.noSolarBody)}</p>
      </div>
    );
  } else if (!initial) body = <LoadState error={specs.status === 'failed' ? specs.error : null} onRetry={() => dispatch(solarSpecsRequested())} />;
  else {
    body = (
      <Formik<SolarValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={(values) => {
          const { specs: changedSpecs, changes } = solarChanges(initial, values);
          if (changedSpecs || Object.keys(changes).length > 0) dispatch(solarSaveRequested({ specs: changedSpecs, changes }));
        }}
      >
        {(form) => (
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.formLabel)}>
            <SaveError form="solar" />
            <section className={styles.section} aria-labelledby="solar-sell-back">
              <h2 id="solar-sell-back" className={styles.sectionTitle}>
                {intl.formatMessage(m.sellBackTitle)}
              </h2>
              {attributes.tou_enabled || form.values.solarTou ? <SwitchField name="solarTou" label={intl.formatMessage(m.solarTou)} /> : null}
              {form.values.solarTou ? (
                <div className={styles.readOnly} data-testid="sell-back-variable">
                  <span className={styles.label}>{intl.formatMessage(m.sellBack)}</span>
                  <span className={styles.readOnlyValue}>{intl.formatMessage(m.variable)}</span>
                  <span className={styles.hint}>{intl.formatMessage(m.variableHint)}</span>
                </div>
              ) : (
                <NumberField name="sellBack" label={intl.formatMessage(m.sellBack)} hint={intl.formatMessage(m.sellBackHint)} max={HOME_LIMITS.sellBackMax} />
              )}
            </section>
            <section className={styles.section} aria-labelledby="solar-notify">
              <h2 id="solar-notify" className={styles.sectionTitle}>
                {intl.formatMessage(m.notifyTitle)}
              </h2>
              <SwitchField name="notify" label={intl.formatMessage(m.notify)} hint={intl.formatMessage(m.notifyHint)} />
              {form.values.notify ? (
                <Incrementer
                  name="threshold"
                  label={intl.formatMessage(m.threshold)}
                  value={form.values.threshold}
                  min={HOME_LIMITS.toGridMin}
                  max={HOME_LIMITS.toGridMax}
                  unit="%"
                  onChange={(v) => void form.setFieldValue('threshold', v)}
                  decrementLabel={intl.formatMessage(pageMessages.decrease)}
                  incrementLabel={intl.formatMessage(pageMessages.increase)}
                />
              ) : null}
            </section>
            <section className={styles.section} aria-labelledby="solar-specs">
              <h2 id="solar-specs" className={styles.sectionTitle}>
                {intl.formatMessage(m.specsTitle)}
              </h2>
              <p className={styles.hint}>{intl.formatMessage(m.specsHint)}</p>
              <div className={styles.grid}>
                <NumberField name="systemRating" label={intl.formatMessage(m.systemRating)} max={HOME_LIMITS.solarRatingMax} />
                <NumberField name="panelCount" label={intl.formatMessage(m.panelCount)} max={HOME_LIMITS.panelCountMax} integer />
                <NumberField name="panelRating" label={intl.formatMessage(m.panelRating)} max={HOME_LIMITS.panelRatingMax} />
              </div>
            </section>
            <FormActions dirty={form.dirty} pending={pending} submitLabel={intl.formatMessage(pageMessages.save)} onDiscard={() => form.resetForm()} />
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <SettingsPage icon="sun" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {body}
      {attributes && hasBattery ? <BatterySection /> : null}
    </SettingsPage>
  );
}
