import { useIntl } from 'react-intl';
import { HOME_LIMITS, type WireSurvey, type WireSurveyAnswer } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Incrementer } from '../../../common/Incrementer';
import { selectSurveyAnswers } from '../homeSurveySelectors';
import { attributeChanged } from '../homeSurveySlice';
import { surveyMessages as m } from '../messages';
import styles from './survey.module.css';

/** The attributes of a ticked answer: "How many?" steppers (1-6, shown 6+) and checkboxes. */
export default function AnswerAttributes({ survey, questionId, answer }: { survey: WireSurvey; questionId: number; answer: WireSurveyAnswer }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectSurveyAnswers);
  const chosen = answers[String(questionId)]?.find((a) => a.answer_id === answer.id);
  const set = (attributeId: number, value: number | boolean) => dispatch(attributeChanged({ questionId, answerId: answer.id, attributeId, value }));
  return (
    <div className={styles.attributes}>
      {answer.attribute_ids.map((id) => {
        const def = survey.answer_attributes.find((x) => x.id === id);
        const current = chosen?.attributes.find((x) => x.answer_attribute_id === id)?.value;
        if (!def) return null;
        if (def.attribute_type === 'Checkbox') {
          return (
            <label key={id} className={styles.checkbox}>
              <input type="checkbox" checked={current === true} onChange={(event) => set(id, event.target.checked)} />
              {def.text}
            </label>
          );
        }
        const max = def.display_options?.stepper_max ?? HOME_LIMITS.attributeStepperMax;
        return (
          <Incrementer
            key={id}
            label={`${def.text} (${answer.text})`}
            value={typeof current === 'number' ? current : HOME_LIMITS.attributeStepperMin}
            min={def.display_options?.stepper_min ?? HOME_LIMITS.attributeStepperMin}
            max={max}
            maxLabel={`${max}+`}
            onChange={(v) => set(id, v)}
            decrementLabel={intl.formatMessage(m.decrease)}
            incrementLabel={intl.formatMessage(m.increase)}
          />
        );
      })}
    </div>
  );
}
