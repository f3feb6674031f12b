// Each number type's name in Spanish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Móvil',
  FIXED_LINE: 'Fijo',
  FIXED_LINE_OR_MOBILE: 'Fijo o móvil',
  TOLL_FREE: 'Gratuito',
  PREMIUM_RATE: 'Tarificación adicional',
  SHARED_COST: 'Coste compartido',
  VOIP: 'Telefonía por Internet (VoIP)',
  PERSONAL_NUMBER: 'Número personal',
  PAGER: 'Buscapersonas',
  UAN: 'Número de acceso universal',
  VOICEMAIL: 'Buzón de voz',
};
