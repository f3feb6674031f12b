// Each number type's name in European Portuguese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Telemóvel',
  FIXED_LINE: 'Rede fixa',
  FIXED_LINE_OR_MOBILE: 'Rede fixa ou telemóvel',
  TOLL_FREE: 'Número gratuito',
  PREMIUM_RATE: 'Serviço de valor acrescentado',
  SHARED_COST: 'Custo partilhado',
  VOIP: 'Telefonia pela Internet (VoIP)',
  PERSONAL_NUMBER: 'Número pessoal',
  PAGER: 'Pager',
  UAN: 'Número de acesso universal',
  VOICEMAIL: 'Correio de voz',
};
