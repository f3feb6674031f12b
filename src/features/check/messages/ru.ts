// The Check screen's words in Russian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ru';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Проверка номера телефона',
  intro:
    'Введите или вставьте номер в любом формате. Он форматируется по мере ввода и проверяется по правилам своей страны.',
  result: 'Результат',
  empty: 'Введите номер, чтобы проверить его.',
  valid: 'Действительный номер',
  invalid: 'Пока недействителен',
  notValid: 'Недействителен',
  lengthOnly: 'Длина проверена; полные правила ещё загружаются.',
  country: 'Страна',
  international: 'Международный (без страны)',
  type: 'Тип',
  typeUnknown: 'Неизвестно',
  types,
  e164: 'E.164',
  internationalForm: 'Международный',
  nationalForm: 'Национальный',
  rfc3966: 'URI tel:',
  extension: 'Добавочный',
  copy: (what) => `Копировать: ${what}`,
  copied: (what) => `Скопировано: ${what}`,
  call: (number) => `Позвонить: ${number}`,
  privacy:
    'Ничто из того, что вы вводите, не покидает этот браузер: ни сервера, ни отслеживания, ни внешних запросов.',
  checkAll: 'Проверить все в разделе «Очистить список»',
};
