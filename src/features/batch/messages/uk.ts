// The list cleaner's words in Ukrainian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/uk';
import type { BatchMessages } from './batch-messages';

const locale = 'uk';
/** "5 рядків" (nominative). */
const rows = (n: number) =>
  plural(locale, n, { one: '# рядок', few: '# рядки', many: '# рядків', other: '# рядка' });
/** "з 5 рядків" (genitive). */
const ofRows = (n: number) =>
  plural(locale, n, { one: '# рядка', few: '# рядків', many: '# рядків', other: '# рядка' });

export const words: BatchMessages = {
  steps: ['Завантаження', 'Стовпці', 'Очищення', 'Експорт'],
  title: 'Очистити список',
  intro:
    'Перетягніть файл CSV, TSV або Excel (.xlsx) чи вставте номери. Усе виконується на цьому комп’ютері, нічого нікуди не надсилається.',
  file: 'Файл',
  dropHere: 'Перетягніть сюди файл CSV, TSV або Excel (.xlsx) чи виберіть його',
  paste: 'Вставити номери',
  usePasted: 'Використати вставлений текст',
  preview: (n) => `Перші рядки (усього ${rows(n)})`,
  hasHeader: 'Перший рядок — заголовок',
  phoneColumn: 'Стовпці з номерами телефонів',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# стовпець з номерами',
      few: '# стовпці з номерами',
      many: '# стовпців з номерами',
      other: '# стовпця з номерами',
    }),
  column: (n) => `Стовпець ${count(locale, n)}`,
  defaultCountry: 'Країна для номерів без +',
  start: 'Почати',
  cancel: 'Скасувати',
  progress: 'Хід виконання',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} з ${ofRows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# рядок/с',
      few: '# рядки/с',
      many: '# рядків/с',
      other: '# рядка/с',
    })}${secondsLeft === undefined ? '' : `, залишилося приблизно ${count(locale, Math.ceil(secondsLeft))} с`}`,
  finished: (n, duration) => `Готово: ${rows(n)} за ${seconds(locale, duration)} с.`,
  cancelled: 'Зупинено. Нічого не змінено.',
  problems: {
    empty: 'Файл або текст порожній.',
    binary: 'Це не схоже на текстовий файл. Виберіть файл CSV, TSV або Excel (.xlsx).',
    'too-large': 'Файл більший за 100 МБ (близько п’яти мільйонів рядків). Розділіть його на менші файли.',
    'too-many-columns':
      'В одному з рядків понад 16 384 стовпці (межа електронних таблиць), тому файл не прочитано. Це список, де кожному контакту відповідає один рядок?',
    'no-rows': 'У списку є заголовок, але під ним немає рядків.',
    'no-phone-column': 'Жоден стовпець не містить номерів телефонів.',
    'too-many-rows':
      'У цьому списку понад п’ять мільйонів рядків (не враховуючи заголовка). Розділіть його на менші файли.',
    unreadable: 'Не вдалося прочитати файл. Можливо, його переміщено або змінено.',
    worker: 'Під час перевірки номерів щось пішло не так. Спробуйте ще раз.',
  },
  reading: (p) => `Читання файлу… ${percent(locale, p)}`,
  readAs: 'Кодування тексту',
  encoding: (name) => `Прочитано в кодуванні ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Перше входження в рядку #.',
      few: 'Перші входження в рядках: #.',
      many: 'Перші входження в рядках: #.',
      other: 'Перші входження в рядках: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: 'Не вдалося прочитати # символ у цьому кодуванні (змішані кодування?); його показано як �.',
      few: 'Не вдалося прочитати # символи в цьому кодуванні (змішані кодування?); їх показано як �.',
      many: 'Не вдалося прочитати # символів у цьому кодуванні (змішані кодування?); їх показано як �.',
      other: 'Не вдалося прочитати # символу в цьому кодуванні (змішані кодування?); їх показано як �.',
    })} Номерів телефонів це стосується, лише якщо вони містять такі символи.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# комірка з номером була довшою за 250 символів; прочитано лише перші 250 символів.',
      few: '# комірки з номерами були довшими за 250 символів; з кожної прочитано лише перші 250 символів.',
      many: '# комірок з номерами були довшими за 250 символів; з кожної прочитано лише перші 250 символів.',
      other: '# комірки з номерами були довшими за 250 символів; з кожної прочитано лише перші 250 символів.',
    }),
  countryColumn: 'Стовпець країни (UA, UKR, Україна, +380)',
  noCountryColumn: 'Немає',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Ще # стовпець тут не показано.',
      few: 'Ще # стовпці тут не показано.',
      many: 'Ще # стовпців тут не показано.',
      other: 'Ще # стовпця тут не показано.',
    }),
  milestone: (p) => `Виконано ${percent(locale, p)}`,
  reasonNames: {
    'too-short': 'Закороткий',
    'too-long': 'Задовгий',
    'invalid-length': 'Неправильна довжина',
    'not-accepted': 'Тут не приймається',
    'extension-too-long': 'Задовгий додатковий номер',
    invalid: 'Недійсний номер',
    'unknown-calling-code': 'Невідомий код країни',
    'not-a-number': 'У комірці немає номера телефону',
    'no-country': 'Країна невідома: виберіть країну за замовчуванням',
    'spreadsheet-float': 'Змінено електронною таблицею (експоненційний запис або .0)',
  },
  types,
  chart: 'Дійсні номери за країнами',
  filtering: 'Фільтрування…',
  exporting: 'Підготовка експорту…',
  copyFailed: 'Браузер не дозволив копіювання.',
  summary: 'Підсумок',
  statuses: { valid: 'Дійсний', invalid: 'Недійсний', empty: 'Порожньо' },
  reasons: 'Причини',
  numbers: 'Номери',
  byType: 'Дійсні номери за типами',
  topCountries: 'Основні країни',
  filterStatus: 'Статус',
  filterCountry: 'Країна',
  all: 'Усі',
  search: 'Пошук у результатах',
  shown: (n, total) => `Показано ${count(locale, n)} з ${ofRows(total)}`,
  columns: {
    row: '#',
    original: 'Вихідний',
    e164: 'E.164',
    international: 'Міжнародний',
    country: 'Країна',
    type: 'Тип',
    status: 'Статус',
    reason: 'Причина',
  },
  exportXlsx: 'Експортувати книгу Excel (.xlsx)',
  tooManyForSpreadsheet: 'Рядків більше, ніж уміщує Excel (1 048 576): експортуйте в CSV.',
  sheet: 'Аркуш',
  exportCsv: 'Експортувати CSV',
  validIn: (countries) => `дійсний для: ${countries}`,
  duplicateOf: (row) => `збігається з рядком ${row}`,
  extension: (digits) => `дод. ${digits}`,
  loadedFile: (name, size) => `Файл: ${name} (${size})`,
  readWithoutQuotes: 'Читати лапки як звичайний текст',
  unclosedQuote: (row) =>
    `Лапки, відкриті в рядку ${count(locale, row)} файлу, ніде не закрито, тому решту файлу прочитано як одну комірку цього рядка. Закрийте лапки й завантажте файл знову або прочитайте його, вважаючи лапки звичайним текстом.`,
  quoteInUnquotedCell: (row, more) =>
    `У рядку ${count(locale, row)} є лапки всередині комірки без лапок; рядок прочитано як є${more > 0 ? ` (як і ще ${rows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `У рядку ${count(locale, row)} після закривальних лапок іде текст, тому лапки прочитано як частину комірки, що триває до наступних закривальних лапок${
      more > 0
        ? ` (те саме ще в ${plural(locale, more, { one: '# рядку', few: '# рядках', many: '# рядках', other: '# рядка' })})`
        : ''
    }. Перевірте цей рядок або прочитайте файл, вважаючи лапки звичайним текстом.`,
  notUtf8: (byte, row) => `Байт ${byte} у рядку ${count(locale, row)} не відповідає UTF-8.`,
  firstUtf8: (row) => `Перший символ UTF-8 — у рядку ${count(locale, row)}.`,
  filterMark: 'Показати',
  marks: {
    duplicate: 'Дублікати',
    several: 'Кілька номерів у комірці',
    'unknown-country': 'Країну не розпізнано',
  },
  exportRows: 'Рядки',
  rowsAll: 'Усі рядки',
  rowsValid: 'Лише дійсні номери',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Показаний # рядок',
      few: 'Показані # рядки',
      many: 'Показані # рядків',
      other: 'Показані # рядка',
    }),
  forExcel: 'Для Excel: зберігати номери як текст (="+44…")',
  exportHelp:
    'Експорт зберігає ваші стовпці без змін і додає <стовпець з номерами>_e164 (лише E.164), _country, _type, _status, _reason, _extension, _others і _duplicate_of, а наприкінці judged_by (версії Telfield і libphonenumber-js, які перевірили рядок). Комірка, яку електронна таблиця могла б виконати як формулу (починається з =, @ або з + чи -, після яких іде не лише номер телефону), отримує апостроф на початку; номери телефонів записуються як є.',
  writeBack: 'Записати E.164 у стовпці з номерами',
  layoutLong: 'Один рядок на номер (для бази даних)',
  copyValid: 'Копіювати дійсні номери разом із дублікатами',
  copyUnique: 'Копіювати дійсні номери без дублікатів',
  copied: (n) =>
    plural(locale, n, {
      one: 'Скопійовано # номер',
      few: 'Скопійовано # номери',
      many: 'Скопійовано # номерів',
      other: 'Скопійовано # номера',
    }),
};
