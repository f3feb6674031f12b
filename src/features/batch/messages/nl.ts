// The list cleaner's words in Dutch (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/nl';
import type { BatchMessages } from './batch-messages';

const locale = 'nl';
const rows = (n: number) => plural(locale, n, { one: '# rij', other: '# rijen' });
const moreRows = (n: number) => plural(locale, n, { one: 'nog # rij', other: 'nog # rijen' });

export const words: BatchMessages = {
  steps: ['Laden', 'Kolommen', 'Opschonen', 'Exporteren'],
  title: 'Lijst opschonen',
  intro:
    'Sleep een CSV-, TSV- of Excel-bestand (.xlsx) hierheen of plak nummers. Alles draait op deze computer; er wordt niets geüpload.',
  file: 'Bestand',
  dropHere: 'Sleep een CSV-, TSV- of Excel-bestand (.xlsx) hierheen of kies er een',
  paste: 'Nummers plakken',
  usePasted: 'Geplakte tekst gebruiken',
  preview: (n) => `Eerste rijen (van in totaal ${rows(n)})`,
  hasHeader: 'Eerste rij is een kop',
  phoneColumn: 'Telefoonkolommen',
  pickedColumns: (n) => plural(locale, n, { one: '# telefoonkolom', other: '# telefoonkolommen' }),
  column: (n) => `Kolom ${count(locale, n)}`,
  defaultCountry: 'Land voor nummers zonder +',
  start: 'Starten',
  cancel: 'Annuleren',
  progress: 'Voortgang',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} van ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# rij/s',
      other: '# rijen/s',
    })}${secondsLeft === undefined ? '' : `, nog ongeveer ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Klaar: ${rows(n)} in ${seconds(locale, duration)} s.`,
  cancelled: 'Gestopt. Er is niets gewijzigd.',
  problems: {
    empty: 'Het bestand of de tekst is leeg.',
    binary: 'Dit lijkt geen tekstbestand. Kies een CSV-, TSV- of Excel-bestand (.xlsx).',
    'too-large':
      'Dit bestand is groter dan 100 MB (ongeveer vijf miljoen rijen). Splits het in kleinere bestanden.',
    'too-many-columns':
      'Een rij heeft meer dan 16.384 kolommen (de grens van spreadsheets), dus het bestand is niet gelezen. Is het een lijst met één rij per contact?',
    'no-rows': 'De lijst heeft een kop, maar geen rijen eronder.',
    'no-phone-column': 'Geen enkele kolom bevat telefoonnummers.',
    'too-many-rows':
      'Deze lijst heeft meer dan vijf miljoen rijen (naast een kop). Splits hem in kleinere bestanden.',
    unreadable: 'Het bestand kon niet worden gelezen. Misschien is het verplaatst of gewijzigd.',
    worker: 'Er ging iets mis bij het controleren van de nummers. Probeer het opnieuw.',
  },
  reading: (p) => `Bestand lezen… ${percent(locale, p)}`,
  readAs: 'Tekencodering',
  encoding: (name) => `Gelezen als ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Eerst op regel #.', other: 'Eerst op de regels #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# teken kon in deze codering niet worden gelezen (gemengde coderingen?) en wordt getoond als �.',
      other:
        '# tekens konden in deze codering niet worden gelezen (gemengde coderingen?) en worden getoond als �.',
    })} Dit heeft alleen gevolgen voor telefoonnummers die zulke tekens bevatten.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefooncel was langer dan 250 tekens; alleen de eerste 250 tekens zijn gelezen.',
      other:
        '# telefooncellen waren langer dan 250 tekens; van elke cel zijn alleen de eerste 250 tekens gelezen.',
    }),
  countryColumn: 'Landkolom (NL, NLD, Nederland, +31)',
  noCountryColumn: 'Geen',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Nog # kolom wordt hier niet getoond.',
      other: 'Nog # kolommen worden hier niet getoond.',
    }),
  milestone: (p) => `${percent(locale, p)} klaar`,
  reasonNames: {
    'too-short': 'Te kort',
    'too-long': 'Te lang',
    'invalid-length': 'Verkeerde lengte',
    'not-accepted': 'Hier niet geaccepteerd',
    'extension-too-long': 'Toestelnummer te lang',
    invalid: 'Geen geldig nummer',
    'unknown-calling-code': 'Onbekend landnummer',
    'not-a-number': 'Geen telefoonnummer in de cel',
    'no-country': 'Geen land bekend: kies een standaardland',
    'spreadsheet-float': 'Gewijzigd door een spreadsheet (wetenschappelijke notatie of .0)',
  },
  types,
  chart: 'Geldige nummers per land',
  filtering: 'Filteren…',
  exporting: 'Export voorbereiden…',
  copyFailed: 'De browser stond kopiëren niet toe.',
  summary: 'Samenvatting',
  statuses: { valid: 'Geldig', invalid: 'Ongeldig', empty: 'Leeg' },
  reasons: 'Redenen',
  numbers: 'Nummers',
  byType: 'Geldige nummers per type',
  topCountries: 'Meest voorkomende landen',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Resultaten doorzoeken',
  shown: (n, total) =>
    `${count(locale, n)} van ${plural(locale, total, { one: '# rij getoond', other: '# rijen getoond' })}`,
  columns: {
    row: '#',
    original: 'Origineel',
    e164: 'E.164',
    international: 'Internationaal',
    country: 'Land',
    type: 'Type',
    status: 'Status',
    reason: 'Reden',
  },
  exportXlsx: 'Excel-werkmap exporteren (.xlsx)',
  tooManyForSpreadsheet: 'Meer rijen dan Excel aankan (1.048.576): exporteer in plaats daarvan naar CSV.',
  sheet: 'Werkblad',
  exportCsv: 'CSV exporteren',
  validIn: (countries) => `geldig in ${countries}`,
  duplicateOf: (row) => `zelfde als rij ${row}`,
  extension: (digits) => `toestel ${digits}`,
  loadedFile: (name, size) => `Bestand: ${name} (${size})`,
  readWithoutQuotes: 'Aanhalingstekens als gewone tekst lezen',
  unclosedQuote: (row) =>
    `Een aanhalingsteken dat in rij ${count(locale, row)} van het bestand wordt geopend, wordt nooit gesloten; daardoor is de rest van het bestand gelezen als één cel van die rij. Sluit het aanhalingsteken en laad het bestand opnieuw, of lees de aanhalingstekens als gewone tekst.`,
  quoteInUnquotedCell: (row, more) =>
    `Rij ${count(locale, row)} heeft een aanhalingsteken in een cel zonder aanhalingstekens; de cel is gelezen zoals hij er staat${more > 0 ? ` (net als in ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `In rij ${count(locale, row)} volgt tekst op een sluitend aanhalingsteken; daarom is het aanhalingsteken gelezen als deel van de cel, die doorloopt tot het volgende sluitende aanhalingsteken${more > 0 ? ` (ook in ${moreRows(more)})` : ''}. Controleer die rij of lees het bestand met aanhalingstekens als gewone tekst.`,
  notUtf8: (byte, row) => `Byte ${byte} in rij ${count(locale, row)} is geen UTF-8.`,
  firstUtf8: (row) => `Eerste UTF-8-teken in rij ${count(locale, row)}.`,
  filterMark: 'Tonen',
  marks: {
    duplicate: 'Dubbele nummers',
    several: 'Meerdere nummers in een cel',
    'unknown-country': 'Land niet herkend',
  },
  exportRows: 'Rijen',
  rowsAll: 'Alle rijen',
  rowsValid: 'Alleen geldige nummers',
  rowsShown: (n) => plural(locale, n, { one: 'De # getoonde rij', other: 'De # getoonde rijen' }),
  forExcel: 'Voor Excel: nummers als tekst bewaren (="+44…")',
  exportHelp:
    'De export laat je kolommen zoals ze waren en voegt <telefoonkolom>_e164 (alleen E.164), _country, _type, _status, _reason, _extension, _others en _duplicate_of toe, en ten slotte judged_by (de versies van Telfield en libphonenumber-js die de rij hebben beoordeeld). Een cel die een spreadsheet als formule zou kunnen uitvoeren (beginnend met =, @, of + of - gevolgd door meer dan een telefoonnummer) krijgt vooraan een apostrof; telefoonnummers worden geschreven zoals ze zijn.',
  writeBack: 'E.164 in de telefoonkolommen schrijven',
  layoutLong: 'Eén rij per nummer (voor een database)',
  copyValid: 'Geldige nummers kopiëren, inclusief dubbele',
  copyUnique: 'Geldige nummers kopiëren zonder dubbele',
  copied: (n) => plural(locale, n, { one: '# nummer gekopieerd', other: '# nummers gekopieerd' }),
};
