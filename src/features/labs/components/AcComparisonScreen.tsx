import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireAcEfficiency, WireLabsContent } from '../../../api/wire/labs';
import { AC_DATA_WAIT_HOURS } from '../../../api/wire/labs';
import { useShowCost } from '../../../app/session/useShowCost';
import { formatCents } from '../../../common/format';
import { Icon } from '../../../common/Icon';
import Histogram from '../charts/Histogram';
import { acPrompts, potentialSavings, savingsBand } from '../labsMath';
import { ac as m } from '../messages';
import styles from './Labs.module.css';
import own from './AcComparisonScreen.module.css';
import LabsPage from './LabsPage';
import NotAvailable from './NotAvailable';
import RatingBadge from './RatingBadge';

const ADVICE = { under100: m.adviceUnder100, from100to300: m.advice100to300, from300: m.advice300 } as const;

/**
 * Potential savings in money. When the home hides costs, the cost is -1 here at once (the server
 * answers -1 too, spec "-1 means hidden"), even if the content was loaded before the switch: no
 * amount, the billing-rate prompt instead.
 */
function Savings({ a }: { a: WireAcEfficiency }) {
  const intl = useIntl();
  const cost = useShowCost() ? a.cost : -1;
  const prompts = acPrompts(cost, a.savings);
  const dollars = potentialSavings(a.savings, cost);
  return (
    <section className={styles.card} aria-labelledby="ac-savings" data-testid="ac-savings">
      <h2 id="ac-savings" className={styles.cardTitle}>
        {intl.formatMessage(m.savingsTitle)}
      </h2>
      {prompts.billingRate ? (
        <div className={styles.prompt} data-testid="ac-prompt-billing">
          <p>{intl.formatMessage(m.billingPrompt)}</p>
          <Link className={styles.link} to="/settings/electricity_info">
            {intl.formatMessage(m.billingAction)}
          </Link>
        </div>
      ) : null}
      {prompts.zipCode ? (
        <div className={styles.prompt} data-testid="ac-prompt-zip">
          <p>{intl.formatMessage(m.zipPrompt)}</p>
          <Link className={styles.link} to="/settings/home">
            {intl.formatMessage(m.zipAction)}
          </Link>
        </div>
      ) : null}
      {dollars !== null ? (
        <>
          {dollars >= 0.5 ? (
            <p className={own.savings} data-testid="ac-savings-value">
              {intl.formatMessage(m.savingsValue, { amount: formatCents(intl, Math.round(dollars * 100)) })}
            </p>
          ) : (
            <p className={own.nothing} data-testid="ac-no-savings">
              {intl.formatMessage(m.noSavings)}
            </p>
          )}
          <p data-testid="ac-advice" data-band={savingsBand(dollars)}>
            {intl.formatMessage(ADVICE[savingsBand(dollars)])}
          </p>
        </>
      ) : null}
    </section>
  );
}

function Checklist({ a }: { a: WireAcEfficiency }) {
  const intl = useIntl();
  const items = [
    { ok: a.cohort.weatherSimilarity, text: m.weather, id: 'weather' },
    { ok: a.cohort.similarSize, text: m.size, id: 'size' },
  ];
  return (
    <section className={styles.card} aria-labelledby="ac-cohort" data-testid="ac-checklist">
      <h2 id="ac-cohort" className={styles.cardTitle}>
        {intl.formatMessage(m.checklistTitle)}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.row} data-testid={`ac-check-${item.id}`} data-ok={item.ok ? 'true' : 'false'}>
            <span className={own.check} data-ok={item.ok ? 'true' : 'false'}>
              <Icon name={item.ok ? 'check' : 'alert'} size={18} />
              {intl.formatMessage(item.ok ? m.done : m.missing)}
            </span>
            <span className={own.checkText}>{intl.formatMessage(item.text)}</span>
          </li>
        ))}
      </ul>
      {items.some((i) => !i.ok) ? (
        <Link className={styles.link} to="/settings/home">
          {intl.formatMessage(m.completeHome)}
        </Link>
      ) : null}
      <p className={styles.hint} data-testid="ac-data-wait">
        {intl.formatMessage(m.dataWait, { from: AC_DATA_WAIT_HOURS[0], to: AC_DATA_WAIT_HOURS[1] })}
      </p>
    </section>
  );
}

