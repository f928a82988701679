import type { IconName } from '../../common/Icon';
import type { MultitenantState } from '../../api/wire/user';
import type { SettingsMenuLabel } from './messages';

/** A settings page of the route table (src/app/routes.tsx), as the menu lists it. */
export interface MenuItem {
  /** The page (a path of the route table, with a #section where it lands inside a page). */
  to: string;
  icon: IconName;
  label: SettingsMenuLabel;
  hint: SettingsMenuLabel;
  /** Hidden for some users (spec §6: multi-tenant admins see no integrations). */
  hiddenFor?: MultitenantState[];
}

/** A capability of the mobile app only (spec §2): shown as such, never a link into the web app. */
export interface MobileOnlyItem {
  key: string;
  icon: IconName;
  label: SettingsMenuLabel;
  hint: SettingsMenuLabel;
}

export interface MenuGroup {
  key: string;
  title: SettingsMenuLabel;
  items: MenuItem[];
}

/** Every settings page, grouped as a user looks for them. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    key: 'account',
    title: 'groupAccount',
    items: [
      { to: '/settings/account', icon: 'user', label: 'account', hint: 'accountHint' },
      { to: '/settings/security', icon: 'shield', label: 'security', hint: 'securityHint' },
      { to: '/settings/notifications', icon: 'bell', label: 'notifications', hint: 'notificationsHint' },
    ],
  },
  {
    key: 'home',
    title: 'groupHome',
    items: [
      { to: '/settings/home', icon: 'home', label: 'home', hint: 'homeHint' },
      { to: '/settings/electricity_info', icon: 'meter', label: 'electricity', hint: 'electricityHint' },
      { to: '/settings/solar', icon: 'sun', label: 'solar', hint: 'solarHint' },
      { to: '/settings/panel', icon: 'panel', label: 'panel', hint: 'panelHint' },
      { to: '/assessment', icon: 'plug', label: 'inventory', hint: 'inventoryHint' },
    ],
  },
  {
    key: 'devices',
    title: 'groupDevices',
    items: [
      { to: '/settings/connected_devices', icon: 'wifi', label: 'connectedDevices', hint: 'connectedDevicesHint' },
      { to: '/settings/connected_devices#integrations', icon: 'link', label: 'integrations', hint: 'integrationsHint', hiddenFor: ['admin'] },
      { to: '/settings/data_sharing', icon: 'share', label: 'dataSharing', hint: 'dataSharingHint' },
      { to: '/settings/monitor', icon: 'chip', label: 'system', hint: 'systemHint' },
    ],
  },
  {
    key: 'app',
    title: 'groupApp',
    items: [
      { to: '/settings/general', icon: 'sliders', label: 'general', hint: 'generalHint' },
      { to: '/settings/appearance', icon: 'palette', label: 'appearance', hint: 'appearanceHint' },
    ],
  },
  {
    key: 'help',
    title: 'groupHelp',
    items: [
      { to: '/settings/help', icon: 'help', label: 'help', hint: 'helpHint' },
      { to: '/settings/feedback', icon: 'chat', label: 'feedback', hint: 'feedbackHint' },
      { to: '/settings/about', icon: 'info', label: 'about', hint: 'aboutHint' },
    ],
  },
];

/** Spec §2: account deletion, data reset, factory reset and sensor source management are mobile-app only. */
export const MOBILE_ONLY: MobileOnlyItem[] = [
  { key: 'deleteAccount', icon: 'user', label: 'deleteAccount', hint: 'deleteAccountHint' },
  { key: 'resetData', icon: 'refresh', label: 'resetData', hint: 'resetDataHint' },
  { key: 'factoryReset', icon: 'chip', label: 'factoryReset', hint: 'factoryResetHint' },
  { key: 'sensorSources', icon: 'sliders', label: 'sensorSources', hint: 'sensorSourcesHint' },
];

/** The groups with the items this user sees. */
export function visibleGroups(multitenant: MultitenantState): MenuGroup[] {
  return MENU_GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => !i.hiddenFor?.includes(multitenant)) }));
}
