import { useId, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { mfaMessages as m } from '../messages';
import { selectMfaDisable } from '../mfaSelectors';
import { disableDismissed, disableRequested } from '../mfaSlice';
import { createMfaPasswordSchema, type MfaPasswordValues } from './MfaSchemas';
import styles from './SecurityScreen.module.css';

/** Turning two-factor off asks for the password. */
export function DisableDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectMfaDisable);
  const schema = useMemo(() => createMfaPasswordSchema(intl), [intl]);
  const textId = useId();
  return (
    <Modal title={intl.formatMessage(m.disableTitle)} onClose={() => dispatch(disableDismissed())} describedBy={textId}>
      <Formik<MfaPasswordValues> initialValues={{ password: '' }} validationSchema={schema} onSubmit={(values) => void dispatch(disableRequested({ password: values.password }))}>
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.disableTitle)}>
          <p id={textId} className={styles.intro}>
            {intl.formatMessage(m.disableText)}
          </p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextField name="password" type="password" label={intl.formatMessage(m.password)} autoComplete="current-password" autoFocus />
          <ModalActions>
            <Button variant="secondary" onClick={() => dispatch(disableDismissed())} disabled={pending}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" variant="danger" pending={pending}>
              {intl.formatMessage(m.disableSubmit)}
            </Button>
          </ModalActions>
        </Form>
      </Formik>
    </Modal>
  );
}
