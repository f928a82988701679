import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireTimelineItem } from '../../../api/wire/timeline';
import { describe, describeChild, formatClock, isExpandable } from '../format';
import messages from '../messages';
import TimelineIcon from './TimelineIcon';
import styles from './TimelineItem.module.css';

interface Props {
  item: WireTimelineItem;
  zone: string | undefined;
  href: string | null;
}

/** A normal event: time, description (a link when it leads somewhere), expandable sub-events. */
export default function TimelineEvent({ item, zone, href }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const text = describe(intl, item);
  const expandable = isExpandable(item);
  return (
    <li className={styles.item} data-testid="timeline-event" data-time={item.time}>
      <span className={styles.icon}>
        <TimelineIcon name={item.icon} />
      </span>
      <div className={styles.content}>
        <time className={styles.time} dateTime={item.time}>
          {formatClock(intl, item.time, zone)}
        </time>
        {href ? (
          <Link className={styles.link} to={href}>
            {text}
          </Link>
        ) : (
          <p className={styles.text}>{text}</p>
        )}
        {expandable && (
          <>
            <button type="button" className={styles.expand} aria-expanded={open} aria-controls={childrenId} onClick={() => setOpen(!open)}>
              {open ? intl.formatMessage(messages.hideEvents) : intl.formatMessage(messages.showEvents, { count: item.children!.length })}
              <svg className={styles.chevron} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </button>
            <ul id={childrenId} className={styles.children} hidden={!open}>
              {item.children!.map((child) => (
                <li key={`${child.time}|${child.type}`} className={styles.child}>
                  <time className={styles.childTime} dateTime={child.time}>
                    {formatClock(intl, child.time, zone)}
                  </time>
                  <span>{describeChild(intl, child)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}
