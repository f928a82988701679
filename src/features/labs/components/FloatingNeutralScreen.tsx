import { useIntl } from 'react-intl';
import { NEUTRAL_BANDS, type WireLabsContent } from '../../../api/wire/labs';
import { tercilePosition } from '../labsMath';
import { Icon } from '../../../common/Icon';
import { common, neutral as m } from '../messages';
import styles from './Labs.module.css';
import LabsPage from './LabsPage';
import NotAvailable from './NotAvailable';
import RatingBadge from './RatingBadge';
import SupportRequest from './SupportRequest';
import TercileBar from './TercileBar';
import { useAssetUrl } from './useAssetUrl';

function Body({ content }: { content: WireLabsContent }) {
  const intl = useIntl();
  const assetUrl = useAssetUrl();
  const n = content.fault_detection_json.floatingNeutral;
  if (n.status === 'failed' || n.rating === null || n.voltsPerKw === null) return <NotAvailable />;
  const text = { low: m.ratingLow, med: m.ratingMed, high: m.ratingHigh }[n.rating];
  const v = (x: number) => intl.formatNumber(x, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <section className={styles.card} aria-labelledby="fn-rating" data-testid="fn-rating-card">
        <div className={styles.cardHead}>
          <h2 id="fn-rating" className={styles.cardTitle}>
            {intl.formatMessage(m.ratingTitle)}
          </h2>
          <RatingBadge rating={n.rating} testId="fn-rating" />
        </div>
        <p>{intl.formatMessage(text)}</p>
        <TercileBar
          position={tercilePosition(n.voltsPerKw, NEUTRAL_BANDS)}
          rating={n.rating}
          labels={[
            intl.formatMessage(m.bandLow, { volts: NEUTRAL_BANDS[0] }),
            intl.formatMessage(m.bandMed, { from: NEUTRAL_BANDS[0], to: NEUTRAL_BANDS[1] }),
            intl.formatMessage(m.bandHigh, { volts: NEUTRAL_BANDS[1] }),
          ]}
        />
        {n.rating === 'high' ? <p className={styles.hint}>{intl.formatMessage(m.advice)}</p> : null}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(m.swing)}</dt>
            <dd data-testid="fn-swing">{intl.formatMessage(m.swingValue, { volts: v(n.voltsPerKw) })}</dd>
          </div>
        </dl>
        <p className={styles.hint}>{intl.formatMessage(m.swingHint)}</p>
      </section>
      {n.rating === 'high' ? (
        <SupportRequest labsId="floating-neutral" offered={n.displaySupport} title={m.contactTitle} body={m.contactBody} action={m.contactAction} text={m.contactText} />
      ) : null}
      <section className={styles.card} aria-labelledby="fn-legs">
        <h2 id="fn-legs" className={styles.cardTitle}>
          {intl.formatMessage(m.legsTitle)}
        </h2>
        {n.legWatts && n.legVoltage ? (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="fn-legs">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.leg)}</th>
                  <th scope="col">{intl.formatMessage(m.power)}</th>
                  <th scope="col">{intl.formatMessage(m.voltage)}</th>
                </tr>
              </thead>
              <tbody>
                {(['L1', 'L2'] as const).map((leg, i) => (
                  <tr key={leg}>
                    <th scope="row">{leg}</th>
                    <td>{intl.formatMessage(common.watts, { watts: intl.formatNumber(n.legWatts![i]!) })}</td>
                    <td>{intl.formatMessage(common.volts, { volts: v(n.legVoltage![i]!) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className={styles.links}>
          <a className={styles.link} href={assetUrl(content.assets.raw_csv_files.floating_neutral)} download data-testid="fn-csv">
            <Icon name="chart" size={18} />
            {intl.formatMessage(common.downloadCsv)}
          </a>
        </div>
      </section>
    </>
  );
}

/** /labs/floating-neutral (spec monitoring §2 "Floating neutral page"): 'contact me' only when the rating is high. */
export default function FloatingNeutralScreen() {
  return (
    <LabsPage title={m.title} intro={m.intro} testId="labs-floating-neutral">
      {(content) => <Body content={content} />}
    </LabsPage>
  );
}
