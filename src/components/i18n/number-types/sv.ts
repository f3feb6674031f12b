// Each number type's name in Swedish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Fast telefoni',
  FIXED_LINE_OR_MOBILE: 'Fast telefoni eller mobil',
  TOLL_FREE: 'Avgiftsfritt',
  PREMIUM_RATE: 'Betalnummer',
  SHARED_COST: 'Delad kostnad',
  VOIP: 'Internettelefoni (VoIP)',
  PERSONAL_NUMBER: 'Personligt nummer',
  PAGER: 'Personsökare',
  UAN: 'Universellt accessnummer',
  VOICEMAIL: 'Röstbrevlåda',
};
