import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Spinner } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { selectAvailable, selectByKey, selectListError, selectListStatus } from '../integrationsSelectors';
import { fetchRequested } from '../integrationsSlice';
import { sectionMessages as s } from '../messages';
import type { IntegrationsSectionProps } from '../types';
import IntegrationRow from './IntegrationRow';
import styles from './IntegrationsSection.module.css';

/**
 * The integrations section of the Connected devices page (the shell passes it in as a slot):
 * a row per integration the account may use (Nest and Ecobee only when enabled for it), each
 * linking to its page or acting in place. Multi-tenant admins do not see integrations (spec §6).
 */
export default function IntegrationsSection({ monitorId, multitenantState }: IntegrationsSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const status = useAppSelector(selectListStatus);
  const error = useAppSelector(selectListError);
  const rows = useAppSelector(selectAvailable);
  const byKey = useAppSelector(selectByKey);
  const admin = multitenantState === 'admin';

  useEffect(() => {
    if (!admin) dispatch(fetchRequested());
  }, [dispatch, monitorId, admin]);

  if (admin) return <p className={styles.note}>{intl.formatMessage(s.adminUnavailable)}</p>;
  return (
    <div className={styles.section} data-testid="integrations-section">
      <p className={styles.intro}>{intl.formatMessage(s.intro, values)}</p>
      {multitenantState === 'tenant' ? <p className={styles.note}>{intl.formatMessage(s.tenantNote)}</p> : null}
      {status === 'loading' && Object.keys(byKey).length === 0 ? (
        <p className={styles.loading} role="status">
          <Spinner />
          {intl.formatMessage(s.loading)}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.error} role="alert">
          <span>{intl.formatMessage(s.loadFailed, { reason: error ?? '' })}</span>
          <Button variant="secondary" className={styles.retry} onClick={() => dispatch(fetchRequested())}>
            {intl.formatMessage(s.retry)}
          </Button>
        </div>
      ) : null}
      <ul className={styles.list} aria-label={intl.formatMessage(s.title)}>
        {rows.map((info) => (
          <IntegrationRow key={info.key} info={info} item={byKey[info.key]} multitenantState={multitenantState} />
        ))}
      </ul>
    </div>
  );
}
