import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { integrationOf } from '../catalogue';
import { selectMultitenantState, selectSmartPlug } from '../integrationsSelectors';
import { smartPlugMessages as m } from '../messages';
import { settingsRequested } from '../smartPlugSlice';
import IntegrationMark from './IntegrationMark';
import SmartPlugForm from './SmartPlugForm';
import styles from './SmartPlugScreen.module.css';

const TPLINK = integrationOf('tplink')!;

/** /labs/tapo: the smart-plug (TP-Link) account, username and password; the password is encrypted before it is sent. */
export default function SmartPlugScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { settings } = useAppSelector(selectSmartPlug);
  const multitenant = useAppSelector(selectMultitenantState) !== null;
  useEffect(() => {
    dispatch(settingsRequested());
  }, [dispatch]);
  const data = settings.data;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <IntegrationMark info={TPLINK} size="lg" />
        <div>
          <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
          <p className={styles.muted}>{intl.formatMessage(m.subtitle)}</p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="smart-plug-account">
        <h2 id="smart-plug-account" className={styles.cardTitle}>
          {intl.formatMessage(m.formTitle)}
        </h2>
        {settings.status === 'failed' && !data ? (
          <div className={styles.error} role="alert">
            <span>{intl.formatMessage(m.loadFailed, { reason: settings.error ?? '' })}</span>
            <Button variant="secondary" onClick={() => dispatch(settingsRequested())}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        ) : !data ? (
          <PageLoader label={intl.formatMessage(m.loading)} />
        ) : (
          <>
            <p className={styles.saved} data-testid="smart-plug-saved">
              {data.configured && data.username ? intl.formatMessage(m.savedAs, { username: data.username }) : intl.formatMessage(m.notConfigured)}
            </p>
            {multitenant ? <p className={styles.note}>{intl.formatMessage(m.tenant)}</p> : null}
            <SmartPlugForm username={data.username ?? ''} disabled={multitenant} />
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="smart-plug-integration">
        <h2 id="smart-plug-integration" className={styles.cardTitle}>
          {intl.formatMessage(m.integrationTitle)}
        </h2>
        <Link to="/settings/integrations/tplink" className={styles.link}>
          {intl.formatMessage(m.integrationLink)}
        </Link>
      </section>
    </div>
  );
}
