// Each number type's name in Croatian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobilni',
  FIXED_LINE: 'Fiksni',
  FIXED_LINE_OR_MOBILE: 'Fiksni ili mobilni',
  TOLL_FREE: 'Besplatni',
  PREMIUM_RATE: 'Dodatno naplatni',
  SHARED_COST: 'Podijeljeni trošak',
  VOIP: 'Internetska telefonija (VoIP)',
  PERSONAL_NUMBER: 'Osobni broj',
  PAGER: 'Dojavljivač',
  UAN: 'Univerzalni pristupni broj',
  VOICEMAIL: 'Govorna pošta',
};
