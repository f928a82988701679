import { useEffect, useId, useMemo } from 'react';
import { Formik, useField, useFormikContext, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import { WEEKDAYS, type WireWeekday } from '../../../api/wire/rateZones';
import { Button } from '../../../common/Button';
import { FieldFrame } from '../../../common/FieldFrame';
import { Modal } from '../../../common/Modal';
import { Toggle } from '../../../common/Toggle';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { editorMessages as m, ruleMessages as r } from '../messages';
import { selectSave } from '../rateZonesSelectors';
import { createRequested, editorClosed, updateRequested } from '../rateZonesSlice';
import type { EditorState, RateZoneValues } from '../types';
import { addDays, bodyOf, crossesMidnight, endsInPast, isDate, nextDays, WEEKDAYS_ONLY, WEEKEND } from '../zoneValues';
import { formatClockTime, formatDays, multiplierOf, weekdayName } from './format';
import { createRateZoneSchema } from './RateZoneSchema';
import styles from './rateZones.module.css';

function TextInput({ name, label, hint, type = 'text', inputMode, min, max, maxLength, autoFocus }: {
  name: keyof RateZoneValues;
  label: string;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric';
  min?: string;
  max?: string;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...field}
          id={id}
          type={type}
          className={styles.input}
          inputMode={inputMode}
          min={min}
          max={max}
          maxLength={maxLength}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </FieldFrame>
  );
}

function SwitchRow({ name, label, hint, disabled }: { name: 'allDay' | 'alert' | 'rollover'; label: string; hint?: string; disabled?: boolean }) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<RateZoneValues>();
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
      <Toggle
        checked={field.value}
        disabled={disabled}
        labelledBy={`${id}-label`}
        onChange={(v) => {
          void helpers.setValue(v);
          // All day: both times are 00:00 (spec §5).
          if (name === 'allDay' && v) {
            void setFieldValue('startTime', '00:00', false);
            void setFieldValue('endTime', '00:00', false);
            void setFieldTouched('startTime', false, false);
            void setFieldTouched('endTime', false, false);
          }
        }}
      />
    </div>
  );
}

