import { useId, useState, type FocusEvent, type ChangeEvent, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuthForm.module.css';
import { authMessages } from './messages';

export interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown under the input with role="alert" when set. */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  maxLength?: number;
  /** Extra look for one-time codes. */
  variant?: 'code';
  describedBy?: string;
}

/** A labelled input with its error under it (role="alert"). Password inputs get a Show/Hide toggle. */
export function InputField({ name, label, value, onChange, onBlur, error, type = 'text', autoComplete, inputMode, autoFocus, maxLength, variant, describedBy }: InputFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const inputClass = [styles.input, password ? styles.withToggle : '', variant === 'code' ? styles.code : ''].filter(Boolean).join(' ');
  const describedByIds = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          className={inputClass}
          type={password && revealed ? 'text' : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoFocus={autoFocus}
          // In a dialog (common/Modal), the field asked to have focus is where focus starts.
          data-autofocus={autoFocus || undefined}
          maxLength={maxLength}
          aria-invalid={Boolean(error)}
          aria-describedby={describedByIds}
          spellCheck={false}
          autoCapitalize="off"
        />
        {password && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setRevealed((shown) => !shown)}
            // Named by its visible text ("Show"/"Hide") so that the only thing labelled "Password" is the input.
            aria-controls={id}
            aria-pressed={revealed}
            title={intl.formatMessage(revealed ? authMessages.hidePasswordLabel : authMessages.showPasswordLabel)}
          >
            {intl.formatMessage(revealed ? authMessages.hidePassword : authMessages.showPassword)}
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
