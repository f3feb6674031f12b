// The list cleaner's words in Czech (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/cs';
import type { BatchMessages } from './batch-messages';

const locale = 'cs';
/** "5 řádků" (nominative). */
const rows = (n: number) =>
  plural(locale, n, { one: '# řádek', few: '# řádky', many: '# řádku', other: '# řádků' });
/** "z 5 řádků" (genitive). */
const ofRows = (n: number) =>
  plural(locale, n, { one: '# řádku', few: '# řádků', many: '# řádku', other: '# řádků' });
const moreRows = (n: number) =>
  plural(locale, n, {
    one: 'další # řádek',
    few: 'další # řádky',
    many: 'dalších # řádku',
    other: 'dalších # řádků',
  });

export const words: BatchMessages = {
  steps: ['Načíst', 'Sloupce', 'Vyčistit', 'Exportovat'],
  title: 'Vyčistit seznam',
  intro:
    'Přetáhněte sem soubor CSV, TSV nebo Excel (.xlsx), nebo vložte čísla. Vše běží v tomto počítači, nic se nikam nenahrává.',
  file: 'Soubor',
  dropHere: 'Přetáhněte sem soubor CSV, TSV nebo Excel (.xlsx), nebo nějaký vyberte',
  paste: 'Vložit čísla',
  usePasted: 'Použít vložený text',
  preview: (n) => `První řádky (celkem ${rows(n)})`,
  hasHeader: 'První řádek je záhlaví',
  phoneColumn: 'Sloupce s telefonními čísly',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# sloupec s telefonními čísly',
      few: '# sloupce s telefonními čísly',
      many: '# sloupce s telefonními čísly',
      other: '# sloupců s telefonními čísly',
    }),
  column: (n) => `Sloupec ${count(locale, n)}`,
  defaultCountry: 'Země pro čísla bez +',
  start: 'Spustit',
  cancel: 'Zrušit',
  progress: 'Průběh',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} z ${ofRows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# řádek/s',
      few: '# řádky/s',
      many: '# řádku/s',
      other: '# řádků/s',
    })}${secondsLeft === undefined ? '' : `, zbývá asi ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Hotovo: ${rows(n)} za ${seconds(locale, duration)} s.`,
  cancelled: 'Zastaveno. Nic se nezměnilo.',
  problems: {
    empty: 'Soubor nebo text je prázdný.',
    binary: 'Toto nevypadá jako textový soubor. Vyberte soubor CSV, TSV nebo Excel (.xlsx).',
    'too-large': 'Tento soubor je větší než 100 MB (asi pět milionů řádků). Rozdělte ho na menší soubory.',
    'too-many-columns':
      'Jeden řádek má více než 16 384 sloupců (limit tabulkových procesorů), proto soubor nebyl načten. Jde o seznam s jedním řádkem na kontakt?',
    'no-rows': 'Seznam má záhlaví, ale pod ním nejsou žádné řádky.',
    'no-phone-column': 'Žádný sloupec neobsahuje telefonní čísla.',
    'too-many-rows':
      'Tento seznam má více než pět milionů řádků (kromě záhlaví). Rozdělte ho na menší soubory.',
    unreadable: 'Soubor se nepodařilo načíst. Možná byl přesunut nebo změněn.',
    worker: 'Při ověřování čísel se něco pokazilo. Zkuste to prosím znovu.',
  },
  reading: (p) => `Načítání souboru… ${percent(locale, p)}`,
  readAs: 'Kódování textu',
  encoding: (name) => `Načteno jako ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Poprvé na řádku #.',
      few: 'Poprvé na řádcích: #.',
      many: 'Poprvé na řádcích: #.',
      other: 'Poprvé na řádcích: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# znak nelze v tomto kódování přečíst (smíšená kódování?) a je zobrazen jako �.',
      few: '# znaky nelze v tomto kódování přečíst (smíšená kódování?) a jsou zobrazeny jako �.',
      many: '# znaku nelze v tomto kódování přečíst (smíšená kódování?) a jsou zobrazeny jako �.',
      other: '# znaků nelze v tomto kódování přečíst (smíšená kódování?) a jsou zobrazeny jako �.',
    })} Telefonních čísel se to týká, jen pokud takové znaky obsahují.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# buňka s číslem byla delší než 250 znaků; načteno bylo jen jejích prvních 250 znaků.',
      few: '# buňky s čísly byly delší než 250 znaků; z každé bylo načteno jen prvních 250 znaků.',
      many: '# buňky s čísly bylo delších než 250 znaků; z každé bylo načteno jen prvních 250 znaků.',
      other: '# buněk s čísly bylo delších než 250 znaků; z každé bylo načteno jen prvních 250 znaků.',
    }),
  countryColumn: 'Sloupec se zemí (CZ, CZE, Česko, +420)',
  noCountryColumn: 'Žádný',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Další # sloupec zde není zobrazen.',
      few: 'Další # sloupce zde nejsou zobrazeny.',
      many: 'Dalších # sloupce zde není zobrazeno.',
      other: 'Dalších # sloupců zde není zobrazeno.',
    }),
  milestone: (p) => `Hotovo ${percent(locale, p)}`,
  reasonNames: {
    'too-short': 'Příliš krátké',
    'too-long': 'Příliš dlouhé',
    'invalid-length': 'Nesprávná délka',
    'not-accepted': 'Zde nepřijímáno',
    'extension-too-long': 'Příliš dlouhá linka',
    invalid: 'Neplatné číslo',
    'unknown-calling-code': 'Neznámá mezinárodní předvolba',
    'not-a-number': 'V buňce není telefonní číslo',
    'no-country': 'Žádná známá země: vyberte výchozí zemi',
    'spreadsheet-float': 'Změněno tabulkovým procesorem (vědecký zápis nebo .0)',
  },
  types,
  chart: 'Platná čísla podle země',
  filtering: 'Filtrování…',
  exporting: 'Příprava exportu…',
  copyFailed: 'Prohlížeč kopírování nepovolil.',
  summary: 'Souhrn',
  statuses: { valid: 'Platné', invalid: 'Neplatné', empty: 'Prázdné' },
  reasons: 'Důvody',
  numbers: 'Čísla',
  byType: 'Platná čísla podle typu',
  topCountries: 'Nejčastější země',
  filterStatus: 'Stav',
  filterCountry: 'Země',
  all: 'Vše',
  search: 'Hledat ve výsledcích',
  shown: (n, total) => `Zobrazeno ${count(locale, n)} z ${ofRows(total)}`,
  columns: {
    row: '#',
    original: 'Původní',
    e164: 'E.164',
    international: 'Mezinárodní',
    country: 'Země',
    type: 'Typ',
    status: 'Stav',
    reason: 'Důvod',
  },
  exportXlsx: 'Exportovat sešit Excel (.xlsx)',
  tooManyForSpreadsheet: 'Více řádků, než pojme Excel (1 048 576): exportujte raději do CSV.',
  sheet: 'List',
  exportCsv: 'Exportovat CSV',
  validIn: (countries) => `platné pro: ${countries}`,
  duplicateOf: (row) => `stejné jako řádek ${row}`,
  extension: (digits) => `linka ${digits}`,
  loadedFile: (name, size) => `Soubor: ${name} (${size})`,
  readWithoutQuotes: 'Číst uvozovky jako prostý text',
  unclosedQuote: (row) =>
    `Uvozovka otevřená na řádku ${count(locale, row)} souboru se nikde neuzavírá, takže zbytek souboru byl načten jako jedna buňka tohoto řádku. Uzavřete uvozovku a načtěte soubor znovu, nebo ho načtěte s uvozovkami jako prostým textem.`,
  quoteInUnquotedCell: (row, more) =>
    `Řádek ${count(locale, row)} obsahuje uvozovku uvnitř buňky bez uvozovek; byl načten tak, jak je zapsán${more > 0 ? ` (stejně jako ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Na řádku ${count(locale, row)} následuje za uzavírací uvozovkou text, takže uvozovka byla načtena jako součást buňky, která pokračuje až k další uzavírací uvozovce${
      more > 0
        ? ` (totéž na ${plural(locale, more, {
            one: 'dalším # řádku',
            few: 'dalších # řádcích',
            many: 'dalších # řádku',
            other: 'dalších # řádcích',
          })})`
        : ''
    }. Zkontrolujte tento řádek, nebo načtěte soubor s uvozovkami jako prostým textem.`,
  notUtf8: (byte, row) => `Bajt ${byte} na řádku ${count(locale, row)} není UTF-8.`,
  firstUtf8: (row) => `První znak UTF-8 je na řádku ${count(locale, row)}.`,
  filterMark: 'Zobrazit',
  marks: {
    duplicate: 'Duplicity',
    several: 'Více čísel v buňce',
    'unknown-country': 'Nerozpoznaná země',
  },
  exportRows: 'Řádky',
  rowsAll: 'Všechny řádky',
  rowsValid: 'Jen platná čísla',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Zobrazený # řádek',
      few: 'Zobrazené # řádky',
      many: 'Zobrazených # řádku',
      other: 'Zobrazených # řádků',
    }),
  forExcel: 'Pro Excel: ponechat čísla jako text (="+44…")',
  exportHelp:
    'Export ponechá vaše sloupce beze změny a přidá <sloupec s telefonními čísly>_e164 (jen E.164), _country, _type, _status, _reason, _extension, _others a _duplicate_of a nakonec judged_by (verze Telfieldu a libphonenumber-js, které řádek posoudily). Buňka, kterou by tabulkový procesor mohl spustit jako vzorec (začíná znakem =, @ nebo + či -, za nímž následuje víc než telefonní číslo), dostane na začátek apostrof; telefonní čísla se zapisují tak, jak jsou.',
  writeBack: 'Zapsat E.164 do sloupců s telefonními čísly',
  layoutLong: 'Jeden řádek na číslo (pro databázi)',
  copyValid: 'Kopírovat platná čísla včetně duplicit',
  copyUnique: 'Kopírovat platná čísla bez duplicit',
  copied: (n) =>
    plural(locale, n, {
      one: 'Zkopírováno # číslo',
      few: 'Zkopírována # čísla',
      many: 'Zkopírováno # čísla',
      other: 'Zkopírováno # čísel',
    }),
};
