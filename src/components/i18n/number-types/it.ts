// Each number type's name in Italian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Cellulare',
  FIXED_LINE: 'Fisso',
  FIXED_LINE_OR_MOBILE: 'Fisso o cellulare',
  TOLL_FREE: 'Numero verde',
  PREMIUM_RATE: 'Tariffa maggiorata',
  SHARED_COST: 'Costo ripartito',
  VOIP: 'Telefonia via internet (VoIP)',
  PERSONAL_NUMBER: 'Numero personale',
  PAGER: 'Cercapersone',
  UAN: 'Numero di accesso universale',
  VOICEMAIL: 'Segreteria telefonica',
};