function Body({ content }: { content: WireLabsContent }) {
  const intl = useIntl();
  const a = content.fault_detection_json.acEfficiency;
  if (a.status === 'failed' || a.rating === 'failed') return <NotAvailable />;
  const num = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  const rated = a.userKwhPerDegreeDay !== null && a.thresholdKwhPerDegreeDay !== null && a.rating !== 'needsData';
  return (
    <>
      <section className={styles.card} aria-labelledby="ac-rating" data-testid="ac-rating-card">
        <div className={styles.cardHead}>
          <h2 id="ac-rating" className={styles.cardTitle}>
            {a.deviceName ?? intl.formatMessage(m.title)}
          </h2>
          <RatingBadge efficiency={a.rating} testId="ac-rating" />
        </div>
        {rated ? (
          <p>
            {intl.formatMessage(m.ratingBody, {
              device: a.deviceName ?? '',
              ratio: intl.formatNumber(a.userKwhPerDegreeDay! / a.thresholdKwhPerDegreeDay!, { style: 'percent' }),
            })}
          </p>
        ) : (
          <>
            <p>{intl.formatMessage(m.needsDataBody)}</p>
            <p className={styles.hint}>{intl.formatMessage(m.dataWait, { from: AC_DATA_WAIT_HOURS[0], to: AC_DATA_WAIT_HOURS[1] })}</p>
          </>
        )}
        {rated ? (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.yours)}</dt>
              <dd data-testid="ac-user">
                {num(a.userKwhPerDegreeDay!)} <span className={own.unit}>{intl.formatMessage(m.perDegreeDayUnit)}</span>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.threshold)}</dt>
              <dd data-testid="ac-threshold">
                {num(a.thresholdKwhPerDegreeDay!)} <span className={own.unit}>{intl.formatMessage(m.perDegreeDayUnit)}</span>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.energy)}</dt>
              <dd>{intl.formatMessage(m.kwh, { kwh: intl.formatNumber(Math.round(a.acKwh ?? 0)) })}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{intl.formatMessage(m.degreeDays)}</dt>
              <dd>{intl.formatNumber(Math.round(a.degreeDays ?? 0))}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      {rated && a.histogram ? (
        <section className={styles.card} aria-labelledby="ac-histogram">
          <h2 id="ac-histogram" className={styles.cardTitle}>
            {intl.formatMessage(m.histogramTitle)}
          </h2>
          <Histogram bins={a.histogram.bins} homes={a.histogram.homes} user={a.userKwhPerDegreeDay!} threshold={a.thresholdKwhPerDegreeDay!} />
          <details className={styles.details}>
            <summary>{intl.formatMessage(m.tableToggle)}</summary>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="ac-table">
                <caption className="kw-visually-hidden">{intl.formatMessage(m.chartLabel, { homes: a.histogram.homes })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.range)}</th>
                    <th scope="col">{intl.formatMessage(m.homes)}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.histogram.bins.map((b) => (
                    <tr key={b.from}>
                      <th scope="row">{intl.formatMessage(m.binRange, { from: num(b.from), to: num(b.to) })}</th>
                      <td>{intl.formatNumber(b.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      ) : null}
      {rated ? <Savings a={a} /> : null}
      <Checklist a={a} />
    </>
  );
}

/** /labs/ac-energy-comparison (spec monitoring §2 "AC energy comparison page"; account-settings-shell §9 efficiency bands). */
export default function AcComparisonScreen() {
  return (
    <LabsPage title={m.title} intro={m.intro} testId="labs-ac-energy-comparison">
      {(content) => <Body content={content} />}
    </LabsPage>
  );
}
