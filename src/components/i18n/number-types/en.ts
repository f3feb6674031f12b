// Each number type's name in English, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Fixed line',
  FIXED_LINE_OR_MOBILE: 'Fixed line or mobile',
  TOLL_FREE: 'Toll free',
  PREMIUM_RATE: 'Premium rate',
  SHARED_COST: 'Shared cost',
  VOIP: 'Internet telephony (VoIP)',
  PERSONAL_NUMBER: 'Personal number',
  PAGER: 'Pager',
  UAN: 'Universal access number',
  VOICEMAIL: 'Voicemail',
};
