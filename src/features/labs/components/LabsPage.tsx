import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { WireLabsContent } from '../../../api/wire/labs';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { PageLoader } from '../../../common/Loader';
import { fetchRequested } from '../labsSlice';
import { common } from '../messages';
import styles from './Labs.module.css';
import LabsLink from './LabsLink';
import { useLabsContent } from './useLabsContent';

export interface LabsPageProps {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  testId: string;
  children: (content: WireLabsContent) => ReactNode;
}

/**
 * A fault-detection page: the way back to Labs (labs pages hide the navigation bar in the mobile
 * app), the title, what the page is about, then the page's figures once the labs content is there;
 * a loader before, and a retry when it could not be loaded.
 */
export default function LabsPage({ title, intro, testId, children }: LabsPageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const content = useLabsContent();
  let body: ReactNode;
  if (content.data) body = children(content.data);
  else if (content.status === 'failed')
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{intl.formatMessage(common.failed)}</p>
        {content.error ? <p className={styles.hint}>{content.error}</p> : null}
        <Button variant="secondary" onClick={() => dispatch(fetchRequested())}>
          {intl.formatMessage(common.retry)}
        </Button>
      </div>
    );
  else body = <PageLoader label={intl.formatMessage(common.loading)} />;
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <LabsLink to="/labs" className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          {intl.formatMessage(common.back)}
        </LabsLink>
        <p className={styles.overline}>
          {intl.formatMessage(common.experimental)} · {intl.formatMessage(common.lastDays, { days: content.data?.lookback_days ?? 30 })}
        </p>
        <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(intro)}</p>
      </header>
      {body}
    </div>
  );
}
