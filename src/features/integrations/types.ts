import type { IntegrationFlow, IntegrationKey, WireIntegration, WireIntegrationType, WireTpLinkSettings } from '../../api/wire/integrations';
import type { MultitenantState } from '../../api/wire/user';

export type { IntegrationFlow, IntegrationKey, WireIntegration, WireIntegrationType };

/** What every Failed event carries. */
export interface Failure {
  status: number | 'error';
  message: string;
}

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type ActionKind = 'connect' | 'enable' | 'disable' | 'program';

export interface IntegrationsState {
  /** The monitor's integrations, merged by id (spec §4). */
  list: { status: LoadStatus; error: string | null; byId: Record<string, WireIntegration>; ids: number[] };
  /** The one change under way (pending during requests); a failure keeps its message. */
  action: { status: 'idle' | 'pending' | 'failed'; kind: ActionKind | null; integration: IntegrationKey | null; error: string | null };
  /** The return from a provider (/oauth/integrations/{key}). */
  oauthReturn: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; integration: IntegrationKey | null; error: string | null };
}

export interface SmartPlugState {
  settings: { status: LoadStatus; error: string | null; data: WireTpLinkSettings | null };
  save: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: string | null };
}

/** The props the shell's integrations slot passes (the Connected devices page, issue 14). */
export interface IntegrationsSectionProps {
  monitorId: number;
  multitenantState: MultitenantState;
}

/** Another feature's event this feature reacts to: the feed says the user's data changed (plugs found). */
export const REALTIME_DATA_CHANGE_RECEIVED = 'realtime/dataChangeReceived';
