// Each number type's name in Dutch, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobiel',
  FIXED_LINE: 'Vast',
  FIXED_LINE_OR_MOBILE: 'Vast of mobiel',
  TOLL_FREE: 'Gratis nummer',
  PREMIUM_RATE: 'Betaalnummer',
  SHARED_COST: 'Gedeelde kosten',
  VOIP: 'Internettelefonie (VoIP)',
  PERSONAL_NUMBER: 'Persoonlijk nummer',
  PAGER: 'Pager',
  UAN: 'Universeel toegangsnummer',
  VOICEMAIL: 'Voicemail',
};
