import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { HOME_LIMITS as L, type WireHomeAttributes, type WireHomeAttributesUpdate, type WirePanelType } from '../../../api/wire/home';
import { panelRules } from '../messages';

export interface PanelValues {
  /** '' until chosen. */
  panelType: WirePanelType | '';
  slots: number;
}

/** A home without panel settings starts with no type chosen and the default 20 slots (spec §5). */
export const initialPanelValues = (a: WireHomeAttributes): PanelValues => ({
  panelType: a.panel?.panel_type ?? '',
  slots: a.panel?.panel_slots ?? L.panelSlotsDefault,
});

/** Spec §5: type MAIN or SUB; slots 1-70. */
export function createPanelSchema(intl: IntlShape) {
  const slots = intl.formatMessage(panelRules.panelSlots);
  return yup.object({
    panelType: yup.string().required(intl.formatMessage(panelRules.panelType)).oneOf(['MAIN', 'SUB'], intl.formatMessage(panelRules.panelType)),
    slots: yup.number().required(slots).integer(slots).min(L.panelSlotsMin, slots).max(L.panelSlotsMax, slots),
  });
}

export const panelChanges = (values: PanelValues): WireHomeAttributesUpdate => ({
  panel: { panel_type: values.panelType as WirePanelType, panel_slots: values.slots },
});
