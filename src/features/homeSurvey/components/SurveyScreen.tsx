import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitor } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { PageLoader } from '../../../common/Loader';
import { selectSurvey, selectSurveySubmit, selectSurveyView } from '../homeSurveySelectors';
import { started, surveyFetchRequested, surveyOpened } from '../homeSurveySlice';
import { surveyMessages as m } from '../messages';
import QuestionCard from './QuestionCard';
import SurveySummary from './SurveySummary';
import styles from './survey.module.css';

/**
 * /assessment and /assessment/{monitorSerial} (spec §2, §4): the device survey of the user's
 * monitor, one question at a time along the spec's branching; Finish later saves what is answered
 * and shows a partial summary; Finish saves it all and shows the devices saved.
 */
export default function SurveyScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { monitorSerial } = useParams();
  const monitor = useAppSelector(selectMonitor);
  const survey = useAppSelector(selectSurvey);
  const view = useAppSelector(selectSurveyView);
  const submit = useAppSelector(selectSurveySubmit);
  const otherMonitor = Boolean(monitorSerial && monitor && monitorSerial.toUpperCase() !== monitor.serial_number.toUpperCase());
  useEffect(() => {
    if (otherMonitor) return;
    dispatch(surveyOpened());
    dispatch(surveyFetchRequested());
  }, [dispatch, otherMonitor]);

  let body;
  if (otherMonitor) {
    body = (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>{intl.formatMessage(m.otherMonitorTitle)}</p>
        <p className={styles.hint}>{intl.formatMessage(m.otherMonitorBody, { serial: monitorSerial ?? '' })}</p>
        <Link to="/assessment" className={styles.back}>
          {intl.formatMessage(m.title)}
        </Link>
      </div>
    );
  } else if (!survey.data) {
    body =
      survey.status === 'failed' ? (
        <div className={styles.empty} role="alert">
          <p className={styles.emptyTitle}>{intl.formatMessage(m.loadFailed, { reason: survey.error ?? '' })}</p>
          <Button variant="secondary" onClick={() => dispatch(surveyFetchRequested())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <PageLoader label={intl.formatMessage(m.loading)} />
      );
  } else if (view === 'summary' && submit.kind) {
    body = <SurveySummary survey={survey.data} kind={submit.kind} />;
  } else if (view === 'question') {
    body = <QuestionCard survey={survey.data} />;
  } else {
    const answered = survey.data.survey_response.length;
    const label = survey.data.progress === 'COMPLETED' ? m.review : answered > 0 ? m.continue : m.start;
    body = (
      <section className={styles.card} aria-label={intl.formatMessage(m.title)}>
        <ul className={styles.answers}>
          {survey.data.sections.map((s) => (
            <li key={s.id} className={styles.answerRow}>
              <strong>{s.title}</strong>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <span className={styles.actionsEnd}>
            <Button onClick={() => dispatch(started())}>{intl.formatMessage(label)}</Button>
          </span>
        </div>
      </section>
    );
  }

  return (
    <div className={styles.screen}>
      <Link to="/settings/home" className={styles.back}>
        <Icon name="arrowLeft" size={16} />
        {intl.formatMessage(m.toHome)}
      </Link>
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          <Icon name="home" size={28} />
        </span>
        <span className={styles.headerText}>
          <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
          <p className={styles.subtitle}>{intl.formatMessage(m.intro)}</p>
        </span>
      </header>
      {body}
    </div>
  );
}
