// The list cleaner's words in Russian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural, seconds } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/ru';
import type { BatchMessages } from './batch-messages';

const locale = 'ru';
/** "5 строк" (nominative). */
const rows = (n: number) =>
  plural(locale, n, { one: '# строка', few: '# строки', many: '# строк', other: '# строки' });
/** "из 5 строк" (genitive). */
const ofRows = (n: number) =>
  plural(locale, n, { one: '# строки', few: '# строк', many: '# строк', other: '# строки' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

export const words: BatchMessages = {
  steps: ['Загрузка', 'Столбцы', 'Очистка', 'Экспорт'],
  title: 'Очистить список',
  intro:
    'Перетащите файл CSV, TSV или Excel (.xlsx) или вставьте номера. Всё выполняется на этом компьютере, ничего никуда не отправляется.',
  file: 'Файл',
  dropHere: 'Перетащите сюда файл CSV, TSV или Excel (.xlsx) или выберите его',
  paste: 'Вставить номера',
  usePasted: 'Использовать вставленный текст',
  preview: (n) => `Первые строки (всего ${rows(n)})`,
  hasHeader: 'Первая строка — заголовок',
  phoneColumn: 'Столбцы с номерами телефонов',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# столбец с номерами',
      few: '# столбца с номерами',
      many: '# столбцов с номерами',
      other: '# столбца с номерами',
    }),
  column: (n) => `Столбец ${count(locale, n)}`,
  defaultCountry: 'Страна для номеров без +',
  start: 'Начать',
  cancel: 'Отмена',
  progress: 'Ход выполнения',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} из ${ofRows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# строка/с',
      few: '# строки/с',
      many: '# строк/с',
      other: '# строки/с',
    })}${secondsLeft === undefined ? '' : `, осталось около ${count(locale, Math.ceil(secondsLeft))} с`}`,
  finished: (n, duration) => `Готово: ${rows(n)} за ${seconds(locale, duration)} с.`,
  cancelled: 'Остановлено. Ничего не изменено.',
  problems: {
    empty: 'Файл или текст пуст.',
    binary: 'Это не похоже на текстовый файл. Выберите файл CSV, TSV или Excel (.xlsx).',
    'too-large': 'Файл больше 100 МБ (около пяти миллионов строк). Разделите его на файлы поменьше.',
    'too-many-columns':
      'В одной из строк больше 16 384 столбцов (предел электронных таблиц), поэтому файл не прочитан. Это список, где каждому контакту соответствует одна строка?',
    'no-rows': 'В списке есть заголовок, но под ним нет строк.',
    'no-phone-column': 'Ни в одном столбце нет номеров телефонов.',
    'too-many-rows':
      'В этом списке больше пяти миллионов строк (не считая заголовка). Разделите его на файлы поменьше.',
    unreadable: 'Не удалось прочитать файл. Возможно, он был перемещён или изменён.',
    worker: 'При проверке номеров что-то пошло не так. Попробуйте ещё раз.',
  },
  reading: (p) => `Чтение файла… ${percent(p)}`,
  readAs: 'Кодировка текста',
  encoding: (name) => `Прочитано в кодировке ${name}.`,
  replacedLines: (lines) => `Первые вхождения в строках: ${lines}.`,
  replaced: (n) =>
    `${plural(locale, n, {
      one: 'Не удалось прочитать # символ в этой кодировке (смешанные кодировки?); он показан как �.',
      few: 'Не удалось прочитать # символа в этой кодировке (смешанные кодировки?); они показаны как �.',
      many: 'Не удалось прочитать # символов в этой кодировке (смешанные кодировки?); они показаны как �.',
      other: 'Не удалось прочитать # символа в этой кодировке (смешанные кодировки?); они показаны как �.',
    })} Номера телефонов затронуты, только если содержат такие символы.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# ячейка с номером была длиннее 250 символов; прочитаны только первые 250 символов.',
      few: '# ячейки с номерами были длиннее 250 символов; из каждой прочитаны только первые 250 символов.',
      many: '# ячеек с номерами были длиннее 250 символов; из каждой прочитаны только первые 250 символов.',
      other: '# ячейки с номерами были длиннее 250 символов; из каждой прочитаны только первые 250 символов.',
    }),
  countryColumn: 'Столбец страны (RU, RUS, Россия, +7)',
  noCountryColumn: 'Нет',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Ещё # столбец здесь не показан.',
      few: 'Ещё # столбца здесь не показаны.',
      many: 'Ещё # столбцов здесь не показаны.',
      other: 'Ещё # столбца здесь не показаны.',
    }),
  milestone: (p) => `Выполнено ${percent(p)}`,
  reasonNames: {
    'too-short': 'Слишком короткий',
    'too-long': 'Слишком длинный',
    'invalid-length': 'Неверная длина',
    'not-accepted': 'Здесь не принимается',
    'extension-too-long': 'Слишком длинный добавочный',
    invalid: 'Недействительный номер',
    'unknown-calling-code': 'Неизвестный код страны',
    'not-a-number': 'В ячейке нет номера телефона',
    'no-country': 'Страна неизвестна: выберите страну по умолчанию',
    'spreadsheet-float': 'Изменено электронной таблицей (экспоненциальная запись или .0)',
  },
  types,
  chart: 'Действительные номера по странам',
  filtering: 'Фильтрация…',
  exporting: 'Подготовка экспорта…',
  copyFailed: 'Браузер не разрешил копирование.',
  summary: 'Сводка',
  statuses: { valid: 'Действителен', invalid: 'Недействителен', empty: 'Пусто' },
  reasons: 'Причины',
  numbers: 'Номера',
  byType: 'Действительные номера по типам',
  topCountries: 'Основные страны',
  filterStatus: 'Статус',
  filterCountry: 'Страна',
  all: 'Все',
  search: 'Поиск по результатам',
  shown: (n, total) => `Показано ${count(locale, n)} из ${ofRows(total)}`,
  columns: {
    row: '#',
    original: 'Исходный',
    e164: 'E.164',
    international: 'Международный',
    country: 'Страна',
    type: 'Тип',
    status: 'Статус',
    reason: 'Причина',
  },
  exportXlsx: 'Экспорт в книгу Excel (.xlsx)',
  tooManyForSpreadsheet: 'Строк больше, чем вмещает Excel (1 048 576): экспортируйте в CSV.',
  sheet: 'Лист',
  exportCsv: 'Экспорт в CSV',
  validIn: (countries) => `действителен для: ${countries}`,
  duplicateOf: (row) => `совпадает со строкой ${row}`,
  extension: (digits) => `доб. ${digits}`,
  loadedFile: (name, size) => `Файл: ${name} (${size})`,
  readWithoutQuotes: 'Читать кавычки как обычный текст',
  unclosedQuote: (row) =>
    `Кавычка, открытая в строке ${count(locale, row)} файла, нигде не закрыта, поэтому остаток файла прочитан как одна ячейка этой строки. Закройте кавычку и загрузите файл снова или прочитайте его, считая кавычки обычным текстом.`,
  quoteInUnquotedCell: (row, more) =>
    `В строке ${count(locale, row)} есть кавычка внутри ячейки без кавычек; строка прочитана как есть${more > 0 ? ` (как и ещё ${rows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `В строке ${count(locale, row)} за закрывающей кавычкой следует текст, поэтому кавычка прочитана как часть ячейки, которая продолжается до следующей закрывающей кавычки${
      more > 0
        ? ` (то же ещё в ${plural(locale, more, { one: '# строке', few: '# строках', many: '# строках', other: '# строки' })})`
        : ''
    }. Проверьте эту строку или прочитайте файл, считая кавычки обычным текстом.`,
  notUtf8: (byte, row) => `Байт ${byte} в строке ${count(locale, row)} не соответствует UTF-8.`,
  firstUtf8: (row) => `Первый символ UTF-8 — в строке ${count(locale, row)}.`,
  filterMark: 'Показать',
  marks: {
    duplicate: 'Дубликаты',
    several: 'Несколько номеров в ячейке',
    'unknown-country': 'Страна не распознана',
  },
  exportRows: 'Строки',
  rowsAll: 'Все строки',
  rowsValid: 'Только действительные номера',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Показанная # строка',
      few: 'Показанные # строки',
      many: 'Показанные # строк',
      other: 'Показанные # строки',
    }),
  forExcel: 'Для Excel: сохранять номера как текст (="+44…")',
  exportHelp:
    'Экспорт сохраняет ваши столбцы без изменений и добавляет <столбец с номерами>_e164 (только E.164), _country, _type, _status, _reason, _extension, _others и _duplicate_of, а в конце judged_by (версии Telfield и libphonenumber-js, которые проверили строку). Ячейка, которую электронная таблица могла бы выполнить как формулу (начинается с =, @ или с + либо -, за которыми следует не только номер телефона), получает апостроф в начале; номера телефонов записываются как есть.',
  writeBack: 'Записать E.164 в столбцы с номерами',
  layoutLong: 'Одна строка на номер (для базы данных)',
  copyValid: 'Копировать действительные номера вместе с дубликатами',
  copyUnique: 'Копировать действительные номера без дубликатов',
  copied: (n) =>
    plural(locale, n, {
      one: 'Скопирован # номер',
      few: 'Скопировано # номера',
      many: 'Скопировано # номеров',
      other: 'Скопировано # номера',
    }),
};
