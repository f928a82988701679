import { createSelector } from '@reduxjs/toolkit';
import type { LabsState, SupportLabsId } from './types';
import { dayCount } from './labsSlice';

interface WithLabs {
  labs: LabsState;
}

export const selectLabsContent = (state: WithLabs) => state.labs.content;
export const selectFaults = (state: WithLabs) => state.labs.content.data?.fault_detection_json ?? null;
export const selectLabsAssets = (state: WithLabs) => state.labs.content.data?.assets ?? null;
export const selectVoltageIndex = (state: WithLabs) => state.labs.voltage.index;
export const selectVoltageDayCount = (state: WithLabs) => dayCount(state.labs);
export const selectVoltageDay = (state: WithLabs) => state.labs.voltage.days[state.labs.voltage.index] ?? null;
export const selectSupportStatus = (state: WithLabs, labsId: SupportLabsId) => state.labs.support[labsId] ?? 'idle';

/** The day list of the graph (index 0 = today), for the pager's label. */
export const selectVoltageDayRef = createSelector([selectLabsContent, selectVoltageIndex], (content, index) =>
  content.data?.fault_detection_json.powerQuality.days.find((d) => d.index === index) ?? null,
);
