import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import type { IntegrationInfo } from '../catalogue';
import { selectProgramStatus } from '../integrationsSelectors';
import { statusMessages as st } from '../messages';
import type { WireIntegration } from '../types';
import styles from './StatusPill.module.css';

/** The integration's state in a word: Connected / Not connected, the smart-plug search, Enrolled. */
export default function StatusPill({ info, item }: { info: IntegrationInfo; item: WireIntegration | undefined }) {
  const intl = useIntl();
  const programStatus = useAppSelector(selectProgramStatus);
  let label: string;
  let tone: 'on' | 'off' | 'busy';
  if (item) {
    // The server's words for what it knows: 'Looking for plugs', '2 plugs found', 'Enrolled', 'Connected'.
    label = item.status_description;
    tone = item.searching && (item.plugs?.length ?? 0) === 0 ? 'busy' : 'on';
  } else if (info.flow === 'program') {
    label = intl.formatMessage(programStatus === 'eligible' || programStatus === 'enrolled' ? st.notEnrolled : st.notEligible);
    tone = 'off';
  } else {
    label = intl.formatMessage(info.flow === 'plugs' ? st.off : st.notConnected);
    tone = 'off';
  }
  return (
    <span className={`${styles.pill} ${styles[tone]}`} data-testid={`status-${info.key}`}>
      {label}
    </span>
  );
}
