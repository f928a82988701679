import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { sectionMessages as m } from '../messages';
import styles from './SectionTabs.module.css';

/** The two views of the home's history: the Usage viewer and the Dashboard. */
export default function SectionTabs() {
  const intl = useIntl();
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(m.label)}>
      <NavLink to="/usage" className={cls} end>
        {intl.formatMessage(m.usage)}
      </NavLink>
      <NavLink to="/dashboard" className={cls} end>
        {intl.formatMessage(m.dashboard)}
      </NavLink>
    </nav>
  );
}
