import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { selectEvFeedback } from '../evChargerSelectors';
import { feedbackClosed, feedbackRequested } from '../evChargerSlice';
import { feedbackMessages as m } from '../messages';
import { createFeedbackSchema, type FeedbackValues } from './FeedbackSchema';
import FormField from './FormField';
import styles from './forms.module.css';

/** The lab's feedback form: one description, sent as labs feedback for 'ev-charger'. */
export default function FeedbackDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feedback = useAppSelector(selectEvFeedback);
  const schema = useMemo(() => createFeedbackSchema(intl), [intl]);
  const busy = feedback.status === 'pending';
  const close = () => dispatch(feedbackClosed());
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={close} closeOnBackdrop={!busy}>
      <Formik<FeedbackValues> initialValues={{ feedback: '' }} validationSchema={schema} onSubmit={(values) => void dispatch(feedbackRequested({ feedback: values.feedback.trim() }))}>
        <Form noValidate className={styles.form} aria-label={intl.formatMessage(m.title)}>
          <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
          {feedback.status === 'failed' && feedback.error ? (
            <p className={styles.alert} role="alert">
              {feedback.error}
            </p>
          ) : null}
          <FormField name="feedback" label={intl.formatMessage(m.label)} multiline disabled={busy} />
          <ModalActions>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" pending={busy}>
              {intl.formatMessage(m.send)}
            </Button>
          </ModalActions>
        </Form>
      </Formik>
    </Modal>
  );
}
