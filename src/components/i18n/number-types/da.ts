// Each number type's name in Danish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Fastnet',
  FIXED_LINE_OR_MOBILE: 'Fastnet eller mobil',
  TOLL_FREE: 'Gratisnummer',
  PREMIUM_RATE: 'Overtakseret',
  SHARED_COST: 'Delt betaling',
  VOIP: 'Internettelefoni (VoIP)',
  PERSONAL_NUMBER: 'Personligt nummer',
  PAGER: 'Personsøger',
  UAN: 'Universelt adgangsnummer',
  VOICEMAIL: 'Telefonsvarer',
};
