import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { WithSession } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { CenteredCard } from '../../../common/CenteredCard';
import { Icon } from '../../../common/Icon';
import { PageLoader, Spinner } from '../../../common/Loader';
import { useProductValues } from '../../../theme/useProductName';
import { consentMessages as m } from '../messages';
import { decisionRequested, initialState, requestRequested, type OAuthConsentState } from '../oauthConsentSlice';
import { safeAddress } from '../safeAddress';
import styles from './OAuthConsentScreen.module.css';

const selectConsent = (state: WithSession & { oauthConsent?: OAuthConsentState }) => state.oauthConsent ?? initialState;

/**
 * /oauth/authorize (no navigation bar): a third-party app asks for access to the account. The page
 * names the app with its icon and the account, says what the access allows (read-only), and sends
 * the answer (POST /oauth/allow or /oauth/deny); the browser then goes back to the app.
 */
export default function OAuthConsentScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const { search } = useLocation();
  const { request, decision } = useAppSelector(selectConsent);
  useEffect(() => {
    dispatch(requestRequested({ query: search }));
  }, [dispatch, search]);

  const title = intl.formatMessage(m.title);
  const home = (
    <Link to="/now" className={styles.link}>
      {intl.formatMessage(m.backHome)}
    </Link>
  );
  if (request.status === 'failed') {
    return (
      <CenteredCard title={intl.formatMessage(m.invalidTitle)} badge={<span className={styles.warn}><Icon name="alert" size={28} /></span>} footer={home}>
        <p className={styles.error} role="alert">
          {request.error}
        </p>
      </CenteredCard>
    );
  }
  if (request.status !== 'succeeded' || !request.data) {
    return (
      <CenteredCard title={title}>
        <PageLoader label={intl.formatMessage(m.loading)} />
      </CenteredCard>
    );
  }
  const { client, account } = request.data;
  const icon = safeAddress(client.icon_url);
  const website = safeAddress(client.website);
  const busy = decision.status === 'pending' || decision.status === 'leaving';
  return (
    <CenteredCard
      title={title}
      testId="oauth-consent"
      badge={icon ? <img className={styles.appIcon} src={icon} alt="" width={64} height={64} /> : <span className={styles.warn}><Icon name="shield" size={28} /></span>}
      footer={home}
    >
      <p className={styles.asks}>{intl.formatMessage(m.asks, { app: client.name, ...values })}</p>
      <p className={styles.account}>
        <Icon name="user" size={18} />
        <span>{intl.formatMessage(m.account, { email: account.email })}</span>
      </p>
      <div>
        <h2 className={styles.canTitle}>{intl.formatMessage(m.canTitle)}</h2>
        <ul className={styles.list}>
          <li>{intl.formatMessage(m.canUsage)}</li>
          <li>{intl.formatMessage(m.canDevices)}</li>
        </ul>
      </div>
      <p className={styles.readOnly}>
        <Icon name="shield" size={18} />
        <span>{intl.formatMessage(m.cannot)}</span>
      </p>
      <p className={styles.hint}>{intl.formatMessage(m.revoke)}</p>
      {website ? (
        <a href={website} className={styles.link} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.website, { app: client.name })}
        </a>
      ) : null}
      {decision.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(m.failed, { reason: decision.error ?? '' })}
        </p>
      ) : null}
      {decision.status === 'leaving' ? (
        <p className={styles.hint} role="status">
          <Spinner />
          {intl.formatMessage(m.leaving)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(decisionRequested({ allow: false }))} disabled={busy} pending={busy && decision.allow === false}>
          {intl.formatMessage(m.deny)}
        </Button>
        <Button variant="primary" onClick={() => dispatch(decisionRequested({ allow: true }))} disabled={busy} pending={busy && decision.allow === true}>
          {intl.formatMessage(m.allow)}
        </Button>
      </div>
    </CenteredCard>
  );
}
