import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { HOME_LIMITS, type WireSurvey, type WireSurveyQuestion } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Incrementer } from '../../../common/Incrementer';
import { selectCurrentQuestion, selectSurveyAnswers, selectSurveySubmit } from '../homeSurveySelectors';
import { answerToggled, backPressed, nextPressed, stepperChanged, submitRequested } from '../homeSurveySlice';
import { surveyMessages as m } from '../messages';
import { isAnswered } from '../surveyRules';
import AnswerAttributes from './AnswerAttributes';
import styles from './survey.module.css';

/** The question on screen: its section, text, answers (radios, checkboxes or a stepper) and the way on. */
export default function QuestionCard({ survey }: { survey: WireSurvey }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentQuestion);
  const answers = useAppSelector(selectSurveyAnswers);
  const submit = useAppSelector(selectSurveySubmit);
  const heading = useRef<HTMLHeadingElement>(null);
  const questionId = current?.question.id;
  // Each new question takes the focus, so a screen reader reads it and Tab starts at its answers.
  useEffect(() => {
    heading.current?.focus();
  }, [questionId]);
  if (!current) return null;
  const { question: q, sectionIndex, sectionCount, sectionTitle, isLast } = current;
  const pending = submit.status === 'pending';
  const chosen = answers[String(q.id)] ?? [];
  const canGoOn = q.question_type === 'Stepper' || isAnswered(answers, q);

  return (
    <section className={styles.card} aria-labelledby="survey-question" data-testid="survey-question" data-question-id={q.id}>
      <ol className={styles.progress} aria-label={intl.formatMessage(m.progressLabel)} style={{ ['--sections' as string]: sectionCount }}>
        {survey.sections.map((s, i) => (
          <li key={s.id} className={styles.progressStep} data-state={i < sectionIndex ? 'done' : i === sectionIndex ? 'current' : 'todo'} aria-current={i === sectionIndex ? 'step' : undefined}>
            <span className="kw-visually-hidden">{s.title}</span>
          </li>
        ))}
      </ol>
      <p className={styles.overline}>{intl.formatMessage(m.section, { index: sectionIndex + 1, count: sectionCount, title: sectionTitle })}</p>
      <h2 id="survey-question" className={styles.question} ref={heading} tabIndex={-1}>
        {q.text}
      </h2>
      {q.help_text ? <p className={styles.hint}>{q.help_text}</p> : null}
      <QuestionAnswers survey={survey} question={q} chosenIds={chosen.map((a) => a.answer_id)} value={typeof chosen[0]?.value === 'number' ? chosen[0].value : undefined} />
      {submit.status === 'failed' && submit.error ? (
        <p className={styles.alert} role="alert">
          {intl.formatMessage(m.submitFailed, { reason: submit.error })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(backPressed())} disabled={pending}>
          {intl.formatMessage(m.back)}
        </Button>
        <span className={styles.actionsEnd}>
          <Button variant="ghost" onClick={() => dispatch(submitRequested({ kind: 'partial' }))} pending={pending && submit.kind === 'partial'} disabled={pending}>
            {intl.formatMessage(m.finishLater)}
          </Button>
          <Button
            onClick={() => dispatch(isLast ? submitRequested({ kind: 'complete' }) : nextPressed())}
            disabled={!canGoOn || pending}
            pending={pending && submit.kind === 'complete'}
          >
            {intl.formatMessage(isLast ? m.finish : m.next)}
          </Button>
        </span>
      </div>
    </section>
  );
}

interface AnswersProps {
  survey: WireSurvey;
  question: WireSurveyQuestion;
  chosenIds: number[];
  value: number | undefined;
}

function QuestionAnswers({ survey, question: q, chosenIds, value }: AnswersProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  if (q.question_type === 'Stepper') {
    const answer = survey.answers.find((a) => a.id === q.answer_ids[0]);
    const max = q.display_options?.stepper_max ?? HOME_LIMITS.surveyStepperMax;
    return (
      <Incrementer
        label={answer?.text ?? q.text}
        value={value ?? q.display_options?.stepper_default ?? 0}
        min={q.display_options?.stepper_min ?? HOME_LIMITS.surveyStepperMin}
        max={max}
        maxLabel={`${max}+`}
        onChange={(v) => dispatch(stepperChanged({ questionId: q.id, value: v }))}
        decrementLabel={intl.formatMessage(m.decrease)}
        incrementLabel={intl.formatMessage(m.increase)}
      />
    );
  }
  const multi = q.question_type === 'MultiSelect';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <span className="kw-visually-hidden">{q.text} </span>
        {intl.formatMessage(multi ? m.chooseAny : m.chooseOne)}
      </legend>
      <div className={styles.choices}>
        {q.answer_ids.map((id) => {
          const a = survey.answers.find((x) => x.id === id);
          if (!a) return null;
          const checked = chosenIds.includes(id);
          return (
            <div key={id} className={styles.choice}>
              <label className={styles.choiceLabel}>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={`question-${q.id}`}
                  value={id}
                  checked={checked}
                  aria-describedby={a.help_text ? `answer-${id}-help` : undefined}
                  onChange={() => dispatch(answerToggled({ questionId: q.id, answerId: id }))}
                />
                <span className={styles.choiceText}>{a.text}</span>
              </label>
              {a.help_text ? (
                <span id={`answer-${id}-help`} className={styles.choiceHint}>
                  {a.help_text}
                </span>
              ) : null}
              {multi && checked && a.attribute_ids.length > 0 ? <AnswerAttributes survey={survey} questionId={q.id} answer={a} /> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