/** The weekdays as chips (checkboxes) with quick picks. */
function DaysField() {
  const intl = useIntl();
  const { values, setFieldValue, setFieldTouched, touched, errors } = useFormikContext<RateZoneValues>();
  const errorId = useId();
  const error = touched.days && typeof errors.days === 'string' ? errors.days : undefined;
  const setDays = (days: WireWeekday[]) => {
    void setFieldValue('days', WEEKDAYS.filter((d) => days.includes(d)));
    void setFieldTouched('days', true, false);
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{intl.formatMessage(m.daysTitle)}</legend>
      <div className={styles.quick}>
        <button type="button" className={styles.quickButton} onClick={() => setDays([...WEEKDAYS_ONLY])}>
          {intl.formatMessage(m.weekdays)}
        </button>
        <button type="button" className={styles.quickButton} onClick={() => setDays([...WEEKEND])}>
          {intl.formatMessage(m.weekends)}
        </button>
        <button type="button" className={styles.quickButton} onClick={() => setDays([...WEEKDAYS])}>
          {intl.formatMessage(m.everyDay)}
        </button>
      </div>
      <div className={styles.days}>
        {WEEKDAYS.map((day) => (
          <label key={day} className={styles.day}>
            <input
              type="checkbox"
              name="days"
              value={day}
              checked={values.days.includes(day)}
              onChange={(e) => setDays(e.target.checked ? [...values.days, day] : values.days.filter((d) => d !== day))}
            />
            <span aria-hidden="true">{weekdayName(intl, day)}</span>
            <span className={styles.visuallyHidden}>{weekdayName(intl, day, 'long')}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** Errors that block saving as two zones: any but the start/end order of a zone that crosses midnight. */
function blockingSplit(errors: FormikErrors<RateZoneValues>, orderTexts: string[]): boolean {
  return Object.entries(errors).some(([key, value]) => !((key === 'startTime' || key === 'endTime') && typeof value === 'string' && orderTexts.includes(value)));
}

export interface RateZoneEditorProps {
  editor: EditorState;
  flat: number | null;
}

/**
 * The full-screen rate-zone editor (spec account-settings-shell §4, §5): every rule with its exact
 * message, all day (both times 00:00), an end date in the past switching alert and rollover off, the
 * end date shown as the last day (sent as the day after), start dates 365 to 7 days before the end,
 * and a zone that runs past midnight offered as two zones. Escape, Cancel or × close it; a failed
 * save keeps it open with the user's input and the server's reason.
 */
export default function RateZoneEditor({ editor, flat }: RateZoneEditorProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSave);
  const schema = useMemo(() => createRateZoneSchema(intl), [intl]);
  const orderTexts = [intl.formatMessage(r.startBeforeEnd), intl.formatMessage(r.endAfterStart)];
  const title = intl.formatMessage(editor.mode === 'edit' ? m.editTitle : editor.mode === 'duplicate' ? m.duplicateTitle : m.createTitle);
  const pending = save.status === 'pending';

  const send = (values: RateZoneValues, split: boolean) => {
    const body = bodyOf(values, editor.today, split);
    if (editor.mode === 'edit' && editor.zoneId !== null) dispatch(updateRequested({ id: editor.zoneId, body }));
    else dispatch(createRequested({ body }));
  };

  return (
    <Modal title={title} onClose={() => dispatch(editorClosed())} size="full" closeOnBackdrop={false}>
      <Formik<RateZoneValues> initialValues={editor.draft} validationSchema={schema} onSubmit={(values) => send(values, false)}>
        {(form) => {
          const past = endsInPast(form.values.endDate, editor.today);
          const split = crossesMidnight(form.values);
          const costNumber = Number(form.values.cost);
          const multiplier = form.values.cost.trim() !== '' ? multiplierOf(costNumber, flat) : null;
          const endOk = isDate(form.values.endDate);
          const costHint = [flat !== null ? intl.formatMessage(m.costHint, { cost: intl.formatNumber(flat) }) : intl.formatMessage(m.costHintNone), multiplier !== null ? intl.formatMessage(m.costCompare, { multiplier: intl.formatNumber(multiplier) }) : '']
            .filter(Boolean)
            .join(' ');
          return (
            <form
              className={styles.editor}
              noValidate
              aria-label={intl.formatMessage(m.formLabel)}
              // The editor is portalled out of the electricity form, but React events still bubble to
              // it: this form's submit must not submit that one.
              onSubmit={(e) => {
                e.stopPropagation();
                form.handleSubmit(e);
              }}
              onReset={(e) => {
                e.stopPropagation();
                form.handleReset();
              }}
            >
              {save.status === 'failed' && save.error ? (
                <p className={styles.saveError} role="alert">
                  {intl.formatMessage(m.saveFailed, { reason: save.error })}
                </p>
              ) : null}
              <section className={styles.block}>
                <TextInput name="name" label={intl.formatMessage(m.name)} hint={intl.formatMessage(m.nameHint)} maxLength={200} autoFocus />
                <TextInput name="cost" label={intl.formatMessage(m.cost)} hint={costHint} inputMode="decimal" />
              </section>

              <section className={styles.block} aria-labelledby="rate-zone-dates">
                <h3 id="rate-zone-dates" className={styles.blockTitle}>
                  {intl.formatMessage(m.datesTitle)}
                </h3>
                <div className={styles.pair}>
                  <TextInput
                    name="startDate"
                    type="date"
                    label={intl.formatMessage(m.startDate)}
                    hint={intl.formatMessage(m.startDateHint)}
                    min={endOk ? addDays(form.values.endDate, -365) : undefined}
                    max={endOk ? addDays(form.values.endDate, -7) : undefined}
                  />
                  <TextInput name="endDate" type="date" label={intl.formatMessage(m.endDate)} />
                </div>
              </section>

              <section className={styles.block} aria-labelledby="rate-zone-hours">
                <h3 id="rate-zone-hours" className={styles.blockTitle}>
                  {intl.formatMessage(m.hoursTitle)}
                </h3>
                <SwitchRow name="allDay" label={intl.formatMessage(m.allDay)} />
                {form.values.allDay ? null : (
                  <div className={styles.pair}>
                    <TextInput name="startTime" label={intl.formatMessage(m.startTime)} hint={intl.formatMessage(m.timeHint)} inputMode="numeric" />
                    <TextInput name="endTime" label={intl.formatMessage(m.endTime)} hint={intl.formatMessage(m.timeHint)} inputMode="numeric" />
                  </div>
                )}
                {split ? (
                  <div className={styles.split} role="region" aria-label={intl.formatMessage(m.splitTitle)}>
                    <p className={styles.splitTitle}>{intl.formatMessage(m.splitTitle)}</p>
                    <p className={styles.hint}>
                      {intl.formatMessage(m.splitBody, {
                        first: intl.formatMessage(m.splitPart, {
                          start: formatClockTime(intl, form.values.startTime),
                          end: formatClockTime(intl, '23:59:59.999'),
                          days: formatDays(intl, form.values.days),
                        }),
                        second: intl.formatMessage(m.splitPart, {
                          start: formatClockTime(intl, '00:00'),
                          end: formatClockTime(intl, form.values.endTime),
                          days: formatDays(intl, nextDays(form.values.days)),
                        }),
                      })}
                    </p>
                    <Button
                      variant="secondary"
                      pending={pending}
                      onClick={async () => {
                        const errors = await form.validateForm();
                        if (blockingSplit(errors, orderTexts)) {
                          void form.setTouched(Object.fromEntries(Object.keys(form.values).map((k) => [k, true])), false);
                          return;
                        }
                        send(form.values, true);
                      }}
                    >
                      {intl.formatMessage(m.splitButton)}
                    </Button>
                  </div>
                ) : null}
              </section>

              <section className={styles.block}>
                <DaysField />
              </section>

              <section className={styles.block} aria-labelledby="rate-zone-options">
                <h3 id="rate-zone-options" className={styles.blockTitle}>
                  {intl.formatMessage(m.optionsTitle)}
                </h3>
                <PastEndForcesOff past={past} />
                <SwitchRow name="alert" label={intl.formatMessage(m.alert)} hint={intl.formatMessage(m.alertHint)} disabled={past} />
                <SwitchRow name="rollover" label={intl.formatMessage(m.rollover)} hint={intl.formatMessage(m.rolloverHint)} disabled={past} />
                {past ? <p className={styles.hint}>{intl.formatMessage(m.pastHint)}</p> : null}
              </section>

              <div className={styles.editorActions}>
                <Button variant="secondary" onClick={() => dispatch(editorClosed())} disabled={pending}>
                  {intl.formatMessage(m.cancel)}
                </Button>
                <Button type="submit" pending={pending}>
                  {intl.formatMessage(m.save)}
                </Button>
              </div>
            </form>
          );
        }}
      </Formik>
    </Modal>
  );
}

/** An end date in the past switches alert and rollover off (spec §5); the switches are disabled. */
function PastEndForcesOff({ past }: { past: boolean }) {
  const { values, setFieldValue } = useFormikContext<RateZoneValues>();
  const needs = past && (values.alert || values.rollover);
  useEffect(() => {
    if (!needs) return;
    void setFieldValue('alert', false, false);
    void setFieldValue('rollover', false, false);
  }, [needs, setFieldValue]);
  return null;
}
