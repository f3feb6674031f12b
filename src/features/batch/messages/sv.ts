// The list cleaner's words in Swedish (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/sv';
import type { BatchMessages } from './batch-messages';

const locale = 'sv';
const rows = (n: number) => plural(locale, n, { one: '# rad', other: '# rader' });
const moreRows = (n: number) => plural(locale, n, { one: '# rad till', other: '# rader till' });

export const sv: BatchMessages = {
  steps: ['Läs in', 'Kolumner', 'Rensa', 'Exportera'],
  title: 'Rensa en lista',
  intro:
    'Släpp en CSV-, TSV- eller Excel-fil (.xlsx), eller klistra in nummer. Allt körs på den här datorn, inget laddas upp.',
  file: 'Fil',
  dropHere: 'Släpp en CSV-, TSV- eller Excel-fil (.xlsx) här, eller välj en',
  paste: 'Klistra in nummer',
  usePasted: 'Använd inklistrad text',
  preview: (n) => `Första raderna av ${rows(n)}`,
  hasHeader: 'Första raden är en rubrik',
  phoneColumn: 'Telefonkolumner',
  pickedColumns: (n) => plural(locale, n, { one: '# telefonkolumn', other: '# telefonkolumner' }),
  column: (n) => `Kolumn ${count(locale, n)}`,
  defaultCountry: 'Land för nummer utan +',
  start: 'Starta',
  cancel: 'Avbryt',
  progress: 'Förlopp',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} av ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# rad/s',
      other: '# rader/s',
    })}${secondsLeft === undefined ? '' : `, cirka ${count(locale, Math.ceil(secondsLeft))} s kvar`}`,
  finished: (n, duration) => `Klart: ${rows(n)} på ${seconds(locale, duration)} s.`,
  cancelled: 'Stoppat. Inget ändrades.',
  problems: {
    empty: 'Filen eller texten är tom.',
    binary: 'Det här ser inte ut som en textfil. Välj en CSV-, TSV- eller Excel-fil (.xlsx).',
    'too-large': 'Filen är större än 100 MB (cirka fem miljoner rader). Dela upp den i mindre filer.',
    'too-many-columns': `En rad har fler än ${count(locale, 16384)} kolumner (gränsen för kalkylprogram), så filen lästes inte. Är det en lista med en rad per kontakt?`,
    'no-rows': 'Listan har en rubrikrad men inga rader under den.',
    'no-phone-column': 'Ingen kolumn innehåller telefonnummer.',
    'too-many-rows': 'Listan har fler än fem miljoner rader (utöver rubriken). Dela upp den i mindre filer.',
    unreadable: 'Filen kunde inte läsas. Den kan ha flyttats eller ändrats.',
    worker: 'Något gick fel när numren kontrollerades. Försök igen.',
  },
  reading: (p) => `Läser filen … ${percent(locale, p)}`,
  readAs: 'Teckenkodning',
  encoding: (name) => `Läst som ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Först på rad #.', other: 'Först på raderna #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# tecken kunde inte läsas i den här kodningen (blandade kodningar?) och visas som �.',
      other: '# tecken kunde inte läsas i den här kodningen (blandade kodningar?) och visas som �.',
    })} Telefonnummer påverkas inte om de inte innehåller sådana tecken.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefoncell var längre än 250 tecken; bara de första 250 tecknen lästes.',
      other: '# telefonceller var längre än 250 tecken; bara de första 250 tecknen i varje cell lästes.',
    }),
  countryColumn: 'Landskolumn (SE, SWE, Sverige, +46)',
  noCountryColumn: 'Ingen',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# kolumn till visas inte här.',
      other: '# kolumner till visas inte här.',
    }),
  milestone: (p) => `${percent(locale, p)} klart`,
  reasonNames: {
    'too-short': 'För kort',
    'too-long': 'För långt',
    'invalid-length': 'Fel längd',
    'not-accepted': 'Godtas inte här',
    'extension-too-long': 'För lång anknytning',
    invalid: 'Inte ett giltigt nummer',
    'unknown-calling-code': 'Okänt landsnummer',
    'not-a-number': 'Inget telefonnummer i cellen',
    'no-country': 'Inget känt land: välj ett standardland',
    'spreadsheet-float': 'Ändrat av ett kalkylark (vetenskaplig notation eller .0)',
  },
  types,
  chart: 'Giltiga nummer per land',
  filtering: 'Filtrerar …',
  exporting: 'Förbereder exporten …',
  copyFailed: 'Webbläsaren tillät inte kopiering.',
  summary: 'Sammanfattning',
  statuses: { valid: 'Giltigt', invalid: 'Ogiltigt', empty: 'Tomt' },
  reasons: 'Orsaker',
  numbers: 'Nummer',
  byType: 'Giltiga nummer per typ',
  topCountries: 'Vanligaste länderna',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alla',
  search: 'Sök i resultaten',
  shown: (n, total) => `${count(locale, n)} av ${rows(total)} visas`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internationellt',
    country: 'Land',
    type: 'Typ',
    status: 'Status',
    reason: 'Orsak',
  },
  exportXlsx: 'Exportera Excel-arbetsbok (.xlsx)',
  tooManyForSpreadsheet: `Fler rader än Excel rymmer (${count(locale, 1048576)}): exportera CSV i stället.`,
  sheet: 'Blad',
  exportCsv: 'Exportera CSV',
  validIn: (countries) => `giltigt i ${countries}`,
  duplicateOf: (row) => `samma som rad ${row}`,
  extension: (digits) => `ankn. ${digits}`,
  loadedFile: (name, size) => `Fil: ${name} (${size})`,
  readWithoutQuotes: 'Läs citattecken som vanlig text',
  unclosedQuote: (row) =>
    `Ett citattecken som öppnas på rad ${count(locale, row)} i filen stängs aldrig, så resten av filen lästes som en enda cell på den raden. Stäng citattecknet och läs in filen igen, eller läs citattecken som vanlig text.`,
  quoteInUnquotedCell: (row, more) =>
    `Rad ${count(locale, row)} har ett citattecken i en cell utan citattecken; cellen lästes som den står${more > 0 ? ` (liksom på ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `På rad ${count(locale, row)} följs ett avslutande citattecken av text, så citattecknet lästes som en del av cellen, som fortsätter till nästa avslutande citattecken${more > 0 ? ` (även på ${moreRows(more)})` : ''}. Kontrollera raden, eller läs filen med citattecken som vanlig text.`,
  notUtf8: (byte, row) => `Byte ${byte} på rad ${count(locale, row)} är inte UTF-8.`,
  firstUtf8: (row) => `Första UTF-8-tecknet på rad ${count(locale, row)}.`,
  filterMark: 'Visa',
  marks: {
    duplicate: 'Dubbletter',
    several: 'Flera nummer i en cell',
    'unknown-country': 'Landet känns inte igen',
  },
  exportRows: 'Rader',
  rowsAll: 'Alla rader',
  rowsValid: 'Bara giltiga nummer',
  rowsShown: (n) => plural(locale, n, { one: 'Den # visade raden', other: 'De # visade raderna' }),
  forExcel: 'För Excel: behåll nummer som text (="+44…")',
  exportHelp:
    'Exporten behåller dina kolumner som de var och lägger till <telefonkolumn>_e164 (endast E.164), _country, _type, _status, _reason, _extension, _others och _duplicate_of, sist judged_by (de versioner av Telfield och libphonenumber-js som bedömde raden). En cell som ett kalkylprogram skulle kunna köra som en formel (som börjar med =, @, eller + eller - följt av mer än ett telefonnummer) får en inledande apostrof; telefonnummer skrivs som de är.',
  writeBack: 'Skriv E.164 i telefonkolumnerna',
  layoutLong: 'En rad per nummer (för en databas)',
  copyValid: 'Kopiera giltiga nummer, dubbletter inräknade',
  copyUnique: 'Kopiera giltiga nummer utan dubbletter',
  copied: (n) => plural(locale, n, { one: '# nummer kopierat', other: '# nummer kopierade' }),
};
