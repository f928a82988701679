import { useIntl, type MessageDescriptor } from 'react-intl';
import styles from './AuthForm.module.css';
import { Icon } from '../../../common/Icon';
import { resetMessages as m } from './messages';
import { passwordRuleResults, type PasswordRule } from './passwordRules';

const RULES: { rule: PasswordRule; label: MessageDescriptor }[] = [
  { rule: 'length', label: m.ruleLength },
  { rule: 'lowercase', label: m.ruleLower },
  { rule: 'uppercase', label: m.ruleUpper },
  { rule: 'numberOrSymbol', label: m.ruleNumber },
];

/** The rules, ticked off as the password meets them. */
export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  const intl = useIntl();
  const results = passwordRuleResults(value);
  return (
    <ul id={id} className={styles.rules} aria-label={intl.formatMessage(m.rulesLabel)}>
      {RULES.map(({ rule, label }) => (
        <li key={rule} className={results[rule] ? styles.ruleMet : undefined}>
          <Icon name={results[rule] ? 'check' : 'info'} size={14} />
          {intl.formatMessage(label)}
        </li>
      ))}
    </ul>
  );
}
