import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsMobile } from '../../../app/appInitSelectors';
import { Button, buttonClassName } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { selectConnectOpened, selectEvEnable } from '../evChargerSelectors';
import { enableRequested, setConnectOpened } from '../evChargerSlice';
import { connectMessages as m } from '../messages';
import ChargePointLogo from './ChargePointLogo';
import styles from './ConnectPanel.module.css';

/** The charge-point account page: the integrations' local provider serves a labelled demo of it. */
export const CHARGE_POINT_ACCOUNT_URL = '/demo-provider/chargepoint';

/**
 * Not enabled (spec §2 "EV charger", §4 "EV charger connect"): the charge-point logo, notes, a
 * Connect link to the account page (new tab), then Finish setup, which enables the charge point
 * and refetches the status. In the mobile app Finish setup is a click-here-to-finish link.
 */
export default function ConnectPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const opened = useAppSelector(selectConnectOpened);
  const enable = useAppSelector(selectEvEnable);
  const mobile = useAppSelector(selectIsMobile);
  const pending = enable.status === 'pending';
  const finish = () => dispatch(enableRequested());

  return (
    <section className={styles.panel} aria-labelledby="ev-connect-title" data-testid="ev-connect">
      <div className={styles.intro}>
        <ChargePointLogo label={intl.formatMessage(m.logo)} />
        <div className={styles.introText}>
          <h2 id="ev-connect-title" className={styles.title}>
            {intl.formatMessage(m.title)}
          </h2>
          <p className={styles.lead}>{intl.formatMessage(m.intro)}</p>
        </div>
      </div>
      <ul className={styles.notes}>
        <li>{intl.formatMessage(m.noteAccount)}</li>
        <li>{intl.formatMessage(m.noteTab)}</li>
        <li>{intl.formatMessage(m.noteData)}</li>
      </ul>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {opened ? <Icon name="check" size={16} /> : 1}
          </span>
          <span className={styles.stepText}>{intl.formatMessage(m.stepConnect)}</span>
          <a
            href={CHARGE_POINT_ACCOUNT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName(opened ? 'secondary' : 'primary', false, styles.stepAction)}
            onClick={() => dispatch(setConnectOpened())}
          >
            {intl.formatMessage(m.connect)}
            <span className="kw-visually-hidden"> {intl.formatMessage(m.opensInNewTab)}</span>
          </a>
        </li>
        <li className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          <span className={styles.stepText}>{intl.formatMessage(m.stepFinish)}</span>
          {mobile ? (
            <button type="button" className={styles.finishLink} onClick={finish} disabled={pending}>
              {intl.formatMessage(pending ? m.finishing : m.finishMobile)}
            </button>
          ) : (
            <Button variant={opened ? 'primary' : 'secondary'} className={styles.stepAction} pending={pending} onClick={finish}>
              {intl.formatMessage(m.finish)}
            </Button>
          )}
        </li>
      </ol>
      {enable.status === 'failed' && enable.error ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(m.failed, { reason: enable.error })}
        </p>
      ) : null}
    </section>
  );
}
