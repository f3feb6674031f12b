// Each number type's name in Brazilian Portuguese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Celular',
  FIXED_LINE: 'Fixo',
  FIXED_LINE_OR_MOBILE: 'Fixo ou celular',
  TOLL_FREE: 'Ligação gratuita',
  PREMIUM_RATE: 'Tarifa premium',
  SHARED_COST: 'Custo compartilhado',
  VOIP: 'Telefonia pela internet (VoIP)',
  PERSONAL_NUMBER: 'Número pessoal',
  PAGER: 'Pager',
  UAN: 'Número de acesso universal',
  VOICEMAIL: 'Correio de voz',
};
