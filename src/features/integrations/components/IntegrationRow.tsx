import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MultitenantState } from '../../../api/wire/user';
import type { IntegrationInfo } from '../catalogue';
import { sectionMessages as s } from '../messages';
import type { WireIntegration } from '../types';
import IntegrationControl from './IntegrationControl';
import IntegrationMark from './IntegrationMark';
import StatusPill from './StatusPill';
import styles from './IntegrationsSection.module.css';

export interface IntegrationRowProps {
  info: IntegrationInfo;
  item: WireIntegration | undefined;
  multitenantState: MultitenantState;
}

/** One connected-device row: the integration (a link to its page), its status, and its control in place. */
export default function IntegrationRow({ info, item, multitenantState }: IntegrationRowProps) {
  const intl = useIntl();
  return (
    <li className={styles.row} data-testid={`integration-${info.key}`}>
      <IntegrationMark info={info} />
      <div className={styles.text}>
        <Link to={`/settings/integrations/${info.key}`} className={styles.name} aria-label={intl.formatMessage(s.manage, { name: info.name })}>
          {info.name}
        </Link>
        <span className={styles.description}>{intl.formatMessage(info.description)}</span>
      </div>
      <div className={styles.end}>
        <StatusPill info={info} item={item} />
        <IntegrationControl info={info} item={item} multitenantState={multitenantState} variant="row" />
      </div>
    </li>
  );
}
