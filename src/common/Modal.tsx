import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styles from './Modal.module.css';
import { commonMessages } from './messages';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 28rem by default; 'wide' is 500px; 'full' covers the screen (e.g. the rate-zone editor). */
  size?: 'default' | 'wide' | 'full';
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Hide the × button (the content offers its own way out). */
  hideCloseButton?: boolean;
  /** Element id of a description, for aria-describedby. */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** The dialog is on its way out: it fades (the owner unmounts it when its delay is over). */
  closing?: boolean;
}

/**
 * An accessible modal: rendered in a portal, aria-modal and labelled by its title, focus moves in and
 * is trapped, Escape closes, and focus returns to where it was.
 */
export function Modal({ title, onClose, children, size = 'default', closeOnBackdrop = true, hideCloseButton = false, describedBy, role = 'dialog', closing = false }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // The header stays in view as the dialog scrolls; content that sticks too (the timeline's day
  // headers) sticks below it, at --kw-modal-header-height.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const header = headerRef.current;
    if (!dialog || !header) return;
    const measure = () => dialog.style.setProperty('--kw-modal-header-height', `${header.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onDocumentKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const sizeClass = size === 'wide' ? styles.wide : size === 'full' ? styles.fullScreen : '';
  return createPortal(
    <div className={closing ? `${styles.scrim} ${styles.closing}` : styles.scrim} data-closing={closing || undefined} onMouseDown={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${sizeClass}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div ref={headerRef} className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Right-aligned action row for the bottom of a modal. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export const modalStyles = styles;
