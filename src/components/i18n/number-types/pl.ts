// Each number type's name in Polish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Komórkowy',
  FIXED_LINE: 'Stacjonarny',
  FIXED_LINE_OR_MOBILE: 'Stacjonarny lub komórkowy',
  TOLL_FREE: 'Bezpłatny',
  PREMIUM_RATE: 'O podwyższonej opłacie',
  SHARED_COST: 'Ze współdzieloną opłatą',
  VOIP: 'Telefonia internetowa (VoIP)',
  PERSONAL_NUMBER: 'Numer osobisty',
  PAGER: 'Pager',
  UAN: 'Uniwersalny numer dostępowy',
  VOICEMAIL: 'Poczta głosowa',
};
