// Each number type's name in German, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobilfunk',
  FIXED_LINE: 'Festnetz',
  FIXED_LINE_OR_MOBILE: 'Festnetz oder Mobilfunk',
  TOLL_FREE: 'Gebührenfrei',
  PREMIUM_RATE: 'Mehrwertdienst',
  SHARED_COST: 'Geteilte Kosten',
  VOIP: 'Internettelefonie (VoIP)',
  PERSONAL_NUMBER: 'Persönliche Nummer',
  PAGER: 'Pager',
  UAN: 'Universelle Zugangsnummer',
  VOICEMAIL: 'Mailbox',
};
