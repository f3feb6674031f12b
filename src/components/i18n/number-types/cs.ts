// Each number type's name in Czech, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobilní',
  FIXED_LINE: 'Pevná linka',
  FIXED_LINE_OR_MOBILE: 'Pevná linka nebo mobilní',
  TOLL_FREE: 'Bezplatná linka',
  PREMIUM_RATE: 'Linka se zvýšeným tarifem',
  SHARED_COST: 'Linka se sdílenými náklady',
  VOIP: 'Internetová telefonie (VoIP)',
  PERSONAL_NUMBER: 'Osobní číslo',
  PAGER: 'Pager',
  UAN: 'Univerzální přístupové číslo',
  VOICEMAIL: 'Hlasová schránka',
};
