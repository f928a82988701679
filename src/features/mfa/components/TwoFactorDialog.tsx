import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../app/session/components/FormAlert';
import { TextField } from '../../../app/session/components/TextField';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { Modal, ModalActions } from '../../../common/Modal';
import { useProductValues } from '../../../theme/useProductName';
import { mfaMessages as m } from '../messages';
import { selectMfa } from '../mfaSelectors';
import { cancelled, closeRequested, proceeded, setupRequested, steppedBack, verifyRequested } from '../mfaSlice';
import { cleanCode, createMfaCodeSchema, createMfaPasswordSchema, type MfaCodeValues, type MfaPasswordValues } from './MfaSchemas';
import styles from './SecurityScreen.module.css';

/** The setup key in groups of four, easier to read and type (the copy button copies it whole). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function PasswordStage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectMfa);
  const schema = useMemo(() => createMfaPasswordSchema(intl), [intl]);
  return (
    <Formik<MfaPasswordValues> initialValues={{ password: '' }} validationSchema={schema} onSubmit={(values) => void dispatch(setupRequested({ password: values.password }))}>
      <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.dialogTitle)}>
        <p className={styles.intro}>{intl.formatMessage(m.passwordIntro)}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField name="password" type="password" label={intl.formatMessage(m.password)} autoComplete="current-password" autoFocus />
        <ModalActions>
          <Button variant="secondary" onClick={() => dispatch(cancelled())}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" pending={pending}>
            {intl.formatMessage(m.continue)}
          </Button>
        </ModalActions>
      </Form>
    </Formik>
  );
}

function QrStage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { secret, qrCode } = useAppSelector(selectMfa);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the key stays on screen to type or select.
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(m.scanIntro)}</p>
      {qrCode ? (
        <div className={styles.qrFrame}>
          <img className={styles.qr} src={`data:image/png;base64,${qrCode}`} alt={intl.formatMessage(m.qrAlt)} width={200} height={200} />
        </div>
      ) : null}
      <p className={styles.hint}>{intl.formatMessage(m.secretIntro)}</p>
      <div className={styles.secretRow}>
        <code className={styles.secret} aria-label={intl.formatMessage(m.secretLabel)} data-testid="totp-secret" data-secret={secret ?? ''}>
          {secret ? grouped(secret) : ''}
        </code>
        <Button variant="ghost" onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'key'} size={16} />
          {intl.formatMessage(copied ? m.copied : m.copy)}
        </Button>
      </div>
      <ModalActions>
        <Button variant="secondary" onClick={() => dispatch(cancelled())}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button onClick={() => dispatch(proceeded())} data-autofocus>
          {intl.formatMessage(m.next)}
        </Button>
      </ModalActions>
    </div>
  );
}

function CodeStage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectMfa);
  const schema = useMemo(() => createMfaCodeSchema(intl), [intl]);
  return (
    <Formik<MfaCodeValues> initialValues={{ code: '' }} validationSchema={schema} onSubmit={(values) => void dispatch(verifyRequested({ code: cleanCode(values.code) }))}>
      <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.dialogTitle)}>
        <p className={styles.intro}>{intl.formatMessage(m.codeIntro)}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField name="code" label={intl.formatMessage(m.code)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} variant="code" />
        <ModalActions>
          <Button variant="secondary" onClick={() => dispatch(steppedBack())} disabled={pending}>
            {intl.formatMessage(m.back)}
          </Button>
          <Button type="submit" pending={pending}>
            {intl.formatMessage(m.verify)}
          </Button>
        </ModalActions>
      </Form>
    </Formik>
  );
}

function SuccessStage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="shield" size={28} />
      </span>
      <p className={styles.successTitle}>{intl.formatMessage(m.successTitle)}</p>
      <p className={styles.hint}>{intl.formatMessage(m.successText, values)}</p>
      <ModalActions>
        <Button variant="secondary" onClick={() => dispatch(closeRequested({ home: false }))}>
          {intl.formatMessage(m.done)}
        </Button>
        <Button onClick={() => dispatch(closeRequested({ home: true }))} data-autofocus>
          {intl.formatMessage(m.takeMeHome)}
        </Button>
      </ModalActions>
    </div>
  );
}

const STAGES = [PasswordStage, QrStage, CodeStage, SuccessStage] as const;

/** The setup dialog (spec §2): stage 0 password, 1 QR code and key, 2 code, 3 success; it closes 250 ms after. */
export function TwoFactorDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { stage, closing } = useAppSelector(selectMfa);
  const Stage = STAGES[stage];
  const body = useRef<HTMLDivElement>(null);
  // Each stage starts where the user acts next: its field, else its main button.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus();
  }, [stage]);
  const onClose = () => dispatch(stage === 3 ? closeRequested({ home: false }) : cancelled());
  return (
    <Modal title={intl.formatMessage(m.dialogTitle)} onClose={onClose} closing={closing} closeOnBackdrop={false}>
      {stage < 3 ? (
        <p className={styles.step} data-testid="mfa-stage" data-stage={stage}>
          {intl.formatMessage(m.step, { step: stage + 1, total: 3 })}
        </p>
      ) : (
        <span hidden data-testid="mfa-stage" data-stage={stage} />
      )}
      <div ref={body}>
        <Stage key={stage} />
      </div>
    </Modal>
  );
}
