import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { Spinner } from '../../../common/Loader';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { listMessages as m } from '../messages';
import { selectDuplicating, selectEditor, selectFlatRate, selectList, selectRemove } from '../rateZonesSelectors';
import { deleteRequested, editorClosed, editorRequested, fetchRequested } from '../rateZonesSlice';
import { EDITOR_QUERY, type WireRateZone } from '../types';
import RateZoneEditor from './RateZoneEditor';
import RateZoneRow from './RateZoneRow';
import styles from './rateZones.module.css';

export interface RateZonesSectionProps {
  /** The time-of-use switch as the page shows it now: off, the zones do not price anything. */
  touEnabled: boolean;
}

/**
 * The rate-zone list of /settings/electricity_info (spec account-settings-shell §2 "Rate zones"):
 * the zones grouped as current, future and historic, each with Edit, Duplicate and Delete (after a
 * confirmation); Add opens the full-screen editor, and the address carries ?rateZoneOpen=true while
 * it is open. The shell hands this to the electricity page as its rateZonesSlot.
 */
export default function RateZonesSection({ touEnabled }: RateZonesSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectList);
  const editor = useAppSelector(selectEditor);
  const duplicating = useAppSelector(selectDuplicating);
  const remove = useAppSelector(selectRemove);
  const flat = useAppSelector(selectFlatRate);
  const [confirming, setConfirming] = useState<WireRateZone | null>(null);
  const [params, setParams] = useSearchParams();
  const opened = useRef(false);

  useEffect(() => {
    dispatch(fetchRequested());
  }, [dispatch]);

  // Arriving at ?rateZoneOpen=true opens the editor for a new zone.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (params.get(EDITOR_QUERY) === 'true' && !editor) dispatch(editorRequested({ zoneId: null }));
  }, [dispatch, params, editor]);

  // The address says whether the editor is open (spec §2). Opening adds a history entry, so the
  // browser's Back closes the editor (and Forward opens a new one, as arriving with the flag does);
  // closing it from inside (Cancel, Save, Escape) takes back the entry it added, or drops the flag
  // in place when the page was opened with it.
  const open = editor !== null;
  const shown = params.get(EDITOR_QUERY) === 'true';
  const pushed = useRef(false);
  const before = useRef({ open, shown });
  const navigate = useNavigate();
  useEffect(() => {
    const was = before.current;
    before.current = { open, shown };
    if (open && was.open && was.shown && !shown) {
      pushed.current = false;
      dispatch(editorClosed());
    } else if (open && !shown && !was.open) {
      const next = new URLSearchParams(params);
      next.set(EDITOR_QUERY, 'true');
      pushed.current = true;
      setParams(next);
    } else if (!open && shown && was.open) {
      if (pushed.current) {
        pushed.current = false;
        navigate(-1);
      } else {
        const next = new URLSearchParams(params);
        next.delete(EDITOR_QUERY);
        setParams(next, { replace: true });
      }
    } else if (!open && shown && !was.open && !was.shown) {
      dispatch(editorRequested({ zoneId: null }));
    }
  }, [open, shown, params, setParams, navigate, dispatch]);

  const data = list.data;
  // The confirmation shows while its zone is listed: a finished delete closes it.
  const listed = (id: number) => Boolean(data && [...data.present, ...data.future, ...data.historic].some((z) => z.id === id));
  const confirm = confirming && listed(confirming.id) ? confirming : null;
  const total = data ? data.present.length + data.future.length + data.historic.length : 0;
  const groups: { key: 'present' | 'future' | 'historic'; title: string }[] = [
    { key: 'present', title: intl.formatMessage(m.current) },
    { key: 'future', title: intl.formatMessage(m.future) },
    { key: 'historic', title: intl.formatMessage(m.historic) },
  ];

  return (
    <div className={styles.section} data-testid="rate-zones">
      <div className={styles.head}>
        <div className={styles.headText}>
          <h3 className={styles.title}>{intl.formatMessage(m.title)}</h3>
          <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
        </div>
        <Button variant="secondary" onClick={() => dispatch(editorRequested({ zoneId: null }))} disabled={!data}>
          {intl.formatMessage(m.add)}
        </Button>
      </div>
      {!touEnabled && total > 0 ? <p className={styles.notice}>{intl.formatMessage(m.touOff)}</p> : null}

      {list.status === 'failed' && !data ? (
        <div className={styles.failed} role="alert">
          <span>{intl.formatMessage(m.loadFailed, { reason: list.error ?? '' })}</span>
          <Button variant="secondary" onClick={() => dispatch(fetchRequested())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : !data ? (
        <div className={styles.loading}>
          <Spinner label={intl.formatMessage(m.loading)} />
        </div>
      ) : total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{intl.formatMessage(m.emptyTitle)}</p>
          <p className={styles.hint}>{intl.formatMessage(m.emptyBody)}</p>
        </div>
      ) : (
        groups.map((group) =>
          data[group.key].length === 0 ? null : (
            <section key={group.key} className={styles.group} aria-labelledby={`rate-zones-${group.key}`}>
              <h4 id={`rate-zones-${group.key}`} className={styles.groupTitle}>
                {group.title} <span className={styles.count}>{intl.formatMessage(m.count, { count: data[group.key].length })}</span>
              </h4>
              <ul className={styles.list}>
                {data[group.key].map((zone) => (
                  <RateZoneRow
                    key={zone.id}
                    zone={zone}
                    flat={flat}
                    duplicating={duplicating === zone.id}
                    busy={duplicating !== null || open}
                    onDelete={() => setConfirming(zone)}
                  />
                ))}
              </ul>
            </section>
          ),
        )
      )}

      {confirm ? (
        <ConfirmDialog
          title={intl.formatMessage(m.deleteTitle)}
          message={
            <>
              {intl.formatMessage(m.deleteBody, { name: confirm.name })}
              {remove.status === 'failed' && remove.error ? (
                <span className={styles.dialogError} role="alert">
                  {remove.error}
                </span>
              ) : null}
            </>
          }
          confirmLabel={intl.formatMessage(m.deleteConfirm)}
          destructive
          pending={remove.status === 'pending'}
          onConfirm={() => dispatch(deleteRequested({ id: confirm.id, name: confirm.name }))}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {editor ? <RateZoneEditor editor={editor} flat={flat} /> : null}
    </div>
  );
}
