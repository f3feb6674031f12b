// The list cleaner's words in Bulgarian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/bg';
import type { BatchMessages } from './batch-messages';

// After a number a masculine noun takes its count form ("5 реда").
const locale = 'bg';
const rows = (n: number) => plural(locale, n, { one: '# ред', other: '# реда' });
const moreRows = (n: number) => plural(locale, n, { one: 'още # ред', other: 'още # реда' });

export const bg: BatchMessages = {
  steps: ['Зареждане', 'Колони', 'Почистване', 'Експорт'],
  title: 'Почистване на списък',
  intro:
    'Пуснете тук файл CSV, TSV или Excel (.xlsx) или поставете номера. Всичко работи на този компютър, нищо не се качва.',
  file: 'Файл',
  dropHere: 'Пуснете тук файл CSV, TSV или Excel (.xlsx) или изберете такъв',
  paste: 'Поставяне на номера',
  usePasted: 'Използване на поставения текст',
  preview: (n) => `Първите редове от ${rows(n)}`,
  hasHeader: 'Първият ред е заглавен',
  phoneColumn: 'Телефонни колони',
  pickedColumns: (n) => plural(locale, n, { one: '# телефонна колона', other: '# телефонни колони' }),
  column: (n) => `Колона ${count(locale, n)}`,
  defaultCountry: 'Държава за номера без +',
  start: 'Старт',
  cancel: 'Отказ',
  progress: 'Напредък',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} от ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# ред/с',
      other: '# реда/с',
    })}${secondsLeft === undefined ? '' : `, остават около ${count(locale, Math.ceil(secondsLeft))} с`}`,
  finished: (n, duration) => `Готово: ${rows(n)} за ${seconds(locale, duration)} с.`,
  cancelled: 'Спряно. Нищо не е променено.',
  problems: {
    empty: 'Файлът или текстът е празен.',
    binary: 'Това не изглежда като текстов файл. Изберете файл CSV, TSV или Excel (.xlsx).',
    'too-large': 'Файлът е по-голям от 100 MB (около пет милиона реда). Разделете го на по-малки файлове.',
    'too-many-columns': `Един ред има повече от ${count(locale, 16384)} колони (пределът на електронните таблици), затова файлът не беше прочетен. Списък с по един ред за всеки контакт ли е това?`,
    'no-rows': 'Списъкът има заглавен ред, но под него няма редове.',
    'no-phone-column': 'Нито една колона не съдържа телефонни номера.',
    'too-many-rows':
      'Списъкът има повече от пет милиона реда (без заглавния). Разделете го на по-малки файлове.',
    unreadable: 'Файлът не можа да бъде прочетен. Може да е преместен или променен.',
    worker: 'Нещо се обърка при проверката на номерата. Опитайте отново.',
  },
  reading: (p) => `Четене на файла… ${percent(locale, p)}`,
  readAs: 'Кодиране на текста',
  encoding: (name) => `Прочетено като ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'За първи път на ред #.', other: 'За първи път на редове #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# знак не можа да бъде прочетен в това кодиране (смесени кодирания?) и се показва като �.',
      other:
        '# знака не можаха да бъдат прочетени в това кодиране (смесени кодирания?) и се показват като �.',
    })} Телефонните номера не са засегнати, освен ако не съдържат такива знаци.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# телефонна клетка беше по-дълга от 250 знака; прочетени са само първите 250 знака.',
      other: '# телефонни клетки бяха по-дълги от 250 знака; от всяка са прочетени само първите 250 знака.',
    }),
  countryColumn: 'Колона за държава (BG, BGR, България, +359)',
  noCountryColumn: 'Няма',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Още # колона не е показана тук.',
      other: 'Още # колони не са показани тук.',
    }),
  milestone: (p) => `${percent(locale, p)} готово`,
  reasonNames: {
    'too-short': 'Твърде кратък',
    'too-long': 'Твърде дълъг',
    'invalid-length': 'Грешна дължина',
    'not-accepted': 'Не се приема тук',
    'extension-too-long': 'Твърде дълъг вътрешен номер',
    invalid: 'Невалиден номер',
    'unknown-calling-code': 'Неизвестен код на държава',
    'not-a-number': 'Няма телефонен номер в клетката',
    'no-country': 'Няма известна държава: изберете държава по подразбиране',
    'spreadsheet-float': 'Променено от електронна таблица (научен запис или .0)',
  },
  types,
  chart: 'Валидни номера по държави',
  filtering: 'Филтриране…',
  exporting: 'Подготовка на експорта…',
  copyFailed: 'Браузърът не разреши копирането.',
  summary: 'Обобщение',
  statuses: { valid: 'Валиден', invalid: 'Невалиден', empty: 'Празен' },
  reasons: 'Причини',
  numbers: 'Номера',
  byType: 'Валидни номера по вид',
  topCountries: 'Най-чести държави',
  filterStatus: 'Статус',
  filterCountry: 'Държава',
  all: 'Всички',
  search: 'Търсене в резултатите',
  shown: (n, total) => `Показани са ${count(locale, n)} от ${rows(total)}`,
  columns: {
    row: '#',
    original: 'Оригинал',
    e164: 'E.164',
    international: 'Международен',
    country: 'Държава',
    type: 'Вид',
    status: 'Статус',
    reason: 'Причина',
  },
  exportXlsx: 'Експорт като работна книга на Excel (.xlsx)',
  tooManyForSpreadsheet: `Повече редове, отколкото побира Excel (${count(locale, 1048576)}): експортирайте като CSV.`,
  sheet: 'Лист',
  exportCsv: 'Експорт като CSV',
  validIn: (countries) => `валиден за ${countries}`,
  duplicateOf: (row) => `като ред ${row}`,
  extension: (digits) => `вътр. ${digits}`,
  loadedFile: (name, size) => `Файл: ${name} (${size})`,
  readWithoutQuotes: 'Четене на кавичките като обикновен текст',
  unclosedQuote: (row) =>
    `Кавичка, отворена на ред ${count(locale, row)} от файла, никога не се затваря, затова останалата част от файла беше прочетена като една клетка на този ред. Затворете кавичката и заредете файла отново или прочетете кавичките като обикновен текст.`,
  quoteInUnquotedCell: (row, more) =>
    `Ред ${count(locale, row)} има кавичка в клетка без кавички; клетката е прочетена така, както е написана${more > 0 ? ` (както и на ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `На ред ${count(locale, row)} затваряща кавичка е последвана от текст, затова кавичката е прочетена като част от клетката, която продължава до следващата затваряща кавичка${more > 0 ? ` (както и на ${moreRows(more)})` : ''}. Проверете този ред или прочетете файла с кавичките като обикновен текст.`,
  notUtf8: (byte, row) => `Байт ${byte} на ред ${count(locale, row)} не е UTF-8.`,
  firstUtf8: (row) => `Първи знак в UTF-8 на ред ${count(locale, row)}.`,
  filterMark: 'Показване',
  marks: {
    duplicate: 'Дубликати',
    several: 'Няколко номера в една клетка',
    'unknown-country': 'Неразпозната държава',
  },
  exportRows: 'Редове',
  rowsAll: 'Всички редове',
  rowsValid: 'Само валидните номера',
  rowsShown: (n) => plural(locale, n, { one: 'Показаният # ред', other: 'Показаните # реда' }),
  forExcel: 'За Excel: номерата да останат текст (="+44…")',
  exportHelp:
    'Експортът запазва колоните ви непроменени и добавя <телефонна колона>_e164 (само E.164), _country, _type, _status, _reason, _extension, _others и _duplicate_of, а накрая judged_by (версиите на Telfield и libphonenumber-js, които са оценили реда). Клетка, която електронна таблица би могла да изпълни като формула (започва с =, @ или с + или -, последвани от нещо повече от телефонен номер), получава апостроф в началото; телефонните номера се записват такива, каквито са.',
  writeBack: 'Записване на E.164 в телефонните колони',
  layoutLong: 'По един ред за всеки номер (за база данни)',
  copyValid: 'Копиране на валидните номера, включително дубликатите',
  copyUnique: 'Копиране на валидните номера без дубликати',
  copied: (n) => plural(locale, n, { one: 'Копиран е # номер', other: 'Копирани са # номера' }),
};
