import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import type { WireDeviceInventory, WireInventoryCategory } from '../../../api/wire/home';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Modal } from '../../../common/Modal';
import { selectInventorySave } from '../homeSurveySelectors';
import { inventoryClosed, inventorySaveRequested } from '../homeSurveySlice';
import { categoryCount, inventoryUpdate } from '../inventoryRules';
import { inventoryMessages as m } from '../messages';
import InventoryCategoryPanel from './InventoryCategoryPanel';
import styles from './inventory.module.css';

interface Values {
  categories: WireInventoryCategory[];
}

/**
 * The device inventory (spec §3, §5): one category at a time, each device counted 0-9 (shown 9+)
 * with make and model rows trimmed to its count, a none option and an "anything else" text. Save
 * sends every category in one request; a failure keeps what was entered.
 */
export default function InventoryDialog({ inventory }: { inventory: WireDeviceInventory }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectInventorySave);
  const [active, setActive] = useState(inventory.categories[0]?.id ?? '');
  const initial = useMemo<Values>(() => ({ categories: inventory.categories }), [inventory]);
  const pending = save.status === 'pending';
  const close = () => dispatch(inventoryClosed());
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={close} size="wide" closeOnBackdrop={false}>
      <Formik<Values> initialValues={initial} onSubmit={(values) => void dispatch(inventorySaveRequested(inventoryUpdate(values.categories)))}>
        {(form) => {
          const index = form.values.categories.findIndex((c) => c.id === active);
          const category = form.values.categories[index];
          const update = (next: WireInventoryCategory) => void form.setFieldValue(`categories.${index}`, next);
          return (
            <Form className={styles.dialog} noValidate aria-label={intl.formatMessage(m.title)}>
              <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
              <ul className={styles.tabs} aria-label={intl.formatMessage(m.categories)}>
                {form.values.categories.map((c) => (
                  <li key={c.id}>
                    <button type="button" className={styles.tab} aria-pressed={c.id === active} onClick={() => setActive(c.id)}>
                      {intl.formatMessage(m.categoryTab, { title: c.title, count: categoryCount(c) })}
                    </button>
                  </li>
                ))}
              </ul>
              {category ? <InventoryCategoryPanel key={category.id} category={category} onChange={update} /> : null}
              {save.status === 'failed' && save.error ? (
                <p className={styles.alert} role="alert">
                  {intl.formatMessage(m.saveFailed, { reason: save.error })}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={close} disabled={pending}>
                  {intl.formatMessage(m.cancel)}
                </Button>
                <Button type="submit" pending={pending} disabled={!form.dirty}>
                  {intl.formatMessage(m.save)}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
