// The Check screen's words in Bulgarian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/bg';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Проверка на телефонен номер',
  intro:
    'Въведете или поставете номер в произволен формат. Той се форматира, докато пишете, и се проверява по правилата на своята държава.',
  result: 'Резултат',
  empty: 'Въведете номер, за да го проверите.',
  valid: 'Валиден номер',
  invalid: 'Все още не е валиден',
  notValid: 'Невалиден',
  lengthOnly: 'Дължината е проверена; пълните правила все още се зареждат.',
  country: 'Държава',
  international: 'Международен (без държава)',
  type: 'Вид',
  typeUnknown: 'Неизвестен',
  types,
  e164: 'E.164',
  internationalForm: 'Международен',
  nationalForm: 'Национален',
  rfc3966: 'URI tel:',
  extension: 'Вътрешен номер',
  copy: (what) => `Копиране: ${what}`,
  copied: (what) => `Копирано: ${what}`,
  call: (number) => `Обаждане на ${number}`,
  privacy: 'Нищо от въведеното от вас не напуска този браузър: няма сървър, проследяване или външни заявки.',
  checkAll: 'Проверка на всички в „Почистване на списък“',
};
