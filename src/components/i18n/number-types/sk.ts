// Each number type's name in Slovak, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobilné',
  FIXED_LINE: 'Pevná linka',
  FIXED_LINE_OR_MOBILE: 'Pevná linka alebo mobilné',
  TOLL_FREE: 'Bezplatná linka',
  PREMIUM_RATE: 'Linka so zvýšenou tarifou',
  SHARED_COST: 'Linka so zdieľanými nákladmi',
  VOIP: 'Internetová telefónia (VoIP)',
  PERSONAL_NUMBER: 'Osobné číslo',
  PAGER: 'Pager',
  UAN: 'Univerzálne prístupové číslo',
  VOICEMAIL: 'Hlasová schránka',
};
