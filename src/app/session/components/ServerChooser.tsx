import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { getEnvironment } from '../../../api/environment';
import { lazyWithRetry } from '../../shell/lazyWithRetry';
import { serverMessages as m } from './messages';
import styles from './ServerChooser.module.css';

const ServerChooserDialog = lazyWithRetry(() => import(/* webpackChunkName: "server-chooser" */ './ServerChooserDialog'));

/** The sign-in page's small 'Server' link: which server the app talks to, and a way to choose another. */
export function ServerChooser() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const current = getEnvironment();
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {intl.formatMessage(m.link, { name: current.displayName })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ServerChooserDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
