// Each number type's name in Bulgarian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Мобилен',
  FIXED_LINE: 'Стационарен',
  FIXED_LINE_OR_MOBILE: 'Стационарен или мобилен',
  TOLL_FREE: 'Безплатен',
  PREMIUM_RATE: 'С повишена тарифа',
  SHARED_COST: 'Споделена цена',
  VOIP: 'Интернет телефония (VoIP)',
  PERSONAL_NUMBER: 'Личен номер',
  PAGER: 'Пейджър',
  UAN: 'Универсален номер за достъп',
  VOICEMAIL: 'Гласова поща',
};
