import { FormattedMessage } from 'react-intl';
import { useId } from 'react';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectActiveDeviceIds, selectHasData } from '../nowSelectors';
import DeviceBubble from './DeviceBubble';
import styles from './DeviceBubbles.module.css';

/** Bubbles for the devices that are on. The id list keeps its reference while membership is unchanged. */
export default function DeviceBubbles() {
  const titleId = useId();
  const ids = useAppSelector(selectActiveDeviceIds);
  const hasData = useAppSelector(selectHasData);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage {...messages.bubblesTitle} />
      </h2>
      {ids.length > 0 ? (
        <ul className={styles.list}>
          {ids.map((id) => (
            <DeviceBubble key={id} id={id} />
          ))}
        </ul>
      ) : hasData ? (
        <p className={styles.empty}>
          <FormattedMessage {...messages.bubblesEmpty} />
        </p>
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </section>
  );
}
