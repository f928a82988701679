import type { WireDataSharingPartner } from '../../../src/api/wire/dataSharing';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { dataSharingReducer, initialState } from '../../../src/features/dataSharing/dataSharingSlice';
import type { DataSharingState } from '../../../src/features/dataSharing/types';
import { monitor } from '../../support/fixtures';
import { stateWith } from '../../support/sagaHarness';

export const reducer = createRootReducer({ dataSharing: dataSharingReducer });

export function partner(over: Partial<WireDataSharingPartner> = {}): WireDataSharingPartner {
  return {
    partner_id: 'gridwise-rewards',
    partner_name: 'GridWise Rewards',
    consent_content: {
      title: 'Share your usage with GridWise Rewards?',
      sections: [{ heading: 'What is shared', bullets: ['Your home’s hourly electricity use', 'Your postal code'] }],
      footer: 'You can stop sharing at any time.',
      learn_more_url: 'https://example.com/gridwise',
      learn_more_text: 'Learn more about GridWise Rewards',
    },
    consent_enabled: false,
    consent_required: false,
    consent_requested: false,
    updated_at: null,
    ...over,
  };
}

export function rootState(slice: Partial<DataSharingState> = {}): RootState {
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  return { ...base, dataSharing: { ...initialState, ...slice } } as RootState;
}
