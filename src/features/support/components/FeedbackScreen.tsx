import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, useField, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { Button } from '../../../common/Button';
import { FieldFrame } from '../../../common/FieldFrame';
import { Icon } from '../../../common/Icon';
import { SelectField } from '../../../common/SelectField';
import { SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { useProductValues } from '../../../theme/useProductName';
import { feedbackMessages as m, type FeedbackLabel } from '../messages';
import { selectFeedback } from '../supportSelectors';
import { feedbackRequested, feedbackReset } from '../supportSlice';
import {
  createFeedbackSchema, FEEDBACK_CATEGORIES, FEEDBACK_MAX_CHARS, FEEDBACK_SUB_CATEGORIES, initialFeedbackValues, type FeedbackValues,
} from './FeedbackSchema';
import styles from './Support.module.css';

const label = (key: string) => key as FeedbackLabel;

function Description() {
  const intl = useIntl();
  const [field] = useField<string>('description');
  const hint = (
    <span className={styles.fieldHint}>
      <span>{intl.formatMessage(m.descriptionHint)}</span>
      <span className={styles.counter} aria-hidden="true">{intl.formatMessage(m.counter, { count: field.value.length, max: FEEDBACK_MAX_CHARS })}</span>
    </span>
  );
  return (
    <FieldFrame name="description" label={intl.formatMessage(m.description)} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} {...field} className={styles.textarea} rows={6} maxLength={FEEDBACK_MAX_CHARS} aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

/** Settings → Feedback: category, topic and description; a thank-you after it is sent, and the form starts over. */
export default function FeedbackScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const [params] = useSearchParams();
  const op = useAppSelector(selectFeedback);
  const schema = useMemo(() => createFeedbackSchema(intl), [intl]);
  const initial = useMemo(() => initialFeedbackValues(params), [params]);
  const deviceId = params.get('device_id');
  const formRef = useRef<FormikProps<FeedbackValues>>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(feedbackReset());
  }, [dispatch]);
  // Sent: the form starts over (behind the thank-you), and the thank-you takes focus.
  useEffect(() => {
    if (op.status === 'succeeded') {
      formRef.current?.resetForm();
      thanksRef.current?.focus();
    }
  }, [op.status]);

  return (
    <SettingsPage icon="chat" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)}>
      {op.status === 'succeeded' ? (
        <section className={styles.thanks} aria-labelledby="feedback-thanks" data-testid="feedback-thanks">
          <span className={styles.thanksIcon} aria-hidden="true">
            <Icon name="check" size={28} />
          </span>
          <h2 id="feedback-thanks" ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
            {intl.formatMessage(m.thanksTitle)}
          </h2>
          <p className={styles.hint}>{intl.formatMessage(m.thanksText, values)}</p>
          <Button variant="secondary" onClick={() => dispatch(feedbackReset())}>
            {intl.formatMessage(m.sendMore)}
          </Button>
        </section>
      ) : null}
      <div hidden={op.status === 'succeeded'}>
        <SettingsSection title={intl.formatMessage(m.formTitle)}>
          <Formik<FeedbackValues>
            innerRef={formRef}
            initialValues={initial}
            enableReinitialize
            validationSchema={schema}
            onSubmit={(v) => void dispatch(feedbackRequested({ category: v.category, subCategory: v.subCategory, text: v.description.trim(), deviceId }))}
          >
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.title)}>
              {op.status === 'failed' && op.error ? <FormAlert>{op.error}</FormAlert> : null}
              <div className={styles.pair}>
                <SelectField name="category" label={intl.formatMessage(m.category)} options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(m[label(`category.${c}`)]) }))} />
                <SelectField name="subCategory" label={intl.formatMessage(m.subCategory)} options={FEEDBACK_SUB_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(m[label(`subCategory.${c}`)]) }))} />
              </div>
              {deviceId ? (
                <p className={styles.hint}>
                  {intl.formatMessage(m.device, {
                    id: deviceId,
                    mono: (chunks) => (
                      <span key="id" className={styles.mono}>
                        {chunks}
                      </span>
                    ),
                  })}
                </p>
              ) : null}
              <Description />
              <div className={styles.actions}>
                <Button type="submit" pending={op.status === 'pending'}>
                  <Icon name="chat" size={18} />
                  {intl.formatMessage(m.submit)}
                </Button>
              </div>
            </Form>
          </Formik>
        </SettingsSection>
      </div>
    </SettingsPage>
  );
}
