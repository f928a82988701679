import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_LIMITS, type WireSurvey } from '../../../api/wire/home';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClassName } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { started } from '../homeSurveySlice';
import { surveyMessages as m } from '../messages';
import { countLabel } from '../surveyRules';
import type { SubmitKind } from '../types';
import styles from './survey.module.css';

/**
 * After a submit (spec §4): finish later shows a partial summary (the answers so far); completion
 * shows the devices saved from the answers.
 */
export default function SurveySummary({ survey, kind }: { survey: WireSurvey; kind: SubmitKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const count = survey.survey_response.length;
  const complete = kind === 'complete' && !survey.partial;
  const question = (id: number) => survey.questions.find((q) => q.id === id);
  const answerText = (id: number) => survey.answers.find((a) => a.id === id)?.text ?? '';
  return (
    <section className={styles.card} aria-labelledby="survey-summary" data-testid="survey-summary">
      <span className={styles.summaryIcon} aria-hidden="true">
        <Icon name={complete ? 'check' : 'info'} size={22} />
      </span>
      <h2 id="survey-summary" className={styles.summaryTitle} tabIndex={-1}>
        {intl.formatMessage(complete ? m.completedTitle : m.partialTitle)}
      </h2>
      <p className={styles.hint}>
        {complete ? intl.formatMessage(m.completedBody, { count }) : intl.formatMessage(m.partialBody, { count, needed: HOME_LIMITS.surveyCompleteQuestions })}
      </p>
      {complete ? (
        <>
          <h3 className={styles.overline}>{intl.formatMessage(m.savedDevices)}</h3>
          {survey.devices.length === 0 ? (
            <p className={styles.hint}>{intl.formatMessage(m.noDevices)}</p>
          ) : (
            <ul className={styles.devices} aria-label={intl.formatMessage(m.savedDevices)}>
              {survey.devices.map((d) => (
                <li key={d.answer_id} className={styles.device}>
                  <span className={styles.deviceIcon} aria-hidden="true">
                    <DeviceIcon icon={d.icon} type={d.type} size={20} />
                  </span>
                  <span className={styles.deviceName}>{d.name}</span>
                  <span className={styles.count}>{intl.formatMessage(m.deviceCount, { count: countLabel(d.count, HOME_LIMITS.surveyStepperMax) })}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <h3 className={styles.overline}>{intl.formatMessage(m.yourAnswers)}</h3>
          {count === 0 ? (
            <p className={styles.hint}>{intl.formatMessage(m.noAnswers)}</p>
          ) : (
            <ul className={styles.answers}>
              {survey.survey_response.map((item) => (
                <li key={item.question_id} className={styles.answerRow}>
                  <strong>{question(item.question_id)?.text}</strong>
                  <span className={styles.hint}>
                    {item.answers
                      .map((a) => (typeof a.value === 'number' ? `${answerText(a.answer_id)}: ${countLabel(a.value, HOME_LIMITS.surveyStepperMax)}` : answerText(a.answer_id)))
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(started())}>
          {intl.formatMessage(complete ? m.review : m.continue)}
        </Button>
        <Link to="/settings/home" className={buttonClassName('primary', false, styles.actionsEnd)}>
          {intl.formatMessage(m.toHome)}
        </Link>
      </div>
    </section>
  );
}
