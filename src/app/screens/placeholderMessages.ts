import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export type PlaceholderIcon = 'bolt' | 'sun' | 'plug' | 'panel' | 'chart' | 'meter' | 'flask' | 'car' | 'gear' | 'info' | 'user' | 'link' | 'chat' | 'home' | 'shield';

/** Screens not built yet: each has a real, translated title and description, and an icon. */
export const PLACEHOLDER_SCREENS = {
  Now: {
    icon: 'bolt' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Now.title', defaultMessage: 'Now' },
      description: { id: 'app.placeholder.Now.description', defaultMessage: 'See what your home is using right now: live power, solar, battery and grid flow.' },
    }),
  },
  Solar: {
    icon: 'sun' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Solar.title', defaultMessage: 'Solar' },
      description: { id: 'app.placeholder.Solar.description', defaultMessage: 'Follow your solar production live and see how much of your home it powers.' },
    }),
  },
  EnergySources: {
    icon: 'bolt' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.EnergySources.title', defaultMessage: 'Energy sources' },
      description: { id: 'app.placeholder.EnergySources.description', defaultMessage: 'See where your power comes from right now: the grid, your solar panels or your battery.' },
    }),
  },
  DeviceList: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.DeviceList.title', defaultMessage: 'Devices' },
      description: { id: 'app.placeholder.DeviceList.description', defaultMessage: 'Every device your monitor has found, with what each one uses and costs.' },
    }),
  },
  DeviceNotFound: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.DeviceNotFound.title', defaultMessage: 'Device not found' },
      description: { id: 'app.placeholder.DeviceNotFound.description', defaultMessage: 'It looks like this device no longer exists. It may have been merged or removed.' },
    }),
  },
  DeviceDetail: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.DeviceDetail.title', defaultMessage: 'Device details' },
      description: { id: 'app.placeholder.DeviceDetail.description', defaultMessage: 'Usage, cost, alerts and history for one device in your home.' },
    }),
  },
  DeviceSettings: {
    icon: 'gear' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.DeviceSettings.title', defaultMessage: 'Device settings' },
      description: { id: 'app.placeholder.DeviceSettings.description', defaultMessage: 'Rename, merge and set alerts for this device.' },
    }),
  },
  AlwaysOn: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.AlwaysOn.title', defaultMessage: 'Always on' },
      description: { id: 'app.placeholder.AlwaysOn.description', defaultMessage: 'The power your home draws around the clock, and the devices behind it.' },
    }),
  },
  UnknownDevice: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.UnknownDevice.title', defaultMessage: 'Other' },
      description: { id: 'app.placeholder.UnknownDevice.description', defaultMessage: 'Power your monitor has not matched to a device yet.' },
    }),
  },
  SolarDevice: {
    icon: 'sun' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.SolarDevice.title', defaultMessage: 'Solar production' },
      description: { id: 'app.placeholder.SolarDevice.description', defaultMessage: "Your solar system's production, day by day and over the year." },
    }),
  },
  AlwaysOnDevice: {
    icon: 'plug' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.AlwaysOnDevice.title', defaultMessage: 'Always-on device' },
      description: { id: 'app.placeholder.AlwaysOnDevice.description', defaultMessage: 'Details of a device you added to your always-on load.' },
    }),
  },
  RelayList: {
    icon: 'panel' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.RelayList.title', defaultMessage: 'Smart panel' },
      description: { id: 'app.placeholder.RelayList.description', defaultMessage: 'The circuits of your smart panel and what each one is doing.' },
    }),
  },
  RelayHistory: {
    icon: 'panel' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.RelayHistory.title', defaultMessage: 'Panel history' },
      description: { id: 'app.placeholder.RelayHistory.description', defaultMessage: "Everything your smart panel's relays did, in order." },
    }),
  },
  RelayDevice: {
    icon: 'panel' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.RelayDevice.title', defaultMessage: 'Circuit details' },
      description: { id: 'app.placeholder.RelayDevice.description', defaultMessage: 'Usage and relay status for one circuit of your panel.' },
    }),
  },
  RelaySettings: {
    icon: 'gear' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.RelaySettings.title', defaultMessage: 'Circuit settings' },
      description: { id: 'app.placeholder.RelaySettings.description', defaultMessage: 'Name this circuit and choose its relay notifications.' },
    }),
  },
  Usage: {
    icon: 'chart' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Usage.title', defaultMessage: 'Usage' },
      description: { id: 'app.placeholder.Usage.description', defaultMessage: "Your home's usage and cost by day, week, month, year or billing cycle." },
    }),
  },
  Dashboard: {
    icon: 'chart' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Dashboard.title', defaultMessage: 'Dashboard' },
      description: { id: 'app.placeholder.Dashboard.description', defaultMessage: "Your home's highlights at a glance." },
    }),
  },
  PowerMeter: {
    icon: 'meter' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.PowerMeter.title', defaultMessage: 'Power meter' },
      description: { id: 'app.placeholder.PowerMeter.description', defaultMessage: "Zoom into your home's power second by second, with solar alongside." },
    }),
  },
  Renu: {
    icon: 'link' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Renu.title', defaultMessage: 'Renu' },
      description: { id: 'app.placeholder.Renu.description', defaultMessage: 'Partner offers for your home.' },
    }),
  },
  Scratch: {
    icon: 'flask' as PlaceholderIcon,
    ...defineMessages({
      title: { id: 'app.placeholder.Scratch.title', defaultMessage: 'Scratch pad' },
      description: { id: 'app.placeholder.Scratch.description', defaultMessage: 'A space for trying things out.' },
    }),
  },
};

export type PlaceholderScreenName = keyof typeof PLACEHOLDER_SCREENS;

export const placeholderCommonMessages = {
  ...defineMessages({
    backToNow: { id: 'app.placeholder.backToNow', defaultMessage: 'Back to Now' },
    backToSignIn: { id: 'app.placeholder.backToSignIn', defaultMessage: 'Back to sign in' },
  }),
  comingSoon: defineMessage<ProductValues>({ id: 'app.placeholder.comingSoon', defaultMessage: 'Coming soon to {product}' }),
  note: defineMessage<ProductValues>({ id: 'app.placeholder.note', defaultMessage: "We're still building this screen. Everything else in {product} keeps working in the meantime." }),
};
