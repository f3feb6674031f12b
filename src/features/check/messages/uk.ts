// The Check screen's words in Ukrainian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/uk';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Перевірка номера телефону',
  intro:
    'Введіть або вставте номер у будь-якому форматі. Він форматується під час введення й перевіряється за правилами своєї країни.',
  result: 'Результат',
  empty: 'Введіть номер, щоб перевірити його.',
  valid: 'Дійсний номер',
  invalid: 'Поки що недійсний',
  notValid: 'Недійсний',
  lengthOnly: 'Довжину перевірено; повні правила ще завантажуються.',
  country: 'Країна',
  international: 'Міжнародний (без країни)',
  type: 'Тип',
  typeUnknown: 'Невідомо',
  types,
  e164: 'E.164',
  internationalForm: 'Міжнародний',
  nationalForm: 'Національний',
  rfc3966: 'URI tel:',
  extension: 'Додатковий',
  copy: (what) => `Копіювати: ${what}`,
  copied: (what) => `Скопійовано: ${what}`,
  call: (number) => `Зателефонувати: ${number}`,
  privacy:
    'Ніщо з того, що ви вводите, не залишає цей браузер: ні сервера, ні стеження, ні зовнішніх запитів.',
  checkAll: 'Перевірити всі в розділі «Очистити список»',
};
