// Each number type's name in Hungarian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Vezetékes',
  FIXED_LINE_OR_MOBILE: 'Vezetékes vagy mobil',
  TOLL_FREE: 'Díjmentes',
  PREMIUM_RATE: 'Emelt díjas',
  SHARED_COST: 'Megosztott költségű',
  VOIP: 'Internetes telefon (VoIP)',
  PERSONAL_NUMBER: 'Személyes szám',
  PAGER: 'Személyhívó',
  UAN: 'Egységes hozzáférési szám',
  VOICEMAIL: 'Hangposta',
};
