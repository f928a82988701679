import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export const connectedDevicesMessages = {
  ...defineMessages({
    title: { id: 'connectedDevices.screen.title', defaultMessage: 'Connected devices' },
    save: { id: 'connectedDevices.screen.save', defaultMessage: 'Save' },
    dataSourcesTitle: { id: 'connectedDevices.dataSources.title', defaultMessage: 'Data sources' },
    ndi: { id: 'connectedDevices.dataSources.ndi', defaultMessage: 'Network device identification' },
    locked: { id: 'connectedDevices.dataSources.locked', defaultMessage: 'Your building manager looks after this setting, so it cannot be changed here.' },
    unsaved: { id: 'connectedDevices.dataSources.unsaved', defaultMessage: 'Not saved yet: press Save to apply it.' },
    sensorsTitle: { id: 'connectedDevices.sensors.title', defaultMessage: 'Sensor sources' },
    sensorsText: { id: 'connectedDevices.sensors.text', defaultMessage: 'What the sensors on your monitor measure. They are set up in the mobile app.' },
    readOnly: { id: 'connectedDevices.sensors.readOnly', defaultMessage: 'Read only' },
    mains: { id: 'connectedDevices.sensors.mains', defaultMessage: 'Main sensors' },
    mainsHint: { id: 'connectedDevices.sensors.mainsHint', defaultMessage: 'Two current sensors on the main service of your panel.' },
    mainsValue: { id: 'connectedDevices.sensors.mainsValue', defaultMessage: 'Whole home' },
    aux: { id: 'connectedDevices.sensors.aux', defaultMessage: 'Auxiliary sensors' },
    auxHint: { id: 'connectedDevices.sensors.auxHint', defaultMessage: 'The second pair of sensors, on the aux port.' },
    'aux.solar': { id: 'connectedDevices.sensors.aux.solar', defaultMessage: 'Solar' },
    'aux.generator': { id: 'connectedDevices.sensors.aux.generator', defaultMessage: 'Generator' },
    'aux.split_service': { id: 'connectedDevices.sensors.aux.splitService', defaultMessage: 'Split service' },
    'aux.dedicated_circuit': { id: 'connectedDevices.sensors.aux.dedicatedCircuit', defaultMessage: 'Dedicated circuit' },
    'aux.none': { id: 'connectedDevices.sensors.aux.none', defaultMessage: 'Not in use' },
    integrationsTitle: { id: 'connectedDevices.integrations.title', defaultMessage: 'Integrations' },
  }),
  subtitle: defineMessage<ProductValues>({ id: 'connectedDevices.screen.subtitle', defaultMessage: 'Where {product} gets its information about the devices in your home.' }),
  ndiHint: defineMessage<ProductValues>({
    id: 'connectedDevices.dataSources.ndiHint',
    defaultMessage: '{product} looks for devices on your home network to help name the devices it detects.',
  }),
  integrationsText: defineMessage<ProductValues>({
    id: 'connectedDevices.integrations.text',
    defaultMessage: 'Connect thermostats, smart plugs, voice assistants and other services to {product}.',
  }),
};
