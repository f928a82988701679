import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { selectInventory, selectInventoryOpen, selectSurvey } from '../homeSurveySelectors';
import { inventoryFetchRequested, inventoryOpened, surveyFetchRequested } from '../homeSurveySlice';
import { categoryCount } from '../inventoryRules';
import { cardMessages as m } from '../messages';
import InventoryDialog from './InventoryDialog';
import styles from './inventory.module.css';

/**
 * The device survey and the device inventory on the home details page (handed in by the shell as
 * its devicesSlot): where each stands, a way to the survey (/assessment) and the inventory dialog.
 */
export default function HomeDevicesCards() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const survey = useAppSelector(selectSurvey);
  const inventory = useAppSelector(selectInventory);
  const open = useAppSelector(selectInventoryOpen);
  useEffect(() => {
    dispatch(surveyFetchRequested());
    dispatch(inventoryFetchRequested());
  }, [dispatch]);

  const s = survey.data;
  const answered = s?.survey_response.length ?? 0;
  let surveyText = intl.formatMessage(m.loading);
  if (survey.status === 'failed') surveyText = intl.formatMessage(m.loadFailed, { reason: survey.error ?? '' });
  else if (s) {
    surveyText =
      s.progress === 'COMPLETED'
        ? intl.formatMessage(m.surveyDone, { count: s.devices.length })
        : answered > 0
          ? intl.formatMessage(m.surveyPartial, { count: answered })
          : intl.formatMessage(m.surveyNew);
  }
  const surveyAction = s?.progress === 'COMPLETED' ? m.surveyReview : answered > 0 ? m.surveyContinue : m.surveyStart;
  const counted = inventory.data ? inventory.data.categories.reduce((n, c) => n + categoryCount(c), 0) : 0;
  let inventoryText = intl.formatMessage(m.loading);
  if (inventory.status === 'failed') inventoryText = intl.formatMessage(m.loadFailed, { reason: inventory.error ?? '' });
  else if (inventory.data) inventoryText = counted > 0 ? intl.formatMessage(m.inventoryCount, { count: counted }) : intl.formatMessage(m.inventoryEmpty);

  return (
    <div className={styles.cards}>
      <article className={styles.card} aria-labelledby="home-survey-card" data-testid="survey-card">
        <div className={styles.cardHeader}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="check" size={20} />
          </span>
          <h2 id="home-survey-card" className={styles.cardTitle}>
            {intl.formatMessage(m.surveyTitle)}
          </h2>
        </div>
        <p className={styles.hint}>{surveyText}</p>
        <Link to="/assessment" className={buttonClassName('secondary', false, styles.cardAction)}>
          {intl.formatMessage(surveyAction)}
        </Link>
      </article>
      <article className={styles.card} aria-labelledby="home-inventory-card" data-testid="inventory-card">
        <div className={styles.cardHeader}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="plug" size={20} />
          </span>
          <h2 id="home-inventory-card" className={styles.cardTitle}>
            {intl.formatMessage(m.inventoryTitle)}
          </h2>
        </div>
        <p className={styles.hint}>{inventoryText}</p>
        <Button
          variant="secondary"
          className={styles.cardAction}
          disabled={!inventory.data}
          onClick={() => dispatch(inventoryOpened())}
        >
          {intl.formatMessage(m.inventoryEdit)}
        </Button>
      </article>
      {open && inventory.data ? <InventoryDialog inventory={inventory.data} /> : null}
    </div>
  );
}
