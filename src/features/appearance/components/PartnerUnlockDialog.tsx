import { useId, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { selectUnlockPrompt, type WithAppearance } from '../appearanceSelectors';
import { unlockDismissed, unlockRequested } from '../appearanceSlice';
import { unlockMessages as m } from '../messages';
import { createPartnerUnlockSchema, type PartnerUnlockValues } from './PartnerUnlockSchema';
import styles from './AppearanceScreen.module.css';

/** The prompt the hidden key combination opens: the partner password unlocks the 'wiser' theme. */
export default function PartnerUnlockDialog() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { refused } = useSelector((state: WithAppearance) => selectUnlockPrompt(state));
  const schema = useMemo(() => createPartnerUnlockSchema(intl), [intl]);
  const textId = useId();
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={() => dispatch(unlockDismissed())} describedBy={textId}>
      <Formik<PartnerUnlockValues> initialValues={{ password: '' }} validationSchema={schema} onSubmit={(v) => void dispatch(unlockRequested({ password: v.password }))}>
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.title)}>
          <p id={textId} className={styles.hint}>
            {intl.formatMessage(m.text)}
          </p>
          {refused ? <FormAlert>{intl.formatMessage(m.wrongPassword)}</FormAlert> : null}
          <TextField name="password" type="password" label={intl.formatMessage(m.password)} autoComplete="off" autoFocus />
          <ModalActions>
            <Button variant="secondary" onClick={() => dispatch(unlockDismissed())}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit">{intl.formatMessage(m.submit)}</Button>
          </ModalActions>
        </Form>
      </Formik>
    </Modal>
  );
}
