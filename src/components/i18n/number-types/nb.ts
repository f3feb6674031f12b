// Each number type's name in Norwegian Bokmål, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Fasttelefon',
  FIXED_LINE_OR_MOBILE: 'Fasttelefon eller mobil',
  TOLL_FREE: 'Gratisnummer',
  PREMIUM_RATE: 'Spesialtakst',
  SHARED_COST: 'Delt kostnad',
  VOIP: 'Internettelefoni (VoIP)',
  PERSONAL_NUMBER: 'Personlig nummer',
  PAGER: 'Personsøker',
  UAN: 'Universelt tilgangsnummer',
  VOICEMAIL: 'Talepost',
};
