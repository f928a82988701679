import { useEffect, useMemo, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { HOME_OPTION_FIELDS } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOptions, selectSave } from '../homeSettingsSelectors';
import { optionsRequested, saveRequested } from '../homeSettingsSlice';
import { homeMessages as m, homeRules } from '../messages';
import FormActions from './FormActions';
import { createHomeDetailsSchema, homeDetailsChanges, initialHomeValues, type HomeDetailsValues } from './HomeDetailsSchema';
import LoadState from './LoadState';
import SaveError from './SaveError';
import { SelectField } from '../../../common/SelectField';
import SettingsPage from './SettingsPage';
import TextField from './TextField';
import { useHomeSettingsPage } from './useHomeSettingsPage';
import styles from './settings.module.css';

/** The device survey and inventory cards (the homeSurvey feature), handed in by the shell. */
export interface HomeDetailsScreenProps {
  devicesSlot?: () => ReactNode;
}

/**
 * /settings/home (spec §4 home settings form): postal code and the home's details from the options
 * lists. A new home (progress PENDING) reads 'Tell us about your home.' and Continue goes on to the
 * device survey; otherwise 'My Home' and Save. Saving sends only non-empty fields.
 */
export default function HomeDetailsScreen({ devicesSlot }: HomeDetailsScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { attributes, loadError, retry, pending } = useHomeSettingsPage('home');
  const options = useAppSelector(selectOptions);
  const save = useAppSelector(selectSave);
  // Once per session (the lists do not change); a failure offers Try again rather than looping.
  useEffect(() => {
    if (options.status === 'idle') dispatch(optionsRequested());
  }, [dispatch, options.status]);
  const schema = useMemo(() => createHomeDetailsSchema(intl), [intl]);
  const initial = useMemo(() => (attributes ? initialHomeValues(attributes) : null), [attributes]);
  const isNew = attributes?.home_info_survey_progress === 'PENDING';
  const title = intl.formatMessage(isNew ? m.titlePending : m.titleSaved);
  const intro = intl.formatMessage(isNew ? m.introPending : m.introSaved);
  const postalTexts = [intl.formatMessage(homeRules.postalFormat), intl.formatMessage(homeRules.postalInvalid)];
  const serverPostalError = save.status === 'failed' && save.form === 'home' && save.error && postalTexts.includes(save.error) ? save.error : null;

  return (
    <SettingsPage icon="home" title={title} intro={intro}>
      {!attributes || !initial || !options.data ? (
        <LoadState error={loadError ?? (options.status === 'failed' ? options.error : null)} onRetry={() => (retry(), dispatch(optionsRequested()))} />
      ) : (
        <Formik<HomeDetailsValues>
          initialValues={initial}
          enableReinitialize
          validationSchema={schema}
          onSubmit={(values) => void dispatch(saveRequested({ form: 'home', changes: homeDetailsChanges(values, isNew), next: isNew ? '/assessment' : undefined }))}
        >
          {(form) => (
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.formLabel)}>
              <SaveError form="home" shownInField={postalTexts} />
              <section className={styles.section}>
                <TextField
                  name="postal_code"
                  label={intl.formatMessage(m.postalCode)}
                  hint={intl.formatMessage(m.postalHint)}
                  maxLength={7}
                  autoComplete="postal-code"
                />
                {serverPostalError && !form.errors.postal_code ? (
                  <span className={styles.error} role="alert">
                    {serverPostalError}
                  </span>
                ) : null}
                <div className={styles.grid}>
                  {HOME_OPTION_FIELDS.map((f) => (
                    <SelectField
                      key={f}
                      name={f}
                      label={intl.formatMessage(m[f])}
                      placeholder={intl.formatMessage(m.choose)}
                      options={options.data![f].map((o) => ({ value: o.key, label: o.display }))}
                    />
                  ))}
                </div>
              </section>
              <FormActions
                dirty={form.dirty}
                pending={pending}
                submitLabel={intl.formatMessage(isNew ? m.continue : m.save)}
                onDiscard={() => form.resetForm()}
                alwaysSubmit={isNew}
              />
            </Form>
          )}
        </Formik>
      )}
      {attributes && devicesSlot ? (
        <section className={styles.slot} aria-label={intl.formatMessage(m.devicesTitle)}>
          {devicesSlot()}
        </section>
      ) : null}
    </SettingsPage>
  );
}
