// The list cleaner's words in Bengali (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/bn';
import type { BatchMessages } from './batch-messages';

// Bengali's forms are one (0 and 1) and other; counts take the classifier "টি" and are written in Bengali digits
// (Intl.NumberFormat), so every number in a sentence goes through count(); codes (+880, ="+44…") stay as they are.
const locale = 'bn';
const rows = (n: number) => plural(locale, n, { one: '#টি সারি', other: '#টি সারি' });
const alsoInMoreRows = (n: number) => plural(locale, n, { one: 'আরও #টি সারিতেও', other: 'আরও #টি সারিতেও' });
const rowNumber = (n: number) => `${count(locale, n)} নম্বর সারি`;

export const bn: BatchMessages = {
  steps: ['লোড', 'কলাম', 'পরিষ্কার', 'রপ্তানি'],
  title: 'তালিকা পরিষ্কার করুন',
  intro:
    'একটি CSV, TSV বা Excel (.xlsx) ফাইল এখানে ছেড়ে দিন, অথবা নম্বর পেস্ট করুন। সবকিছু এই কম্পিউটারেই চলে, কিছুই আপলোড হয় না।',
  file: 'ফাইল',
  dropHere: 'একটি CSV, TSV বা Excel (.xlsx) ফাইল এখানে ছেড়ে দিন, অথবা একটি বেছে নিন',
  paste: 'নম্বর পেস্ট করুন',
  usePasted: 'পেস্ট করা টেক্সট ব্যবহার করুন',
  preview: (n) => `প্রথম সারিগুলো (মোট ${rows(n)})`,
  hasHeader: 'প্রথম সারিটি শিরোনাম',
  phoneColumn: 'ফোন কলাম',
  pickedColumns: (n) => plural(locale, n, { one: '#টি ফোন কলাম', other: '#টি ফোন কলাম' }),
  column: (n) => `কলাম ${count(locale, n)}`,
  defaultCountry: '+ ছাড়া নম্বরের দেশ',
  start: 'শুরু করুন',
  cancel: 'বাতিল করুন',
  progress: 'অগ্রগতি',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, total)}টির মধ্যে ${rows(done)}, ${plural(locale, Math.round(perSecond), {
      one: 'প্রতি সেকেন্ডে #টি সারি',
      other: 'প্রতি সেকেন্ডে #টি সারি',
    })}${secondsLeft === undefined ? '' : `, আনুমানিক ${count(locale, Math.ceil(secondsLeft))} সেকেন্ড বাকি`}`,
  finished: (n, duration) => `সম্পন্ন: ${seconds(locale, duration)} সেকেন্ডে ${rows(n)}।`,
  cancelled: 'থামানো হয়েছে। কিছুই পরিবর্তন করা হয়নি।',
  problems: {
    empty: 'ফাইল বা টেক্সটটি খালি।',
    binary: 'এটি টেক্সট ফাইল বলে মনে হচ্ছে না। একটি CSV, TSV বা Excel (.xlsx) ফাইল বেছে নিন।',
    'too-large': `এই ফাইলটি ${count(locale, 100)} MB-এর চেয়ে বড় (প্রায় পঞ্চাশ লাখ সারি)। এটিকে ছোট ছোট ফাইলে ভাগ করুন।`,
    'too-many-columns': `একটি সারিতে ${count(locale, 16384)}টির বেশি কলাম আছে (স্প্রেডশিটের সীমা), তাই ফাইলটি পড়া হয়নি। এটি কি প্রতিটি পরিচিতির জন্য একটি সারির তালিকা?`,
    'no-rows': 'তালিকায় শিরোনাম আছে, কিন্তু তার নিচে কোনো সারি নেই।',
    'no-phone-column': 'কোনো কলামে ফোন নম্বর নেই।',
    'too-many-rows': 'এই তালিকায় (শিরোনাম ছাড়া) পঞ্চাশ লাখের বেশি সারি আছে। এটিকে ছোট ছোট ফাইলে ভাগ করুন।',
    unreadable: 'ফাইলটি পড়া যায়নি। এটি হয়তো সরানো বা পরিবর্তন করা হয়েছে।',
    worker: 'নম্বর যাচাই করার সময় কিছু একটা ভুল হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  reading: (p) => `ফাইল পড়া হচ্ছে… ${percent(locale, p)}`,
  readAs: 'টেক্সট এনকোডিং',
  encoding: (name) => `${name} হিসেবে পড়া হয়েছে।`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'প্রথম দেখা গেছে এই সারিতে: #।',
      other: 'প্রথম দেখা গেছে এই সারিগুলিতে: #।',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '#টি অক্ষর এই এনকোডিংয়ে পড়া যায়নি (মিশ্র এনকোডিং?) এবং � হিসেবে দেখানো হচ্ছে।',
      other: '#টি অক্ষর এই এনকোডিংয়ে পড়া যায়নি (মিশ্র এনকোডিং?) এবং � হিসেবে দেখানো হচ্ছে।',
    })} ফোন নম্বরে এমন অক্ষর না থাকলে সেগুলো প্রভাবিত হয় না।`,
  truncated: (n) =>
    `${plural(locale, n, { one: '#টি ফোন সেল', other: '#টি ফোন সেল' })} ${count(locale, 250)}টি অক্ষরের চেয়ে লম্বা ছিল; শুধু প্রথম ${count(locale, 250)}টি অক্ষর পড়া হয়েছে।`,
  countryColumn: 'দেশের কলাম (BD, BGD, বাংলাদেশ, +880)',
  noCountryColumn: 'কোনোটি নয়',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'আরও #টি কলাম এখানে দেখানো হয়নি।',
      other: 'আরও #টি কলাম এখানে দেখানো হয়নি।',
    }),
  milestone: (p) => `${percent(locale, p)} সম্পন্ন`,
  reasonNames: {
    'too-short': 'খুব ছোট',
    'too-long': 'খুব বড়',
    'invalid-length': 'ভুল দৈর্ঘ্য',
    'not-accepted': 'এখানে গ্রহণযোগ্য নয়',
    'extension-too-long': 'এক্সটেনশন খুব বড়',
    invalid: 'বৈধ নম্বর নয়',
    'unknown-calling-code': 'অজানা দেশ কলিং কোড',
    'not-a-number': 'সেলে কোনো ফোন নম্বর নেই',
    'no-country': 'কোনো দেশ জানা নেই: একটি ডিফল্ট দেশ বেছে নিন',
    'spreadsheet-float': 'স্প্রেডশিট বদলে দিয়েছে (বৈজ্ঞানিক স্বরলিপি বা .0)',
  },
  types,
  chart: 'দেশ অনুযায়ী বৈধ নম্বর',
  filtering: 'ফিল্টার করা হচ্ছে…',
  exporting: 'রপ্তানির প্রস্তুতি চলছে…',
  copyFailed: 'ব্রাউজার কপি করার অনুমতি দেয়নি।',
  summary: 'সারসংক্ষেপ',
  statuses: { valid: 'বৈধ', invalid: 'অবৈধ', empty: 'খালি' },
  reasons: 'কারণ',
  numbers: 'নম্বর',
  byType: 'ধরন অনুযায়ী বৈধ নম্বর',
  topCountries: 'শীর্ষ দেশ',
  filterStatus: 'অবস্থা',
  filterCountry: 'দেশ',
  all: 'সব',
  search: 'ফলাফলে খুঁজুন',
  shown: (n, total) => `${count(locale, total)}টির মধ্যে ${rows(n)} দেখানো হচ্ছে`,
  columns: {
    row: '#',
    original: 'মূল',
    e164: 'E.164',
    international: 'আন্তর্জাতিক',
    country: 'দেশ',
    type: 'ধরন',
    status: 'অবস্থা',
    reason: 'কারণ',
  },
  exportXlsx: 'Excel ওয়ার্কবুক (.xlsx) রপ্তানি করুন',
  tooManyForSpreadsheet: `Excel যত সারি ধরতে পারে (${count(locale, 1048576)}), তার চেয়ে বেশি সারি: এর বদলে CSV রপ্তানি করুন।`,
  sheet: 'শিট',
  exportCsv: 'CSV রপ্তানি করুন',
  validIn: (countries) => `বৈধ: ${countries}`,
  duplicateOf: (row) => `সারি ${row}-এর অনুরূপ`,
  extension: (digits) => `এক্সটেনশন ${digits}`,
  loadedFile: (name, size) => `ফাইল: ${name} (${size})`,
  readWithoutQuotes: 'উদ্ধৃতিচিহ্নকে সাধারণ টেক্সট হিসেবে পড়ুন',
  unclosedQuote: (row) =>
    `ফাইলের ${rowNumber(row)}তে খোলা একটি উদ্ধৃতিচিহ্ন আর বন্ধ হয়নি, তাই ফাইলের বাকি অংশ ওই সারির একটি সেল হিসেবে পড়া হয়েছে। উদ্ধৃতিচিহ্নটি বন্ধ করে ফাইলটি আবার লোড করুন, অথবা উদ্ধৃতিচিহ্নকে সাধারণ টেক্সট হিসেবে পড়ুন।`,
  quoteInUnquotedCell: (row, more) =>
    `${rowNumber(row)}তে উদ্ধৃতিচিহ্নহীন একটি সেলের ভেতরে উদ্ধৃতিচিহ্ন আছে; সেটি যেমন লেখা তেমনই পড়া হয়েছে${more > 0 ? ` (${alsoInMoreRows(more)})` : ''}।`,
  textAfterQuote: (row, more) =>
    `${rowNumber(row)}তে একটি সমাপ্তি উদ্ধৃতিচিহ্নের পরে টেক্সট আছে, তাই উদ্ধৃতিচিহ্নটিকে সেলের অংশ হিসেবে পড়া হয়েছে, আর সেলটি পরের সমাপ্তি উদ্ধৃতিচিহ্ন পর্যন্ত চলেছে${more > 0 ? ` (${alsoInMoreRows(more)})` : ''}। সারিটি পরীক্ষা করুন, অথবা উদ্ধৃতিচিহ্নকে সাধারণ টেক্সট হিসেবে পড়ে ফাইলটি খুলুন।`,
  notUtf8: (byte, row) => `${rowNumber(row)}র বাইট ${byte} UTF-8 নয়।`,
  firstUtf8: (row) => `প্রথম UTF-8 অক্ষরটি আছে ${rowNumber(row)}তে।`,
  filterMark: 'দেখান',
  marks: {
    duplicate: 'ডুপ্লিকেট',
    several: 'একটি সেলে একাধিক নম্বর',
    'unknown-country': 'দেশ চেনা যায়নি',
  },
  exportRows: 'সারি',
  rowsAll: 'সব সারি',
  rowsValid: 'শুধু বৈধ নম্বর',
  rowsShown: (n) => plural(locale, n, { one: 'দেখানো #টি সারি', other: 'দেখানো #টি সারি' }),
  forExcel: 'Excel-এর জন্য: নম্বরগুলো টেক্সট হিসেবে রাখুন (="+44…")',
  exportHelp:
    'রপ্তানি আপনার কলামগুলো যেমন ছিল তেমনই রাখে এবং <ফোন কলাম>_e164 (শুধু E.164), _country, _type, _status, _reason, _extension, _others ও _duplicate_of যোগ করে, তারপর judged_by (Telfield ও libphonenumber-js-এর যে সংস্করণগুলো সারিটি বিচার করেছে)। যে সেলকে কোনো স্প্রেডশিট সূত্র হিসেবে চালাতে পারে (= বা @ দিয়ে শুরু, অথবা + বা - দিয়ে শুরু হয়ে তার পরে ফোন নম্বরের চেয়ে বেশি কিছু), তার শুরুতে একটি অ্যাপোস্ট্রফি বসানো হয়; ফোন নম্বর যেমন আছে তেমনই লেখা হয়।',
  writeBack: 'ফোন কলামে E.164 লিখুন',
  layoutLong: 'প্রতি নম্বরে একটি সারি (ডেটাবেসের জন্য)',
  copyValid: 'বৈধ নম্বর কপি করুন, ডুপ্লিকেটসহ',
  copyUnique: 'ডুপ্লিকেট ছাড়া বৈধ নম্বর কপি করুন',
  copied: (n) => plural(locale, n, { one: '#টি নম্বর কপি করা হয়েছে', other: '#টি নম্বর কপি করা হয়েছে' }),
};
