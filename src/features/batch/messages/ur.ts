// The list cleaner's words in Urdu (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/ur';
import type { BatchMessages } from './batch-messages';

const locale = 'ur';
const rows = (n: number) => plural(locale, n, { one: '# قطار', other: '# قطاریں' });
// Before "میں" and "میں سے" the plural takes its oblique form (قطاروں).
const rowsOblique = (n: number) => plural(locale, n, { one: '# قطار', other: '# قطاروں' });
const moreRows = (n: number) => plural(locale, n, { one: 'مزید # قطار', other: 'مزید # قطاروں' });

// Example codes (+92, ="+44…") are isolated left to right (U+2066 … U+2069) inside the right-to-left text.
export const ur: BatchMessages = {
  steps: ['لوڈ', 'کالم', 'صفائی', 'ایکسپورٹ'],
  title: 'فہرست صاف کریں',
  intro:
    'CSV، TSV یا Excel (.xlsx) فائل یہاں چھوڑیں، یا نمبر پیسٹ کریں۔ سب کچھ اسی کمپیوٹر پر چلتا ہے، کچھ بھی اپ لوڈ نہیں ہوتا۔',
  file: 'فائل',
  dropHere: 'CSV، TSV یا Excel (.xlsx) فائل یہاں چھوڑیں، یا ایک فائل منتخب کریں',
  paste: 'نمبر پیسٹ کریں',
  usePasted: 'پیسٹ کیا گیا متن استعمال کریں',
  preview: (n) => `پہلی قطاریں (کل ${rows(n)})`,
  hasHeader: 'پہلی قطار ہیڈر ہے',
  phoneColumn: 'فون کالم',
  pickedColumns: (n) => plural(locale, n, { one: '# فون کالم', other: '# فون کالم' }),
  column: (n) => `کالم ${count(locale, n)}`,
  defaultCountry: '+ کے بغیر نمبروں کے لیے ملک',
  start: 'شروع کریں',
  cancel: 'منسوخ کریں',
  progress: 'پیش رفت',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${rowsOblique(total)} میں سے ${count(locale, done)}، ${plural(locale, Math.round(perSecond), {
      one: '# قطار فی سیکنڈ',
      other: '# قطاریں فی سیکنڈ',
    })}${secondsLeft === undefined ? '' : `، تقریباً ${count(locale, Math.ceil(secondsLeft))} سیکنڈ باقی`}`,
  finished: (n, duration) => `مکمل: ${rows(n)}، ${seconds(locale, duration)} سیکنڈ میں۔`,
  cancelled: 'روک دیا گیا۔ کچھ بھی تبدیل نہیں ہوا۔',
  problems: {
    empty: 'فائل یا متن خالی ہے۔',
    binary: 'یہ ٹیکسٹ فائل نہیں لگتی۔ CSV، TSV یا Excel (.xlsx) فائل منتخب کریں۔',
    'too-large': 'یہ فائل 100 MB (تقریباً پچاس لاکھ قطاریں) سے بڑی ہے۔ اسے چھوٹی فائلوں میں تقسیم کریں۔',
    'too-many-columns': `ایک قطار میں ${count(locale, 16384)} سے زیادہ کالم ہیں (اسپریڈشیٹس کی حد)، اس لیے فائل نہیں پڑھی گئی۔ کیا یہ ہر رابطے کے لیے ایک قطار والی فہرست ہے؟`,
    'no-rows': 'فہرست میں ہیڈر ہے لیکن اس کے نیچے کوئی قطار نہیں۔',
    'no-phone-column': 'کسی کالم میں فون نمبر نہیں ہیں۔',
    'too-many-rows':
      'اس فہرست میں (ہیڈر کے علاوہ) پچاس لاکھ سے زیادہ قطاریں ہیں۔ اسے چھوٹی فائلوں میں تقسیم کریں۔',
    unreadable: 'فائل پڑھی نہیں جا سکی۔ ہو سکتا ہے اسے منتقل یا تبدیل کیا گیا ہو۔',
    worker: 'نمبروں کی جانچ کے دوران کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
  },
  reading: (p) => `فائل پڑھی جا رہی ہے… ${percent(locale, p)}`,
  readAs: 'ٹیکسٹ انکوڈنگ',
  encoding: (name) => `${name} کے طور پر پڑھا گیا۔`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'پہلی بار سطر # میں۔', other: 'پہلی بار سطروں # میں۔' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# حرف اس انکوڈنگ میں پڑھا نہیں جا سکا (ملی جلی انکوڈنگز؟) اور � کے طور پر دکھایا گیا ہے۔',
      other: '# حروف اس انکوڈنگ میں پڑھے نہیں جا سکے (ملی جلی انکوڈنگز؟) اور � کے طور پر دکھائے گئے ہیں۔',
    })} فون نمبر متاثر نہیں ہوتے، جب تک کہ ان میں ایسے حروف نہ ہوں۔`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# فون سیل 250 حروف سے لمبا تھا؛ اس کے صرف پہلے 250 حروف پڑھے گئے۔',
      other: '# فون سیل 250 حروف سے لمبے تھے؛ ہر ایک کے صرف پہلے 250 حروف پڑھے گئے۔',
    }),
  countryColumn: 'ملک کا کالم (PK، PAK، پاکستان، \u2066+92\u2069)',
  noCountryColumn: 'کوئی نہیں',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'مزید # کالم یہاں نہیں دکھایا گیا۔',
      other: 'مزید # کالم یہاں نہیں دکھائے گئے۔',
    }),
  milestone: (p) => `${percent(locale, p)} مکمل`,
  reasonNames: {
    'too-short': 'بہت مختصر',
    'too-long': 'بہت طویل',
    'invalid-length': 'غلط لمبائی',
    'not-accepted': 'یہاں قبول نہیں',
    'extension-too-long': 'ایکسٹینشن بہت لمبی',
    invalid: 'درست نمبر نہیں',
    'unknown-calling-code': 'نامعلوم ملکی کالنگ کوڈ',
    'not-a-number': 'سیل میں کوئی فون نمبر نہیں',
    'no-country': 'کوئی ملک معلوم نہیں: ایک طے شدہ ملک منتخب کریں',
    'spreadsheet-float': 'اسپریڈشیٹ نے بدل دیا (سائنسی اندراج یا ‎.0)',
  },
  types,
  chart: 'ملک کے لحاظ سے درست نمبر',
  filtering: 'فلٹر ہو رہا ہے…',
  exporting: 'ایکسپورٹ تیار ہو رہا ہے…',
  copyFailed: 'براؤزر نے کاپی کرنے کی اجازت نہیں دی۔',
  summary: 'خلاصہ',
  statuses: { valid: 'درست', invalid: 'درست نہیں', empty: 'خالی' },
  reasons: 'وجوہات',
  numbers: 'نمبر',
  byType: 'قسم کے لحاظ سے درست نمبر',
  topCountries: 'سرفہرست ممالک',
  filterStatus: 'حیثیت',
  filterCountry: 'ملک',
  all: 'سب',
  search: 'نتائج میں تلاش کریں',
  shown: (n, total) => `${rowsOblique(total)} میں سے ${count(locale, n)} دکھائی جا رہی ہیں`,
  columns: {
    row: '#',
    original: 'اصل',
    e164: 'E.164',
    international: 'بین الاقوامی',
    country: 'ملک',
    type: 'قسم',
    status: 'حیثیت',
    reason: 'وجہ',
  },
  exportXlsx: 'Excel ورک بک ایکسپورٹ کریں (.xlsx)',
  tooManyForSpreadsheet: `Excel کی گنجائش (${count(locale, 1048576)}) سے زیادہ قطاریں: اس کے بجائے CSV ایکسپورٹ کریں۔`,
  sheet: 'شیٹ',
  exportCsv: 'CSV ایکسپورٹ کریں',
  validIn: (countries) => `${countries} میں درست`,
  duplicateOf: (row) => `قطار ${row} جیسا`,
  extension: (digits) => `ایکسٹینشن ${digits}`,
  loadedFile: (name, size) => `فائل: ${name} (${size})`,
  readWithoutQuotes: 'اقتباس کے نشانات کو سادہ متن کے طور پر پڑھیں',
  unclosedQuote: (row) =>
    `فائل کی قطار ${count(locale, row)} میں کھولا گیا اقتباس کا نشان کبھی بند نہیں ہوتا، اس لیے باقی فائل اسی قطار کے ایک سیل کے طور پر پڑھی گئی۔ نشان بند کریں اور فائل دوبارہ لوڈ کریں، یا اقتباس کے نشانات کو سادہ متن کے طور پر پڑھیں۔`,
  quoteInUnquotedCell: (row, more) =>
    `قطار ${count(locale, row)} میں بغیر اقتباس والے سیل کے اندر اقتباس کا نشان ہے؛ اسے جیسا لکھا تھا ویسا ہی پڑھا گیا${more > 0 ? ` (اور ${moreRows(more)} میں بھی)` : ''}۔`,
  textAfterQuote: (row, more) =>
    `قطار ${count(locale, row)} میں اقتباس بند کرنے والے نشان کے بعد متن ہے، اس لیے نشان کو سیل کا حصہ پڑھا گیا، اور سیل اگلے بند کرنے والے نشان تک جاری رہا${more > 0 ? ` (اور ${moreRows(more)} میں بھی)` : ''}۔ وہ قطار چیک کریں، یا فائل کو اقتباس کے نشانات سادہ متن کے طور پر پڑھ کر کھولیں۔`,
  notUtf8: (byte, row) => `قطار ${count(locale, row)} میں بائٹ ${byte} UTF-8 نہیں ہے۔`,
  firstUtf8: (row) => `پہلا UTF-8 حرف قطار ${count(locale, row)} میں ہے۔`,
  filterMark: 'دکھائیں',
  marks: {
    duplicate: 'ڈپلیکیٹ',
    several: 'ایک سیل میں کئی نمبر',
    'unknown-country': 'ملک کی شناخت نہیں ہوئی',
  },
  exportRows: 'قطاریں',
  rowsAll: 'تمام قطاریں',
  rowsValid: 'صرف درست نمبر',
  rowsShown: (n) => plural(locale, n, { one: 'دکھائی گئی # قطار', other: 'دکھائی گئی # قطاریں' }),
  forExcel: 'Excel کے لیے: نمبروں کو متن کے طور پر رکھیں (\u2066="+44…"\u2069)',
  exportHelp:
    'ایکسپورٹ آپ کے کالم جیسے تھے ویسے ہی رکھتا ہے اور <فون کالم>_e164 (صرف E.164)، _country، _type، _status، _reason، _extension، _others اور _duplicate_of شامل کرتا ہے، پھر judged_by (Telfield اور libphonenumber-js کے وہ ورژن جنہوں نے قطار کو جانچا)۔ جس سیل کو اسپریڈشیٹ فارمولے کے طور پر چلا سکتی ہے (جو = یا @ سے شروع ہو، یا + یا - سے جس کے بعد فون نمبر سے زیادہ کچھ ہو)، اس کے شروع میں ایک اپوسٹروفی لگا دی جاتی ہے؛ فون نمبر جیسے ہیں ویسے ہی لکھے جاتے ہیں۔',
  writeBack: 'E.164 کو فون کالموں میں لکھیں',
  layoutLong: 'ہر نمبر کے لیے ایک قطار (ڈیٹا بیس کے لیے)',
  copyValid: 'درست نمبر کاپی کریں، ڈپلیکیٹ سمیت',
  copyUnique: 'درست نمبر ڈپلیکیٹ کے بغیر کاپی کریں',
  copied: (n) => plural(locale, n, { one: '# نمبر کاپی ہوا', other: '# نمبر کاپی ہوئے' }),
};
