import { useMemo } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { HOME_LIMITS, type WirePanelType } from '../../../api/wire/home';
import { useAppDispatch } from '../../../app/hooks';
import { Incrementer } from '../../../common/Incrementer';
import { saveRequested } from '../homeSettingsSlice';
import { pageMessages, panelMessages as m } from '../messages';
import FormActions from './FormActions';
import LoadState from './LoadState';
import { createPanelSchema, initialPanelValues, panelChanges, type PanelValues } from './PanelSchema';
import SaveError from './SaveError';
import SettingsPage from './SettingsPage';
import { useHomeSettingsPage } from './useHomeSettingsPage';
import styles from './settings.module.css';

const TYPES: WirePanelType[] = ['MAIN', 'SUB'];

/** /settings/panel (spec §5): the panel's type, main or sub, and its breaker slots (1-70, default 20). */
export default function PanelSettingsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { attributes, loadError, retry, pending } = useHomeSettingsPage('panel');
  const schema = useMemo(() => createPanelSchema(intl), [intl]);
  const initial = useMemo(() => (attributes ? initialPanelValues(attributes) : null), [attributes]);
  return (
    <SettingsPage icon="panel" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {!attributes || !initial ? (
        <LoadState error={loadError} onRetry={retry} />
      ) : (
        <Formik<PanelValues>
          initialValues={initial}
          enableReinitialize
          validationSchema={schema}
          onSubmit={(values) => void dispatch(saveRequested({ form: 'panel', changes: panelChanges(values) }))}
        >
          {(form) => (
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.formLabel)}>
              <SaveError form="panel" />
              <section className={styles.section}>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.label}>{intl.formatMessage(m.typeLegend)}</legend>
                  <div className={styles.choices}>
                    {TYPES.map((type) => (
                      <label key={type} className={styles.choice}>
                        <Field type="radio" name="panelType" value={type} />
                        <span className={styles.choiceText}>
                          <span className={styles.choiceLabel}>{intl.formatMessage(m[type])}</span>
                          <span className={styles.hint}>{intl.formatMessage(m[`${type}Hint`])}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  <ErrorMessage name="panelType">
                    {(text) => (
                      <span className={styles.error} role="alert">
                        {text}
                      </span>
                    )}
                  </ErrorMessage>
                </fieldset>
                <Incrementer
                  name="slots"
                  label={intl.formatMessage(m.slots)}
                  value={form.values.slots}
                  min={HOME_LIMITS.panelSlotsMin}
                  max={HOME_LIMITS.panelSlotsMax}
                  onChange={(v) => void form.setFieldValue('slots', v)}
                  decrementLabel={intl.formatMessage(pageMessages.decrease)}
                  incrementLabel={intl.formatMessage(pageMessages.increase)}
                  describedBy="panel-slots-hint"
                />
                <span id="panel-slots-hint" className={styles.hint}>
                  {intl.formatMessage(m.slotsHint)}
                </span>
              </section>
              <FormActions dirty={form.dirty} pending={pending} submitLabel={intl.formatMessage(pageMessages.save)} onDiscard={() => form.resetForm()} />
            </Form>
          )}
        </Formik>
      )}
    </SettingsPage>
  );
}
