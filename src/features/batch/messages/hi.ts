// The list cleaner's words in Hindi (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/hi';
import type { BatchMessages } from './batch-messages';

// Hindi's forms are one (0 and 1) and other; counts are grouped the Indian way (10,48,576) by Intl.NumberFormat.
const locale = 'hi';
const rows = (n: number) => plural(locale, n, { one: '# पंक्ति', other: '# पंक्तियाँ' });
/** "… में भी" takes the oblique plural: "3 और पंक्तियों में भी". */
const alsoInMoreRows = (n: number) => plural(locale, n, { one: '# और पंक्ति में भी', other: '# और पंक्तियों में भी' });

export const hi: BatchMessages = {
  steps: ['लोड करें', 'कॉलम', 'साफ़ करें', 'निर्यात करें'],
  title: 'सूची साफ़ करें',
  intro:
    'CSV, TSV या Excel (.xlsx) फ़ाइल यहाँ छोड़ें, या नंबर पेस्ट करें। सब कुछ इसी कंप्यूटर पर चलता है, कुछ भी अपलोड नहीं होता।',
  file: 'फ़ाइल',
  dropHere: 'CSV, TSV या Excel (.xlsx) फ़ाइल यहाँ छोड़ें, या कोई फ़ाइल चुनें',
  paste: 'नंबर पेस्ट करें',
  usePasted: 'पेस्ट किया गया टेक्स्ट इस्तेमाल करें',
  preview: (n) => `पहली पंक्तियाँ (कुल ${rows(n)})`,
  hasHeader: 'पहली पंक्ति हेडर है',
  phoneColumn: 'फ़ोन कॉलम',
  pickedColumns: (n) => plural(locale, n, { one: '# फ़ोन कॉलम', other: '# फ़ोन कॉलम' }),
  column: (n) => `कॉलम ${count(locale, n)}`,
  defaultCountry: 'बिना + वाले नंबरों का देश',
  start: 'शुरू करें',
  cancel: 'रद्द करें',
  progress: 'प्रगति',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, total)} में से ${rows(done)}, ${plural(locale, Math.round(perSecond), {
      one: 'प्रति सेकंड # पंक्ति',
      other: 'प्रति सेकंड # पंक्तियाँ',
    })}${secondsLeft === undefined ? '' : `, लगभग ${count(locale, Math.ceil(secondsLeft))} सेकंड बाकी`}`,
  finished: (n, duration) => `पूरा हुआ: ${seconds(locale, duration)} सेकंड में ${rows(n)}।`,
  cancelled: 'रोक दिया गया। कुछ भी नहीं बदला गया।',
  problems: {
    empty: 'फ़ाइल या टेक्स्ट खाली है।',
    binary: 'यह टेक्स्ट फ़ाइल नहीं लगती। CSV, TSV या Excel (.xlsx) फ़ाइल चुनें।',
    'too-large': `यह फ़ाइल ${count(locale, 100)} MB (लगभग पचास लाख पंक्तियाँ) से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।`,
    'too-many-columns': `किसी पंक्ति में ${count(locale, 16384)} से ज़्यादा कॉलम हैं (स्प्रेडशीट की सीमा), इसलिए फ़ाइल नहीं पढ़ी गई। क्या यह हर संपर्क के लिए एक पंक्ति वाली सूची है?`,
    'no-rows': 'सूची में हेडर है, लेकिन उसके नीचे कोई पंक्ति नहीं है।',
    'no-phone-column': 'किसी भी कॉलम में फ़ोन नंबर नहीं हैं।',
    'too-many-rows': 'इस सूची में (हेडर के अलावा) पचास लाख से ज़्यादा पंक्तियाँ हैं। इसे छोटी फ़ाइलों में बाँटें।',
    unreadable: 'फ़ाइल पढ़ी नहीं जा सकी। हो सकता है उसे हटाया या बदला गया हो।',
    worker: 'नंबर जाँचते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
  reading: (p) => `फ़ाइल पढ़ी जा रही है… ${percent(locale, p)}`,
  readAs: 'टेक्स्ट एन्कोडिंग',
  encoding: (name) => `${name} के रूप में पढ़ा गया।`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'पहली बार पंक्ति # में।', other: 'पहली बार इन पंक्तियों में: #।' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# वर्ण इस एन्कोडिंग में पढ़ा नहीं जा सका (मिली-जुली एन्कोडिंग?) और � के रूप में दिखाया गया है।',
      other: '# वर्ण इस एन्कोडिंग में पढ़े नहीं जा सके (मिली-जुली एन्कोडिंग?) और � के रूप में दिखाए गए हैं।',
    })} फ़ोन नंबरों पर तभी असर पड़ता है जब उनमें ऐसे वर्ण हों।`,
  truncated: (n) =>
    plural(locale, n, {
      one: `# फ़ोन सेल ${count(locale, 250)} वर्णों से लंबा था; उसके केवल पहले ${count(locale, 250)} वर्ण पढ़े गए।`,
      other: `# फ़ोन सेल ${count(locale, 250)} वर्णों से लंबे थे; उनके केवल पहले ${count(locale, 250)} वर्ण पढ़े गए।`,
    }),
  countryColumn: 'देश कॉलम (IN, IND, भारत, +91)',
  noCountryColumn: 'कोई नहीं',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# और कॉलम यहाँ नहीं दिखाया गया है।',
      other: '# और कॉलम यहाँ नहीं दिखाए गए हैं।',
    }),
  milestone: (p) => `${percent(locale, p)} पूरा`,
  reasonNames: {
    'too-short': 'बहुत छोटा',
    'too-long': 'बहुत लंबा',
    'invalid-length': 'गलत लंबाई',
    'not-accepted': 'यहाँ स्वीकार्य नहीं',
    'extension-too-long': 'एक्सटेंशन बहुत लंबा',
    invalid: 'मान्य नंबर नहीं',
    'unknown-calling-code': 'अज्ञात देश कॉलिंग कोड',
    'not-a-number': 'सेल में कोई फ़ोन नंबर नहीं',
    'no-country': 'कोई देश ज्ञात नहीं: एक डिफ़ॉल्ट देश चुनें',
    'spreadsheet-float': 'स्प्रेडशीट ने बदल दिया (वैज्ञानिक संकेतन या .0)',
  },
  types,
  chart: 'देश के अनुसार मान्य नंबर',
  filtering: 'फ़िल्टर किया जा रहा है…',
  exporting: 'निर्यात तैयार किया जा रहा है…',
  copyFailed: 'ब्राउज़र ने कॉपी करने की अनुमति नहीं दी।',
  summary: 'सारांश',
  statuses: { valid: 'मान्य', invalid: 'अमान्य', empty: 'खाली' },
  reasons: 'कारण',
  numbers: 'नंबर',
  byType: 'प्रकार के अनुसार मान्य नंबर',
  topCountries: 'शीर्ष देश',
  filterStatus: 'स्थिति',
  filterCountry: 'देश',
  all: 'सभी',
  search: 'परिणाम खोजें',
  shown: (n, total) =>
    `${count(locale, total)} में से ${plural(locale, n, {
      one: '# पंक्ति दिखाई जा रही है',
      other: '# पंक्तियाँ दिखाई जा रही हैं',
    })}`,
  columns: {
    row: '#',
    original: 'मूल',
    e164: 'E.164',
    international: 'अंतरराष्ट्रीय',
    country: 'देश',
    type: 'प्रकार',
    status: 'स्थिति',
    reason: 'कारण',
  },
  exportXlsx: 'Excel वर्कबुक (.xlsx) निर्यात करें',
  tooManyForSpreadsheet: `पंक्तियाँ Excel की सीमा (${count(locale, 1048576)}) से ज़्यादा हैं: इसके बजाय CSV निर्यात करें।`,
  sheet: 'शीट',
  exportCsv: 'CSV निर्यात करें',
  validIn: (countries) => `मान्य: ${countries}`,
  duplicateOf: (row) => `पंक्ति ${row} जैसा`,
  extension: (digits) => `एक्सटेंशन ${digits}`,
  loadedFile: (name, size) => `फ़ाइल: ${name} (${size})`,
  readWithoutQuotes: 'उद्धरण चिह्नों को सादे टेक्स्ट के रूप में पढ़ें',
  unclosedQuote: (row) =>
    `फ़ाइल की पंक्ति ${count(locale, row)} में खुला उद्धरण चिह्न कभी बंद नहीं होता, इसलिए बाकी फ़ाइल उस पंक्ति के एक ही सेल के रूप में पढ़ी गई। उद्धरण चिह्न बंद करके फ़ाइल फिर से लोड करें, या उद्धरण चिह्नों को सादे टेक्स्ट के रूप में पढ़ें।`,
  quoteInUnquotedCell: (row, more) =>
    `पंक्ति ${count(locale, row)} में बिना उद्धरण चिह्न वाले सेल के अंदर एक उद्धरण चिह्न है; उसे जैसा लिखा है वैसा ही पढ़ा गया${more > 0 ? ` (${alsoInMoreRows(more)})` : ''}।`,
  textAfterQuote: (row, more) =>
    `पंक्ति ${count(locale, row)} में बंद करने वाले उद्धरण चिह्न के बाद टेक्स्ट है, इसलिए उस उद्धरण चिह्न को सेल का हिस्सा माना गया, और सेल अगले बंद करने वाले उद्धरण चिह्न तक चलता है${more > 0 ? ` (${alsoInMoreRows(more)})` : ''}। वह पंक्ति जाँचें, या फ़ाइल को उद्धरण चिह्नों को सादा टेक्स्ट मानकर पढ़ें।`,
  notUtf8: (byte, row) => `पंक्ति ${count(locale, row)} में बाइट ${byte} UTF-8 नहीं है।`,
  firstUtf8: (row) => `पहला UTF-8 वर्ण पंक्ति ${count(locale, row)} में है।`,
  filterMark: 'दिखाएँ',
  marks: {
    duplicate: 'डुप्लिकेट',
    several: 'एक सेल में कई नंबर',
    'unknown-country': 'देश पहचाना नहीं गया',
  },
  exportRows: 'पंक्तियाँ',
  rowsAll: 'सभी पंक्तियाँ',
  rowsValid: 'केवल मान्य नंबर',
  rowsShown: (n) => plural(locale, n, { one: 'दिखाई गई # पंक्ति', other: 'दिखाई गई # पंक्तियाँ' }),
  forExcel: 'Excel के लिए: नंबरों को टेक्स्ट के रूप में रखें (="+44…")',
  exportHelp:
    'निर्यात आपके कॉलम जैसे थे वैसे ही रखता है और <फ़ोन कॉलम>_e164 (केवल E.164), _country, _type, _status, _reason, _extension, _others और _duplicate_of जोड़ता है, फिर judged_by (Telfield और libphonenumber-js के वे संस्करण जिन्होंने पंक्ति को जाँचा)। जिस सेल को कोई स्प्रेडशीट फ़ॉर्मूले के रूप में चला सकती है (जो = या @ से शुरू हो, या + या - से शुरू होकर उसके बाद फ़ोन नंबर से ज़्यादा कुछ हो), उसके आगे एक एपॉस्ट्रॉफ़ी लगाई जाती है; फ़ोन नंबर जैसे हैं वैसे ही लिखे जाते हैं।',
  writeBack: 'फ़ोन कॉलम में E.164 लिखें',
  layoutLong: 'हर नंबर के लिए एक पंक्ति (डेटाबेस के लिए)',
  copyValid: 'मान्य नंबर कॉपी करें, डुप्लिकेट सहित',
  copyUnique: 'मान्य नंबर बिना डुप्लिकेट के कॉपी करें',
  copied: (n) => plural(locale, n, { one: '# नंबर कॉपी किया गया', other: '# नंबर कॉपी किए गए' }),
};
