import { useSelector } from 'react-redux';
import styles from './Logo.module.css';
import { selectBrand, type Brand } from './brand';
import type { WithSession } from '../app/session/sessionSelectors';

/** The standard edition's mark: a lightning bolt in a rounded meter face, in the theme accent. */
function StandardMark({ size }: { size: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--kw-color-accent)" />
      <path d="M6.5 21.5a10 10 0 0 1 19 0" fill="none" stroke="var(--kw-color-accent-contrast)" strokeOpacity=".45" strokeWidth="2" strokeLinecap="round" />
      <path d="M17.6 5.5 9.8 17.2h5.3l-1.5 9.3 8.6-12.6h-5.4z" fill="var(--kw-color-accent-contrast)" />
    </svg>
  );
}

/** The partner edition's mark: a bolt inside a leaf-green ring. */
function PartnerMark({ size }: { size: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#3dcd58" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#0b2912" strokeOpacity=".35" strokeWidth="2" />
      <path d="M17.4 7.5 10.9 17h4.6l-1.3 7.5 7.1-10.3h-4.6z" fill="#0b2912" />
    </svg>
  );
}

export function BrandMark({ brand, size = 28 }: { brand: Brand; size?: number }) {
  return brand === 'partner' ? <PartnerMark size={size} /> : <StandardMark size={size} />;
}

/** Mark + product name for the current edition ('Kilowatch' or 'Kilowatch Wiser'). */
export function Logo({ size = 28, brand: forced }: { size?: number; brand?: Brand }) {
  const current = useSelector((state: WithSession) => selectBrand(state));
  const brand = forced ?? current;
  return (
    <span className={styles.logo}>
      <BrandMark brand={brand} size={size} />
      <span>
        Kilowatch{brand === 'partner' && <span className={styles.edition}> Wiser</span>}
      </span>
    </span>
  );
}
