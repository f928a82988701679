import { createIntl } from 'react-intl';
import en from '../../../translations/en.json';
import es from '../../../translations/es.json';
import fr from '../../../translations/fr.json';
import { faultText } from '../../../src/features/devices/faults';

describe('a device fault as words', () => {
  it("a known code is in the reader's language", () => {
    expect(faultText('MotorStall', createIntl({ locale: 'en', messages: en }))).toBe('Motor stall');
    expect(faultText('MotorStall', createIntl({ locale: 'fr', messages: fr }))).toBe('Calage du moteur');
    expect(faultText('MotorStall', createIntl({ locale: 'es', messages: es }))).toBe('Bloqueo del motor');
  });

  it('another code is spelled out, and free text kept as it is', () => {
    expect(faultText('LowSignal_strength')).toBe('Low signal strength');
    expect(faultText('Breaker tripped at 3 PM')).toBe('Breaker tripped at 3 PM');
  });
});
