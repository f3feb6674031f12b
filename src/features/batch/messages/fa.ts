// The list cleaner's words in Persian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/fa';
import type { BatchMessages } from './batch-messages';

// Persian counts its nouns in the singular ("۵ ردیف"); the forms are still given per category. Numbers are written
// with Persian digits (Intl.NumberFormat); example codes (+98, ="+44…") are isolated left to right (U+2066 … U+2069).
const locale = 'fa';
const rows = (n: number) => plural(locale, n, { one: '# ردیف', other: '# ردیف' });
const moreRows = (n: number) => plural(locale, n, { one: '# ردیف دیگر', other: '# ردیف دیگر' });

export const fa: BatchMessages = {
  steps: ['بارگذاری', 'ستون‌ها', 'پاک‌سازی', 'خروجی'],
  title: 'پاک‌سازی فهرست',
  intro:
    'یک فایل CSV، TSV یا Excel (.xlsx) را اینجا رها کنید یا شماره‌ها را جای‌گذاری کنید. همه‌چیز روی همین رایانه اجرا می‌شود و چیزی ارسال نمی‌شود.',
  file: 'فایل',
  dropHere: 'فایل CSV، TSV یا Excel (.xlsx) را اینجا رها کنید یا یکی را انتخاب کنید',
  paste: 'جای‌گذاری شماره‌ها',
  usePasted: 'استفاده از متن جای‌گذاری‌شده',
  preview: (n) => `ردیف‌های نخست (از ${rows(n)})`,
  hasHeader: 'ردیف اول سرستون است',
  phoneColumn: 'ستون‌های تلفن',
  pickedColumns: (n) => plural(locale, n, { one: '# ستون تلفن', other: '# ستون تلفن' }),
  column: (n) => `ستون ${count(locale, n)}`,
  defaultCountry: 'کشور برای شماره‌های بدون +',
  start: 'شروع',
  cancel: 'لغو',
  progress: 'پیشرفت',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} از ${rows(total)}، ${plural(locale, Math.round(perSecond), {
      one: '# ردیف در ثانیه',
      other: '# ردیف در ثانیه',
    })}${secondsLeft === undefined ? '' : `، حدود ${count(locale, Math.ceil(secondsLeft))} ثانیه مانده`}`,
  finished: (n, duration) => `تمام شد: ${rows(n)} در ${seconds(locale, duration)} ثانیه.`,
  cancelled: 'متوقف شد. چیزی تغییر نکرد.',
  problems: {
    empty: 'فایل یا متن خالی است.',
    binary: 'به نظر نمی‌رسد این یک فایل متنی باشد. یک فایل CSV، TSV یا Excel (.xlsx) انتخاب کنید.',
    'too-large': `این فایل بزرگ‌تر از ${count(locale, 100)} مگابایت است (حدود پنج میلیون ردیف). آن را به فایل‌های کوچک‌تر تقسیم کنید.`,
    'too-many-columns': `یکی از ردیف‌ها بیش از ${count(locale, 16384)} ستون دارد (حد صفحه‌گسترده‌ها)، بنابراین فایل خوانده نشد. آیا این فهرستی با یک ردیف برای هر مخاطب است؟`,
    'no-rows': 'فهرست سرستون دارد، اما هیچ ردیفی زیر آن نیست.',
    'no-phone-column': 'هیچ ستونی شمارهٔ تلفن ندارد.',
    'too-many-rows':
      'این فهرست بیش از پنج میلیون ردیف دارد (به‌جز سرستون). آن را به فایل‌های کوچک‌تر تقسیم کنید.',
    unreadable: 'فایل خوانده نشد. شاید جابه‌جا یا تغییر داده شده باشد.',
    worker: 'هنگام بررسی شماره‌ها مشکلی پیش آمد. لطفاً دوباره امتحان کنید.',
  },
  reading: (p) => `در حال خواندن فایل… ${percent(locale, p)}`,
  readAs: 'کدگذاری متن',
  encoding: (name) => `با کدگذاری ${name} خوانده شد.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'نخستین بار در سطر #.', other: 'نخستین بار در سطرهای #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# نویسه با این کدگذاری خوانده نشد (کدگذاری‌های مختلط؟) و به شکل � نمایش داده می‌شود.',
      other: '# نویسه با این کدگذاری خوانده نشد (کدگذاری‌های مختلط؟) و به شکل � نمایش داده می‌شود.',
    })} شماره‌های تلفن تحت تأثیر قرار نمی‌گیرند، مگر اینکه چنین نویسه‌هایی داشته باشند.`,
  truncated: (n) =>
    plural(locale, n, {
      one: `# خانهٔ تلفن بیش از ${count(locale, 250)} نویسه داشت؛ فقط ${count(locale, 250)} نویسهٔ اول آن خوانده شد.`,
      other: `# خانهٔ تلفن بیش از ${count(locale, 250)} نویسه داشت؛ از هر کدام فقط ${count(locale, 250)} نویسهٔ اول خوانده شد.`,
    }),
  countryColumn: 'ستون کشور (IR، IRN، ایران، \u2066+98\u2069)',
  noCountryColumn: 'هیچ',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# ستون دیگر اینجا نشان داده نمی‌شود.',
      other: '# ستون دیگر اینجا نشان داده نمی‌شود.',
    }),
  milestone: (p) => `${percent(locale, p)} انجام شد`,
  reasonNames: {
    'too-short': 'خیلی کوتاه',
    'too-long': 'خیلی طولانی',
    'invalid-length': 'طول نادرست',
    'not-accepted': 'اینجا پذیرفته نمی‌شود',
    'extension-too-long': 'شمارهٔ داخلی خیلی طولانی',
    invalid: 'شمارهٔ نامعتبر',
    'unknown-calling-code': 'پیش‌شمارهٔ کشور ناشناخته',
    'not-a-number': 'شمارهٔ تلفنی در خانه نیست',
    'no-country': 'کشوری معلوم نیست: یک کشور پیش‌فرض انتخاب کنید',
    'spreadsheet-float': 'صفحه‌گسترده آن را تغییر داده است (نماد علمی یا ‎.0)',
  },
  types,
  chart: 'شماره‌های معتبر بر اساس کشور',
  filtering: 'در حال پالایش…',
  exporting: 'در حال آماده‌سازی خروجی…',
  copyFailed: 'مرورگر اجازهٔ کپی نداد.',
  summary: 'خلاصه',
  statuses: { valid: 'معتبر', invalid: 'نامعتبر', empty: 'خالی' },
  reasons: 'دلایل',
  numbers: 'شماره‌ها',
  byType: 'شماره‌های معتبر بر اساس نوع',
  topCountries: 'کشورهای پرتکرار',
  filterStatus: 'وضعیت',
  filterCountry: 'کشور',
  all: 'همه',
  search: 'جست‌وجو در نتایج',
  shown: (n, total) => `نمایش ${count(locale, n)} از ${rows(total)}`,
  columns: {
    row: '#',
    original: 'ورودی اصلی',
    e164: 'E.164',
    international: 'بین‌المللی',
    country: 'کشور',
    type: 'نوع',
    status: 'وضعیت',
    reason: 'دلیل',
  },
  exportXlsx: 'خروجی کارپوشهٔ Excel (.xlsx)',
  tooManyForSpreadsheet: `تعداد ردیف‌ها بیش از ظرفیت Excel است (${count(locale, 1048576)}): به‌جای آن خروجی CSV بگیرید.`,
  sheet: 'کاربرگ',
  exportCsv: 'خروجی CSV',
  validIn: (countries) => `معتبر در ${countries}`,
  duplicateOf: (row) => `مانند ردیف ${row}`,
  extension: (digits) => `داخلی ${digits}`,
  loadedFile: (name, size) => `فایل: ${name} (${size})`,
  readWithoutQuotes: 'خواندن گیومه‌ها به‌صورت متن ساده',
  unclosedQuote: (row) =>
    `گیومه‌ای که در ردیف ${count(locale, row)} فایل باز شده هرگز بسته نمی‌شود، بنابراین بقیهٔ فایل به‌عنوان یک خانه از همان ردیف خوانده شد. گیومه را ببندید و فایل را دوباره بارگذاری کنید، یا گیومه‌ها را به‌صورت متن ساده بخوانید.`,
  quoteInUnquotedCell: (row, more) =>
    `در ردیف ${count(locale, row)}، خانه‌ای بدون گیومه یک گیومه دارد؛ این خانه همان‌طور که نوشته شده خوانده شد${more > 0 ? ` (و همچنین ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `در ردیف ${count(locale, row)} پس از گیومهٔ بسته متن آمده است، بنابراین گیومه جزئی از خانه خوانده شد و خانه تا گیومهٔ بستهٔ بعدی ادامه یافت${more > 0 ? ` (و همچنین در ${moreRows(more)})` : ''}. آن ردیف را بررسی کنید یا فایل را با خواندن گیومه‌ها به‌صورت متن ساده بخوانید.`,
  notUtf8: (byte, row) => `بایت ${byte} در ردیف ${count(locale, row)} از نوع UTF-8 نیست.`,
  firstUtf8: (row) => `نخستین نویسهٔ UTF-8 در ردیف ${count(locale, row)}.`,
  filterMark: 'نمایش',
  marks: {
    duplicate: 'تکراری‌ها',
    several: 'چند شماره در یک خانه',
    'unknown-country': 'کشور شناسایی نشد',
  },
  exportRows: 'ردیف‌ها',
  rowsAll: 'همهٔ ردیف‌ها',
  rowsValid: 'فقط شماره‌های معتبر',
  rowsShown: (n) => plural(locale, n, { one: '# ردیف نمایش‌داده‌شده', other: '# ردیف نمایش‌داده‌شده' }),
  forExcel: 'برای Excel: شماره‌ها به‌صورت متن بمانند (\u2066="+44…"\u2069)',
  exportHelp:
    'خروجی ستون‌های شما را همان‌طور که بودند نگه می‌دارد و <ستون تلفن>_e164 (فقط E.164)، _country، _type، _status، _reason، _extension، _others و _duplicate_of را اضافه می‌کند و در پایان judged_by (نسخه‌های Telfield و libphonenumber-js که دربارهٔ ردیف داوری کردند). خانه‌ای که صفحه‌گسترده ممکن است آن را به‌عنوان فرمول اجرا کند (یعنی با = یا @ شروع شود، یا با + یا - که پس از آن چیزی بیش از یک شمارهٔ تلفن بیاید) یک آپاستروف در ابتدایش می‌گیرد؛ شماره‌های تلفن همان‌طور که هستند نوشته می‌شوند.',
  writeBack: 'نوشتن E.164 در ستون‌های تلفن',
  layoutLong: 'یک ردیف برای هر شماره (برای پایگاه داده)',
  copyValid: 'کپی شماره‌های معتبر، همراه با تکراری‌ها',
  copyUnique: 'کپی شماره‌های معتبر بدون تکراری‌ها',
  copied: (n) => plural(locale, n, { one: '# شماره کپی شد', other: '# شماره کپی شد' }),
};
