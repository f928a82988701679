import { useEffect, useMemo, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { HOME_LIMITS } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCosts } from '../homeSettingsSelectors';
import { costsRequested, saveRequested } from '../homeSettingsSlice';
import { electricityMessages as m, pageMessages } from '../messages';
import type { Country } from '../types';
import AverageRates from './AverageRates';
import { createElectricitySchema, CYCLE_DAYS, electricityChanges, initialElectricityValues, type ElectricityValues } from './ElectricitySchema';
import FormActions from './FormActions';
import LoadState from './LoadState';
import NumberField from './NumberField';
import SaveError from './SaveError';
import { SelectField } from '../../../common/SelectField';
import SettingsPage from './SettingsPage';
import SwitchField from './SwitchField';
import { useHomeSettingsPage } from './useHomeSettingsPage';
import styles from './settings.module.css';

/** Canadian provinces and territories (the home's country for the per-location list). */
const CANADA = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

export interface ElectricityInfoScreenProps {
  /**
   * The rate-zone list (the rateZones feature), handed in by the shell: it shows under the
   * time-of-use switch. Until that feature exists the page shows nothing there.
   */
  rateZonesSlot?: (props: { touEnabled: boolean }) => ReactNode;
}

/**
 * /settings/electricity_info (spec §2, §5): the electricity cost (shown or hidden, with the average
 * of the home's state or province and a per-location list), the billing cycle start and the
 * time-of-use switch. One Save sends the changed settings in one request.
 */
export default function ElectricityInfoScreen({ rateZonesSlot }: ElectricityInfoScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { attributes, loadError, retry, pending } = useHomeSettingsPage('electricity');
  const country: Country = attributes?.state && CANADA.has(attributes.state) ? 'CA' : 'US';
  const costs = useAppSelector((state) => selectCosts(state, country));
  useEffect(() => {
    if (costs.status === 'idle') dispatch(costsRequested({ country }));
  }, [dispatch, costs.status, country]);
  const schema = useMemo(() => createElectricitySchema(intl), [intl]);
  const initial = useMemo(() => (attributes ? initialElectricityValues(attributes) : null), [attributes]);
  const cycleOptions = [
    { value: String(HOME_LIMITS.cycleNotSet), label: intl.formatMessage(m.notSet) },
    ...CYCLE_DAYS.map((day) => ({ value: String(day), label: intl.formatMessage(m.day, { day }) })),
  ];

  return (
    <SettingsPage icon="bolt" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {!attributes || !initial ? (
        <LoadState error={loadError} onRetry={retry} />
      ) : (
        <Formik<ElectricityValues>
          initialValues={initial}
          enableReinitialize
          validationSchema={schema}
          onSubmit={(values) => {
            const changes = electricityChanges(initial, values);
            if (Object.keys(changes).length > 0) dispatch(saveRequested({ form: 'electricity', changes }));
          }}
        >
          {(form) => (
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.formLabel)}>
              <SaveError form="electricity" />
              <section className={styles.section} aria-labelledby="electricity-cost">
                <h2 id="electricity-cost" className={styles.sectionTitle}>
                  {intl.formatMessage(m.costTitle)}
                </h2>
                <SwitchField name="showCost" label={intl.formatMessage(m.showCost)} hint={intl.formatMessage(m.showCostHint)} />
                {form.values.showCost ? (
                  <>
                    <NumberField name="cost" label={intl.formatMessage(m.cost)} hint={intl.formatMessage(m.costHint)} max={HOME_LIMITS.costMax} />
                    <AverageRates
                      costs={costs}
                      state={attributes.electricity_cost}
                      onPick={(cost) => {
                        void form.setFieldValue('cost', String(cost));
                        void form.setFieldTouched('cost', true, false);
                      }}
                    />
                  </>
                ) : null}
              </section>
              <section className={styles.section} aria-labelledby="electricity-cycle">
                <h2 id="electricity-cycle" className={styles.sectionTitle}>
                  {intl.formatMessage(m.cycleTitle)}
                </h2>
                <SelectField name="cycleStart" label={intl.formatMessage(m.cycleLabel)} hint={intl.formatMessage(m.cycleHint)} options={cycleOptions} />
              </section>
              <section className={styles.section} aria-labelledby="electricity-tou">
                <h2 id="electricity-tou" className={styles.sectionTitle}>
                  {intl.formatMessage(m.touTitle)}
                </h2>
                <SwitchField name="touEnabled" label={intl.formatMessage(m.touLabel)} hint={intl.formatMessage(m.touHint)} />
                {rateZonesSlot ? <div className={styles.slot}>{rateZonesSlot({ touEnabled: form.values.touEnabled })}</div> : null}
              </section>
              <FormActions dirty={form.dirty} pending={pending} submitLabel={intl.formatMessage(pageMessages.save)} onDiscard={() => form.resetForm()} />
            </Form>
          )}
        </Formik>
      )}
    </SettingsPage>
  );
}
