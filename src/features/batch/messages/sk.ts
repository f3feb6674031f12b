// The list cleaner's words in Slovak (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/sk';
import type { BatchMessages } from './batch-messages';

const locale = 'sk';
/** "5 riadkov" (nominative). */
const rows = (n: number) =>
  plural(locale, n, { one: '# riadok', few: '# riadky', many: '# riadka', other: '# riadkov' });
/** "z 5 riadkov" (genitive). */
const ofRows = (n: number) =>
  plural(locale, n, { one: '# riadka', few: '# riadkov', many: '# riadka', other: '# riadkov' });
const moreRows = (n: number) =>
  plural(locale, n, {
    one: 'ďalší # riadok',
    few: 'ďalšie # riadky',
    many: 'ďalších # riadka',
    other: 'ďalších # riadkov',
  });

export const words: BatchMessages = {
  steps: ['Načítať', 'Stĺpce', 'Vyčistiť', 'Exportovať'],
  title: 'Vyčistiť zoznam',
  intro:
    'Presuňte sem súbor CSV, TSV alebo Excel (.xlsx), alebo vložte čísla. Všetko beží v tomto počítači, nič sa nikam neodovzdáva.',
  file: 'Súbor',
  dropHere: 'Presuňte sem súbor CSV, TSV alebo Excel (.xlsx), alebo nejaký vyberte',
  paste: 'Vložiť čísla',
  usePasted: 'Použiť vložený text',
  preview: (n) => `Prvé riadky (spolu ${rows(n)})`,
  hasHeader: 'Prvý riadok je hlavička',
  phoneColumn: 'Stĺpce s telefónnymi číslami',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# stĺpec s telefónnymi číslami',
      few: '# stĺpce s telefónnymi číslami',
      many: '# stĺpca s telefónnymi číslami',
      other: '# stĺpcov s telefónnymi číslami',
    }),
  column: (n) => `Stĺpec ${count(locale, n)}`,
  defaultCountry: 'Krajina pre čísla bez +',
  start: 'Spustiť',
  cancel: 'Zrušiť',
  progress: 'Priebeh',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} z ${ofRows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# riadok/s',
      few: '# riadky/s',
      many: '# riadka/s',
      other: '# riadkov/s',
    })}${secondsLeft === undefined ? '' : `, zostáva asi ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Hotovo: ${rows(n)} za ${seconds(locale, duration)} s.`,
  cancelled: 'Zastavené. Nič sa nezmenilo.',
  problems: {
    empty: 'Súbor alebo text je prázdny.',
    binary: 'Toto nevyzerá ako textový súbor. Vyberte súbor CSV, TSV alebo Excel (.xlsx).',
    'too-large': 'Tento súbor je väčší ako 100 MB (asi päť miliónov riadkov). Rozdeľte ho na menšie súbory.',
    'too-many-columns':
      'Jeden riadok má viac ako 16 384 stĺpcov (limit tabuľkových procesorov), preto sa súbor nenačítal. Ide o zoznam s jedným riadkom na kontakt?',
    'no-rows': 'Zoznam má hlavičku, ale pod ňou nie sú žiadne riadky.',
    'no-phone-column': 'Žiadny stĺpec neobsahuje telefónne čísla.',
    'too-many-rows':
      'Tento zoznam má viac ako päť miliónov riadkov (okrem hlavičky). Rozdeľte ho na menšie súbory.',
    unreadable: 'Súbor sa nepodarilo načítať. Možno bol presunutý alebo zmenený.',
    worker: 'Pri overovaní čísel sa niečo pokazilo. Skúste to znova.',
  },
  reading: (p) => `Načítava sa súbor… ${percent(locale, p)}`,
  readAs: 'Kódovanie textu',
  encoding: (name) => `Načítané ako ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Prvýkrát na riadku #.',
      few: 'Prvýkrát na riadkoch: #.',
      many: 'Prvýkrát na riadkoch: #.',
      other: 'Prvýkrát na riadkoch: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# znak sa v tomto kódovaní nedá prečítať (zmiešané kódovania?) a zobrazuje sa ako �.',
      few: '# znaky sa v tomto kódovaní nedajú prečítať (zmiešané kódovania?) a zobrazujú sa ako �.',
      many: '# znaku sa v tomto kódovaní nedá prečítať (zmiešané kódovania?) a zobrazuje sa ako �.',
      other: '# znakov sa v tomto kódovaní nedá prečítať (zmiešané kódovania?) a zobrazujú sa ako �.',
    })} Telefónnych čísel sa to týka, iba ak takéto znaky obsahujú.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# bunka s číslom bola dlhšia ako 250 znakov; načítalo sa iba jej prvých 250 znakov.',
      few: '# bunky s číslami boli dlhšie ako 250 znakov; z každej sa načítalo iba prvých 250 znakov.',
      many: '# bunky s číslami bolo dlhších ako 250 znakov; z každej sa načítalo iba prvých 250 znakov.',
      other: '# buniek s číslami bolo dlhších ako 250 znakov; z každej sa načítalo iba prvých 250 znakov.',
    }),
  countryColumn: 'Stĺpec s krajinou (SK, SVK, Slovensko, +421)',
  noCountryColumn: 'Žiadny',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Ďalší # stĺpec sa tu nezobrazuje.',
      few: 'Ďalšie # stĺpce sa tu nezobrazujú.',
      many: 'Ďalších # stĺpca sa tu nezobrazuje.',
      other: 'Ďalších # stĺpcov sa tu nezobrazuje.',
    }),
  milestone: (p) => `Hotovo ${percent(locale, p)}`,
  reasonNames: {
    'too-short': 'Príliš krátke',
    'too-long': 'Príliš dlhé',
    'invalid-length': 'Nesprávna dĺžka',
    'not-accepted': 'Tu sa neprijíma',
    'extension-too-long': 'Príliš dlhá klapka',
    invalid: 'Neplatné číslo',
    'unknown-calling-code': 'Neznáma medzinárodná predvoľba',
    'not-a-number': 'V bunke nie je telefónne číslo',
    'no-country': 'Žiadna známa krajina: vyberte predvolenú krajinu',
    'spreadsheet-float': 'Zmenené tabuľkovým procesorom (vedecký zápis alebo .0)',
  },
  types,
  chart: 'Platné čísla podľa krajiny',
  filtering: 'Filtruje sa…',
  exporting: 'Pripravuje sa export…',
  copyFailed: 'Prehliadač kopírovanie nepovolil.',
  summary: 'Súhrn',
  statuses: { valid: 'Platné', invalid: 'Neplatné', empty: 'Prázdne' },
  reasons: 'Dôvody',
  numbers: 'Čísla',
  byType: 'Platné čísla podľa typu',
  topCountries: 'Najčastejšie krajiny',
  filterStatus: 'Stav',
  filterCountry: 'Krajina',
  all: 'Všetko',
  search: 'Hľadať vo výsledkoch',
  shown: (n, total) => `Zobrazené: ${count(locale, n)} z ${ofRows(total)}`,
  columns: {
    row: '#',
    original: 'Pôvodné',
    e164: 'E.164',
    international: 'Medzinárodné',
    country: 'Krajina',
    type: 'Typ',
    status: 'Stav',
    reason: 'Dôvod',
  },
  exportXlsx: 'Exportovať zošit Excel (.xlsx)',
  tooManyForSpreadsheet: 'Viac riadkov, ako pojme Excel (1 048 576): exportujte radšej do CSV.',
  sheet: 'Hárok',
  exportCsv: 'Exportovať CSV',
  validIn: (countries) => `platné pre: ${countries}`,
  duplicateOf: (row) => `rovnaké ako riadok ${row}`,
  extension: (digits) => `klapka ${digits}`,
  loadedFile: (name, size) => `Súbor: ${name} (${size})`,
  readWithoutQuotes: 'Čítať úvodzovky ako obyčajný text',
  unclosedQuote: (row) =>
    `Úvodzovka otvorená v riadku ${count(locale, row)} súboru sa nikde nezatvára, takže zvyšok súboru sa načítal ako jedna bunka tohto riadka. Zatvorte úvodzovku a načítajte súbor znova, alebo ho načítajte s úvodzovkami ako obyčajným textom.`,
  quoteInUnquotedCell: (row, more) =>
    `Riadok ${count(locale, row)} obsahuje úvodzovku vnútri bunky bez úvodzoviek; načítal sa tak, ako je zapísaný${more > 0 ? ` (rovnako ako ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `V riadku ${count(locale, row)} nasleduje za zatváracou úvodzovkou text, takže úvodzovka sa načítala ako súčasť bunky, ktorá pokračuje až po ďalšiu zatváraciu úvodzovku${
      more > 0
        ? ` (to isté v ${plural(locale, more, {
            one: 'ďalšom # riadku',
            few: 'ďalších # riadkoch',
            many: 'ďalších # riadka',
            other: 'ďalších # riadkoch',
          })})`
        : ''
    }. Skontrolujte tento riadok, alebo načítajte súbor s úvodzovkami ako obyčajným textom.`,
  notUtf8: (byte, row) => `Bajt ${byte} v riadku ${count(locale, row)} nie je UTF-8.`,
  firstUtf8: (row) => `Prvý znak UTF-8 je v riadku ${count(locale, row)}.`,
  filterMark: 'Zobraziť',
  marks: {
    duplicate: 'Duplicity',
    several: 'Viac čísel v bunke',
    'unknown-country': 'Nerozpoznaná krajina',
  },
  exportRows: 'Riadky',
  rowsAll: 'Všetky riadky',
  rowsValid: 'Iba platné čísla',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Zobrazený # riadok',
      few: 'Zobrazené # riadky',
      many: 'Zobrazených # riadka',
      other: 'Zobrazených # riadkov',
    }),
  forExcel: 'Pre Excel: ponechať čísla ako text (="+44…")',
  exportHelp:
    'Export ponechá vaše stĺpce bez zmeny a pridá <stĺpec s telefónnymi číslami>_e164 (iba E.164), _country, _type, _status, _reason, _extension, _others a _duplicate_of a nakoniec judged_by (verzie Telfieldu a libphonenumber-js, ktoré riadok posúdili). Bunka, ktorú by tabuľkový procesor mohol spustiť ako vzorec (začína znakom =, @ alebo + či -, za ktorým nasleduje viac než telefónne číslo), dostane na začiatok apostrof; telefónne čísla sa zapisujú tak, ako sú.',
  writeBack: 'Zapísať E.164 do stĺpcov s telefónnymi číslami',
  layoutLong: 'Jeden riadok na číslo (pre databázu)',
  copyValid: 'Kopírovať platné čísla vrátane duplicít',
  copyUnique: 'Kopírovať platné čísla bez duplicít',
  copied: (n) =>
    plural(locale, n, {
      one: 'Skopírované # číslo',
      few: 'Skopírované # čísla',
      many: 'Skopírovaného # čísla',
      other: 'Skopírovaných # čísel',
    }),
};
