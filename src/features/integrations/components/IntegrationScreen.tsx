import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorId } from '../../../app/session/sessionSelectors';
import { Icon } from '../../../common/Icon';
import { PageLoader } from '../../../common/Loader';
import { integrationOf, isAvailable } from '../catalogue';
import { selectByKey, selectFeatureSet, selectListStatus, selectMultitenantState, selectProgramStatus } from '../integrationsSelectors';
import { pageMessages as p, sectionMessages as s } from '../messages';
import IntegrationControl from './IntegrationControl';
import IntegrationMark from './IntegrationMark';
import IntegrationsSection from './IntegrationsSection';
import PlugList from './PlugList';
import StatusPill from './StatusPill';
import styles from './IntegrationScreen.module.css';

/** /settings/integrations/{integration}: one integration's status and its connect / disconnect, then every integration. */
export default function IntegrationScreen() {
  const intl = useIntl();
  const { integration } = useParams();
  const info = integrationOf(integration);
  const monitorId = useAppSelector(selectMonitorId);
  const features = useAppSelector(selectFeatureSet);
  const multitenantState = useAppSelector(selectMultitenantState);
  const programStatus = useAppSelector(selectProgramStatus);
  const status = useAppSelector(selectListStatus);
  const item = useAppSelector(selectByKey)[info?.key ?? 'wemo'];

  const breadcrumb = (
    <Link to="/settings" className={styles.back}>
      <Icon name="arrowLeft" size={18} />
      {intl.formatMessage(p.breadcrumb)}
    </Link>
  );

  if (!info) {
    return (
      <div className={styles.page}>
        {breadcrumb}
        <h1 className={styles.title}>{intl.formatMessage(p.unknownTitle)}</h1>
        <p className={styles.muted}>{intl.formatMessage(p.unknownBody)}</p>
      </div>
    );
  }

  const header = (
    <header className={styles.header}>
      <IntegrationMark info={info} size="lg" />
      <div className={styles.headerText}>
        <h1 className={styles.title}>{info.name}</h1>
        <p className={styles.muted}>{intl.formatMessage(info.description)}</p>
      </div>
    </header>
  );
  if (multitenantState === 'admin' || (features !== null && !isAvailable(info, features))) {
    return (
      <div className={styles.page}>
        {breadcrumb}
        {header}
        <p className={styles.notice} role="note">
          {intl.formatMessage(multitenantState === 'admin' ? p.adminUnavailable : p.notAvailable, { name: info.name })}
        </p>
      </div>
    );
  }

  const loaded = status === 'succeeded' || item !== undefined;
  const eligible = programStatus === 'eligible' || programStatus === 'enrolled';
  const since = item ? intl.formatDate(item.connected_at, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <div className={styles.page}>
      {breadcrumb}
      {header}
      <section className={styles.card} aria-labelledby="integration-status" data-testid="integration-status">
        <div className={styles.cardHead}>
          <h2 id="integration-status" className={styles.cardTitle}>
            {intl.formatMessage(p.statusTitle)}
          </h2>
          {loaded ? <StatusPill info={info} item={item} /> : null}
        </div>
        {!loaded && status !== 'failed' ? (
          <PageLoader label={intl.formatMessage(p.loading, { name: info.name })} />
        ) : (
          <>
            {item && since ? (
              <p className={styles.muted}>{intl.formatMessage(info.flow === 'plugs' ? p.onSince : info.flow === 'program' ? p.enrolledSince : p.connectedSince, { date: since })}</p>
            ) : null}
            {item?.provider_account ? <p className={styles.muted}>{intl.formatMessage(p.account, { account: item.provider_account })}</p> : null}
            {!item && info.flow === 'oauth' ? <p className={styles.muted}>{intl.formatMessage(p.notConnectedBody, { name: info.name })}</p> : null}
            {!item && info.flow === 'plugs' ? <p className={styles.muted}>{intl.formatMessage(p.offHint)}</p> : null}
            {info.flow === 'program' ? (
              <p className={styles.muted}>{intl.formatMessage(eligible ? p.programHint : p.notEligibleBody)}</p>
            ) : null}
            {monitorId !== null ? <IntegrationControl info={info} item={item} multitenantState={multitenantState} variant="page" /> : null}
          </>
        )}
      </section>
      {info.flow === 'plugs' && item ? <PlugList item={item} /> : null}
      {info.flow === 'plugs' ? (
        <section className={styles.card} aria-labelledby="integration-account">
          <h2 id="integration-account" className={styles.cardTitle}>
            {intl.formatMessage(p.accountTitle)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(p.accountHint)}</p>
          <Link to="/labs/tapo" className={styles.link}>
            {intl.formatMessage(p.accountLink)}
          </Link>
        </section>
      ) : null}
      {monitorId !== null ? (
        <section className={styles.card} aria-labelledby="integration-all">
          <h2 id="integration-all" className={styles.cardTitle}>
            {intl.formatMessage(p.allTitle)}
          </h2>
          <IntegrationsSection monitorId={monitorId} multitenantState={multitenantState} />
        </section>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(s.loading)}</p>
      )}
    </div>
  );
}
