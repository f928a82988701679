import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';
import { Icon } from '../../../common/Icon';

/** A form-level error (e.g. the server's reason a sign-in failed), announced with role="alert". */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <Icon name="alert" size={18} />
      <span>{children}</span>
    </div>
  );
}
