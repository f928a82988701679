import { useId } from 'react';
import { useIntl } from 'react-intl';
import { HOME_LIMITS, type WireInventoryCategory } from '../../../api/wire/home';
import { Incrementer } from '../../../common/Incrementer';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { setCount, setDetail, setNone, setOther } from '../inventoryRules';
import { inventoryMessages as m } from '../messages';
import styles from './inventory.module.css';

const MAX = HOME_LIMITS.inventoryCountMax;

/** One category of the inventory: its none option, its devices with counts and detail rows, other text. */
export default function InventoryCategoryPanel({ category, onChange }: { category: WireInventoryCategory; onChange: (next: WireInventoryCategory) => void }) {
  const intl = useIntl();
  const otherId = useId();
  return (
    <div className={styles.category} role="group" aria-label={category.title} data-testid={`inventory-${category.id}`}>
      {category.none_option.shown ? (
        <label className={styles.none}>
          <input type="checkbox" checked={category.none_option.selected} onChange={(event) => onChange(setNone(category, event.target.checked))} />
          {category.none_option.title}
        </label>
      ) : null}
      {category.sections.map((section) => (
        <section key={section.id} aria-label={section.title}>
          {category.sections.length > 1 ? <h3 className={styles.sectionTitle}>{section.title}</h3> : null}
          <ul className={styles.devices}>
            {section.devices.map((d) => (
              <li key={d.id} className={styles.deviceRow}>
                <div className={styles.deviceMain}>
                  <span className={styles.deviceIcon} aria-hidden="true">
                    <DeviceIcon icon={d.icon} type={d.id} size={20} />
                  </span>
                  <span className={styles.deviceName}>{d.name}</span>
                  <span className={styles.counter}>
                    <Incrementer
                      label={intl.formatMessage(m.countLabel, { name: d.name })}
                      value={d.count}
                      min={0}
                      max={MAX}
                      maxLabel={`${MAX}+`}
                      onChange={(v) => onChange(setCount(category, d.id, v))}
                      decrementLabel={intl.formatMessage(m.decrease, { name: d.name })}
                      incrementLabel={intl.formatMessage(m.increase, { name: d.name })}
                    />
                  </span>
                </div>
                {d.count > 0 ? (
                  <div className={styles.details}>
                    {Array.from({ length: d.count }, (_, i) => {
                      const row = d.details[i] ?? { make: '', model: '' };
                      const legend = intl.formatMessage(m.detailLegend, { name: d.name, number: i + 1 });
                      return (
                        <fieldset key={i} className={styles.detailRow}>
                          <legend className={styles.detailLegend}>{legend}</legend>
                          <label className={styles.field}>
                            <span className={styles.smallLabel}>{intl.formatMessage(m.make)}</span>
                            <input
                              className={styles.input}
                              value={row.make}
                              maxLength={HOME_LIMITS.inventoryTextMax}
                              onChange={(event) => onChange(setDetail(category, d.id, i, 'make', event.target.value))}
                            />
                          </label>
                          <label className={styles.field}>
                            <span className={styles.smallLabel}>{intl.formatMessage(m.model)}</span>
                            <input
                              className={styles.input}
                              value={row.model}
                              maxLength={HOME_LIMITS.inventoryTextMax}
                              onChange={(event) => onChange(setDetail(category, d.id, i, 'model', event.target.value))}
                            />
                          </label>
                        </fieldset>
                      );
                    })}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={otherId}>
          {intl.formatMessage(m.other)}
        </label>
        <input
          id={otherId}
          className={styles.input}
          value={category.other}
          maxLength={HOME_LIMITS.inventoryOtherMax}
          aria-describedby={`${otherId}-hint`}
          onChange={(event) => onChange(setOther(category, event.target.value))}
        />
        <span id={`${otherId}-hint`} className={styles.hint}>
          {intl.formatMessage(m.otherHint)}
        </span>
      </div>
    </div>
  );
}
