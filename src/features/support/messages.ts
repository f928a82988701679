import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export const aboutMessages = {
  ...defineMessages({
    title: { id: 'support.about.title', defaultMessage: 'About' },
    app: { id: 'support.about.app', defaultMessage: 'App' },
    build: { id: 'support.about.build', defaultMessage: 'Build' },
    edition: { id: 'support.about.edition', defaultMessage: 'Edition' },
    standard: { id: 'support.about.standard', defaultMessage: 'Standard' },
    partner: { id: 'support.about.partner', defaultMessage: 'Partner edition' },
    legalTitle: { id: 'support.about.legalTitle', defaultMessage: 'Legal' },
    terms: { id: 'support.about.terms', defaultMessage: 'Terms of service' },
    privacy: { id: 'support.about.privacy', defaultMessage: 'Privacy policy' },
    opensInNewTab: { id: 'support.about.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  }),
  subtitle: defineMessage<ProductValues>({ id: 'support.about.subtitle', defaultMessage: 'The version of {product} you are using, and the terms it comes with.' }),
  termsHint: defineMessage<ProductValues>({ id: 'support.about.termsHint', defaultMessage: 'The agreement between you and {product}.' }),
  privacyHint: defineMessage<ProductValues>({ id: 'support.about.privacyHint', defaultMessage: 'What {product} collects about your home and how it is used.' }),
};

export const helpMessages = {
  ...defineMessages({
    title: { id: 'support.help.title', defaultMessage: 'Help' },
    subtitle: { id: 'support.help.subtitle', defaultMessage: 'Answers, guides and a person to talk to.' },
    helpCenter: { id: 'support.help.helpCenter', defaultMessage: 'Help center' },
    helpCenterHint: { id: 'support.help.helpCenterHint', defaultMessage: 'Articles on setup, devices, solar and billing.' },
    learn: { id: 'support.help.learn', defaultMessage: 'Learn library' },
    learnHint: { id: 'support.help.learnHint', defaultMessage: 'Guides to understanding and cutting your energy use.' },
    contactTitle: { id: 'support.help.contactTitle', defaultMessage: 'Contact support' },
    contactText: { id: 'support.help.contactText', defaultMessage: 'Our team will ask for these details: keep them at hand.' },
    serial: { id: 'support.help.serial', defaultMessage: 'Monitor serial number' },
    hardware: { id: 'support.help.hardware', defaultMessage: 'Hardware type' },
    noMonitor: { id: 'support.help.noMonitor', defaultMessage: 'No monitor' },
    emailSupport: { id: 'support.help.emailSupport', defaultMessage: 'Email support' },
    writeFeedback: { id: 'support.help.writeFeedback', defaultMessage: 'Send a support request' },
    systemStatus: { id: 'support.help.systemStatus', defaultMessage: 'Check your monitor’s status' },
    opensInNewTab: { id: 'support.help.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  }),
  emailSubject: defineMessage<{ serial: string }>({ id: 'support.help.emailSubject', defaultMessage: 'Support request for monitor {serial}' }),
};

export const systemMessages = {
  ...defineMessages({
    title: { id: 'support.system.title', defaultMessage: 'System' },
    refresh: { id: 'support.system.refresh', defaultMessage: 'Refresh' },
    statusTitle: { id: 'support.system.statusTitle', defaultMessage: 'Monitor' },
    online: { id: 'support.system.online', defaultMessage: 'Online' },
    offline: { id: 'support.system.offline', defaultMessage: 'Offline' },
    offlineText: { id: 'support.system.offlineText', defaultMessage: 'Your system is offline.' },
    serial: { id: 'support.system.serial', defaultMessage: 'Serial number' },
    hardware: { id: 'support.system.hardware', defaultMessage: 'Hardware' },
    version: { id: 'support.system.version', defaultMessage: 'Firmware version' },
    connectionTitle: { id: 'support.system.connectionTitle', defaultMessage: 'Connection' },
    ssid: { id: 'support.system.ssid', defaultMessage: 'Wi-Fi network' },
    signal: { id: 'support.system.signal', defaultMessage: 'Wi-Fi signal' },
    mac: { id: 'support.system.mac', defaultMessage: 'MAC address' },
    ip: { id: 'support.system.ip', defaultMessage: 'IP address' },
    signalCheck: { id: 'support.system.signalCheck', defaultMessage: 'Last signal check' },
    notChecked: { id: 'support.system.notChecked', defaultMessage: 'Not yet' },
    detectionOk: { id: 'support.system.detectionOk', defaultMessage: 'Complete' },
    hardwareMonitor: { id: 'support.system.hardwareMonitor', defaultMessage: 'Energy monitor' },
    detectionTitle: { id: 'support.system.detectionTitle', defaultMessage: 'Device detection' },
    devicesFound: { id: 'support.system.devicesFound', defaultMessage: 'Devices found' },
    detectionStatus: { id: 'support.system.detectionStatus', defaultMessage: 'Detection status' },
    detectionProgress: { id: 'support.system.detectionProgress', defaultMessage: 'Detection progress' },
    loadFailed: { id: 'support.system.loadFailed', defaultMessage: 'Your monitor’s status could not be loaded.' },
    retry: { id: 'support.system.retry', defaultMessage: 'Try again' },
    noMonitor: { id: 'support.system.noMonitor', defaultMessage: 'There is no monitor on this account yet.' },
  }),
  subtitle: defineMessage<ProductValues>({ id: 'support.system.subtitle', defaultMessage: 'How your monitor is doing: its connection, firmware and what {product} has found.' }),
};

const feedbackLabels = defineMessages({
  title: { id: 'support.feedback.title', defaultMessage: 'Feedback' },
  formTitle: { id: 'support.feedback.formTitle', defaultMessage: 'Your message' },
  category: { id: 'support.feedback.category', defaultMessage: 'What is it about?' },
  subCategory: { id: 'support.feedback.subCategory', defaultMessage: 'Topic' },
  description: { id: 'support.feedback.description', defaultMessage: 'Description' },
  descriptionHint: { id: 'support.feedback.descriptionHint', defaultMessage: 'What happened, what you expected, and when.' },
  submit: { id: 'support.feedback.submit', defaultMessage: 'Send feedback' },
  thanksTitle: { id: 'support.feedback.thanksTitle', defaultMessage: 'Thank you for your feedback!' },
  sendMore: { id: 'support.feedback.sendMore', defaultMessage: 'Send more feedback' },
  'category.feedback': { id: 'support.feedback.category.feedback', defaultMessage: 'Feedback' },
  'category.support': { id: 'support.feedback.category.support', defaultMessage: 'Support' },
  'category.request-feature': { id: 'support.feedback.category.requestFeature', defaultMessage: 'Request a feature' },
  'subCategory.Wi-Fi Issue': { id: 'support.feedback.subCategory.wifi', defaultMessage: 'Wi-Fi Issue' },
  'subCategory.Device Detection': { id: 'support.feedback.subCategory.deviceDetection', defaultMessage: 'Device Detection' },
  'subCategory.Something else': { id: 'support.feedback.subCategory.somethingElse', defaultMessage: 'Something else' },
});

export type FeedbackLabel = keyof typeof feedbackLabels;

export const feedbackMessages = {
  ...feedbackLabels,
  subtitle: defineMessage<ProductValues>({ id: 'support.feedback.subtitle', defaultMessage: 'Tell the {product} team what works, what does not, and what you would like next.' }),
  thanksText: defineMessage<ProductValues>({ id: 'support.feedback.thanksText', defaultMessage: 'The {product} team reads every message. If you asked for help, we will answer by email.' }),
  tooLong: defineMessage<{ max: number }>({ id: 'support.feedback.tooLong', defaultMessage: 'Please keep it under {max} characters' }),
  counter: defineMessage<{ count: number; max: number }>({ id: 'support.feedback.counter', defaultMessage: '{count} / {max}' }),
  device: defineMessage<{ id: string; mono: MessageTag }>({ id: 'support.feedback.device', defaultMessage: 'About device: <mono>{id}</mono>' }),
};

/** Spec §5: the feedback description is required. */
export const feedbackRuleMessages = defineMessages({
  descriptionRequired: { id: 'support.feedback.descriptionRequired', defaultMessage: 'please provide a brief description' },
});
