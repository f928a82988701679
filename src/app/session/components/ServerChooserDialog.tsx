import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { clearEnvironmentOverride, fetchEnvironments, getEnvironment, setEnvironmentOverride } from '../../../api/environment';
import { safeLocalStorage } from '../../../api/safeStorage';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import type { WireEnvironment } from '../../../api/wire/monitor';
import { Button } from '../../../common/Button';
import { Modal } from '../../../common/Modal';
import { serverMessages as m } from './messages';
import styles from './ServerChooser.module.css';

export interface ServerChooserDialogProps {
  onClose: () => void;
  /** Reloads the page once another server is chosen, so every call and the feed use it. */
  reload?: () => void;
  fetchImpl?: typeof fetch;
  storage?: Storage;
}

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'done'; environments: WireEnvironment[] };

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The environment chooser (spec monitoring §7: GET /public/monitors/environments on a chosen API root;
 * the choice is stored as the environment overrides). Lists the servers an API address offers and
 * switches to one; "Back to the default server" drops the overrides.
 */
export default function ServerChooserDialog({ onClose, reload = () => window.location.reload(), fetchImpl, storage = safeLocalStorage() }: ServerChooserDialogProps) {
  const intl = useIntl();
  const ids = useId();
  const current = getEnvironment(storage);
  const overridden = storage.getItem(STORAGE_KEYS.apiRoot) !== null;
  const [address, setAddress] = useState(current.apiRoot);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);

  // Sets state only when the answer comes (the caller shows 'loading' first).
  const load = useCallback(
    (root: string) => {
      fetchEnvironments(root, fetchImpl ?? fetch)
        .then((environments) => {
          setListing({ status: 'done', environments });
          const same = environments.find((e) => trimSlash(e.api_url) === current.apiRoot);
          setChosen(same ? same.api_url : (environments[0]?.api_url ?? null));
        })
        .catch(() => setListing({ status: 'failed' }));
    },
    // The current environment is read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fetchImpl],
  );
  useEffect(() => load(current.apiRoot), [load, current.apiRoot]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const root = address.trim();
    if (!isWebAddress(root)) {
      setAddressError(intl.formatMessage(m.addressInvalid));
      return;
    }
    setAddressError(null);
    setListing({ status: 'loading' });
    load(root);
  };
  const use = () => {
    if (listing.status !== 'done') return;
    const env = listing.environments.find((e) => e.api_url === chosen);
    if (!env) return;
    setEnvironmentOverride(env, storage);
    reload();
  };
  const reset = () => {
    clearEnvironmentOverride(storage);
    reload();
  };

  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose}>
      <p className={styles.hint}>{intl.formatMessage(m.current, { name: current.displayName, address: current.apiRoot })}</p>
      <form className={styles.find} onSubmit={find} noValidate>
        <label htmlFor={`${ids}-address`} className={styles.label}>
          {intl.formatMessage(m.address)}
        </label>
        <div className={styles.findRow}>
          <input
            id={`${ids}-address`}
            className={styles.input}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${ids}-address-error` : undefined}
          />
          <Button type="submit" variant="secondary" pending={listing.status === 'loading'}>
            {intl.formatMessage(m.find)}
          </Button>
        </div>
        {addressError ? (
          <p id={`${ids}-address-error`} className={styles.error} role="alert">
            {addressError}
          </p>
        ) : null}
      </form>
      <div className={styles.results} aria-live="polite">
        {listing.status === 'loading' ? <p className={styles.hint}>{intl.formatMessage(m.loading)}</p> : null}
        {listing.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage(m.failed)}
          </p>
        ) : null}
        {listing.status === 'done' && listing.environments.length === 0 ? <p className={styles.hint}>{intl.formatMessage(m.none)}</p> : null}
        {listing.status === 'done' && listing.environments.length > 0 ? (
          <fieldset className={styles.options}>
            <legend className={styles.label}>{intl.formatMessage(m.servers)}</legend>
            {listing.environments.map((env) => (
              <label key={env.api_url} className={styles.option}>
                <input type="radio" name={`${ids}-env`} value={env.api_url} checked={chosen === env.api_url} onChange={() => setChosen(env.api_url)} />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{env.display_name}</span>
                  <span className={styles.optionAddress}>{trimSlash(env.api_url)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className={styles.actions}>
        {overridden ? (
          <Button variant="secondary" onClick={reset}>
            {intl.formatMessage(m.reset)}
          </Button>
        ) : null}
        <Button onClick={use} disabled={listing.status !== 'done' || chosen === null}>
          {intl.formatMessage(m.use)}
        </Button>
      </div>
    </Modal>
  );
}
