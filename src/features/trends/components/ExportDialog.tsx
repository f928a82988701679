import { useEffect, useId, useMemo } from 'react';
import { ErrorMessage, Field, Form, Formik, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { defaultRange, localDate, timeUnitOfView } from '../exportRules';
import { formatPeriod } from '../format';
import { exportMessages as m, viewerMessages } from '../messages';
import { selectExport } from '../trendsSelectors';
import { exportRequested, exportReset } from '../trendsSlice';
import type { ExportRequest, TrendsView } from '../types';
import { createExportSchema, initialExportValues, type ExportValues } from './ExportSchema';
import styles from './ExportDialog.module.css';

export interface ExportDialogProps {
  view: TrendsView;
  /** The shown device's name (null: the whole home). */
  deviceName: string | null;
  timeZone: string;
  onClose: () => void;
}

/**
 * The data export modal (spec §2): what the viewer shows (its period, device and bars: hours for a
 * day, days otherwise), or a chosen range of 7 days to a year, hourly or daily (daily by default).
 * Submit dispatches one `trends/exportRequested`; the saga downloads the CSV from the real endpoint.
 */
export default function ExportDialog({ view, deviceName, timeZone, onClose }: ExportDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const job = useAppSelector(selectExport);
  const ids = { intro: useId(), from: useId(), to: useId(), hint: useId() };
  const today = localDate(view.asOfMs, timeZone);
  const schema = useMemo(() => createExportSchema(intl, today), [intl, today]);
  const { current, asOfMs } = view;
  const initial = useMemo(() => initialExportValues(defaultRange(current, asOfMs, timeZone)), [current, asOfMs, timeZone]);
  const period = formatPeriod(intl, view.unit, view.current, timeZone);
  const onScreenUnit = timeUnitOfView(view.unit);
  const device = deviceName ?? intl.formatMessage(viewerMessages.wholeHome);

  useEffect(() => {
    dispatch(exportReset());
    return () => {
      dispatch(exportReset());
    };
  }, [dispatch]);

  const submit = (values: ExportValues) => {
    const request: ExportRequest =
      values.mode === 'screen'
        ? { start: view.current.start, end: view.current.end, dates: false, timeUnit: onScreenUnit, deviceId: view.device, deviceName }
        : { start: values.start, end: values.end, dates: true, timeUnit: values.interval, deviceId: view.device, deviceName };
    dispatch(exportRequested(request));
  };

  if (job.status === 'succeeded') {
    return (
      <Modal title={intl.formatMessage(m.title)} onClose={onClose}>
        <div className={styles.success} role="status" data-testid="export-success">
          <p className={styles.successTitle}>{intl.formatMessage(m.successTitle)}</p>
          <p className={styles.hint}>{intl.formatMessage(m.successDetail, { fileName: job.fileName ?? '', rows: job.rows ?? 0 })}</p>
        </div>
        <ModalActions>
          <Button onClick={onClose} data-autofocus>
            {intl.formatMessage(m.done)}
          </Button>
        </ModalActions>
      </Modal>
    );
  }

  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose} describedBy={ids.intro} size="wide">
      <Formik<ExportValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {(form: FormikProps<ExportValues>) => (
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.title)}>
            <p id={ids.intro} className={styles.hint}>
              {intl.formatMessage(m.intro)}
            </p>
            {view.device ? <p className={styles.device}>{intl.formatMessage(m.device, { device })}</p> : null}
            {job.status === 'failed' && job.error ? (
              <p className={styles.alert} role="alert">
                {job.error}
              </p>
            ) : null}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(m.choiceLabel)}</legend>
              <label className={styles.choice}>
                <Field type="radio" name="mode" value="screen" />
                <span>
                  <span className={styles.choiceTitle}>{intl.formatMessage(m.onScreen)}</span>
                  <span className={styles.choiceDetail}>
                    {intl.formatMessage(m.onScreenDetail, { period, device, interval: intl.formatMessage(onScreenUnit === 'HOUR' ? m.hourly : m.daily) })}
                  </span>
                </span>
              </label>
              <label className={styles.choice}>
                <Field type="radio" name="mode" value="custom" />
                <span className={styles.choiceTitle}>{intl.formatMessage(m.custom)}</span>
              </label>
            </fieldset>
            {form.values.mode === 'custom' ? (
              <div className={styles.custom}>
                <div className={styles.dates}>
                  <div className={styles.field}>
                    <label htmlFor={ids.from} className={styles.label}>
                      {intl.formatMessage(m.from)}
                    </label>
                    <Field
                      id={ids.from}
                      name="start"
                      type="date"
                      max={today}
                      className={styles.input}
                      aria-invalid={Boolean(form.touched.start && form.errors.start) || undefined}
                      aria-describedby={ids.hint}
                    />
                    <ErrorMessage name="start">{(msg) => <p className={styles.error} role="alert">{msg}</p>}</ErrorMessage>
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={ids.to} className={styles.label}>
                      {intl.formatMessage(m.to)}
                    </label>
                    <Field
                      id={ids.to}
                      name="end"
                      type="date"
                      className={styles.input}
                      aria-invalid={Boolean(form.touched.end && form.errors.end) || undefined}
                      aria-describedby={ids.hint}
                    />
                    <ErrorMessage name="end">{(msg) => <p className={styles.error} role="alert">{msg}</p>}</ErrorMessage>
                  </div>
                </div>
                <p id={ids.hint} className={styles.hint}>
                  {intl.formatMessage(m.rangeHint)}
                </p>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{intl.formatMessage(m.intervalLabel)}</legend>
                  <div className={styles.intervals}>
                    <label className={styles.inline}>
                      <Field type="radio" name="interval" value="DAY" />
                      {intl.formatMessage(m.day)}
                    </label>
                    <label className={styles.inline}>
                      <Field type="radio" name="interval" value="HOUR" />
                      {intl.formatMessage(m.hour)}
                    </label>
                  </div>
                </fieldset>
              </div>
            ) : null}
            <ModalActions>
              <Button variant="secondary" onClick={onClose}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button type="submit" pending={job.status === 'pending'}>
                {intl.formatMessage(m.submit)}
              </Button>
            </ModalActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
