import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { selectDataSharing, selectPartners } from '../dataSharingSelectors';
import { fetchRequested } from '../dataSharingSlice';
import { screenMessages as m } from '../messages';
import PartnerCard from './PartnerCard';
import styles from './DataSharingScreen.module.css';

/** /settings/data_sharing: one entry per partner, each with its consent dialog (spec §2). */
export default function DataSharingScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const { status, error } = useAppSelector(selectDataSharing);
  const partners = useAppSelector(selectPartners);
  useEffect(() => {
    dispatch(fetchRequested());
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.subtitle}>{intl.formatMessage(m.subtitle, values)}</p>
      </header>
      {status === 'failed' && partners.length === 0 ? (
        <div className={styles.loadError} role="alert">
          <span>{intl.formatMessage(m.loadFailed, { reason: error ?? '' })}</span>
          <Button variant="secondary" onClick={() => dispatch(fetchRequested())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : partners.length === 0 && status !== 'succeeded' ? (
        <PageLoader label={intl.formatMessage(m.loading)} />
      ) : partners.length === 0 ? (
        <p className={styles.subtitle}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.title)}>
          {partners.map((partner) => (
            <PartnerCard key={partner.partner_id} partner={partner} />
          ))}
        </ul>
      )}
    </div>
  );
}
