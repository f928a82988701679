import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export const generalMessages = {
  ...defineMessages({
    title: { id: 'general.screen.title', defaultMessage: 'General' },
    regionTitle: { id: 'general.region.title', defaultMessage: 'Language and region' },
    language: { id: 'general.region.language', defaultMessage: 'Language' },
    languageHint: { id: 'general.region.languageHint', defaultMessage: 'Kept on this browser, for signing in too.' },
    timeZone: { id: 'general.region.timeZone', defaultMessage: 'Home time zone' },
    timeZoneHint: { id: 'general.region.timeZoneHint', defaultMessage: "Times and days follow your monitor's time zone, wherever you are." },
    labsTitle: { id: 'general.labs.title', defaultMessage: 'Labs' },
    labs: { id: 'general.labs.switch', defaultMessage: 'Show Labs features' },
    openLabs: { id: 'general.labs.open', defaultMessage: 'Open Labs' },
  }),
  subtitle: defineMessage<ProductValues>({ id: 'general.screen.subtitle', defaultMessage: 'How {product} speaks to you, and which features it offers.' }),
  labsHint: defineMessage<ProductValues>({ id: 'general.labs.hint', defaultMessage: 'Try experimental {product} features, such as fault detection and EV charging automation, before everyone else.' }),
};
