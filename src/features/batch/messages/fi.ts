// The list cleaner's words in Finnish (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/fi';
import type { BatchMessages } from './batch-messages';

const locale = 'fi';
const rows = (n: number) => plural(locale, n, { one: '# rivi', other: '# riviä' });
// After a numeral an inflected noun stays singular: "5 muulla rivillä".
const moreRows = (n: number) => plural(locale, n, { one: '# muulla rivillä', other: '# muulla rivillä' });

export const fi: BatchMessages = {
  steps: ['Lataa', 'Sarakkeet', 'Siivoa', 'Vie'],
  title: 'Siivoa lista',
  intro:
    'Pudota CSV-, TSV- tai Excel-tiedosto (.xlsx) tai liitä numeroita. Kaikki tapahtuu tällä tietokoneella, mitään ei lähetetä.',
  file: 'Tiedosto',
  dropHere: 'Pudota CSV-, TSV- tai Excel-tiedosto (.xlsx) tähän tai valitse tiedosto',
  paste: 'Liitä numeroita',
  usePasted: 'Käytä liitettyä tekstiä',
  preview: (n) => `Ensimmäiset rivit (yhteensä ${rows(n)})`,
  hasHeader: 'Ensimmäinen rivi on otsikkorivi',
  phoneColumn: 'Puhelinsarakkeet',
  pickedColumns: (n) => plural(locale, n, { one: '# puhelinsarake', other: '# puhelinsaraketta' }),
  column: (n) => `Sarake ${count(locale, n)}`,
  defaultCountry: 'Maa numeroille ilman +-merkkiä',
  start: 'Aloita',
  cancel: 'Peruuta',
  progress: 'Edistyminen',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# rivi/s',
      other: '# riviä/s',
    })}${secondsLeft === undefined ? '' : `, noin ${count(locale, Math.ceil(secondsLeft))} s jäljellä`}`,
  finished: (n, duration) => `Valmis: ${rows(n)}, ${seconds(locale, duration)} s.`,
  cancelled: 'Pysäytetty. Mitään ei muutettu.',
  problems: {
    empty: 'Tiedosto tai teksti on tyhjä.',
    binary: 'Tämä ei näytä tekstitiedostolta. Valitse CSV-, TSV- tai Excel-tiedosto (.xlsx).',
    'too-large': 'Tiedosto on yli 100 Mt (noin viisi miljoonaa riviä). Jaa se pienempiin tiedostoihin.',
    'too-many-columns': `Jollakin rivillä on yli ${count(locale, 16384)} saraketta (taulukko-ohjelmien raja), joten tiedostoa ei luettu. Onko kyseessä lista, jossa on yksi rivi yhteystietoa kohden?`,
    'no-rows': 'Listassa on otsikkorivi mutta ei rivejä sen alla.',
    'no-phone-column': 'Missään sarakkeessa ei ole puhelinnumeroita.',
    'too-many-rows':
      'Listassa on yli viisi miljoonaa riviä (otsikkorivin lisäksi). Jaa se pienempiin tiedostoihin.',
    unreadable: 'Tiedostoa ei voitu lukea. Se on ehkä siirretty tai sitä on muutettu.',
    worker: 'Numeroiden tarkistuksessa tapahtui virhe. Yritä uudelleen.',
  },
  reading: (p) => `Luetaan tiedostoa… ${percent(locale, p)}`,
  readAs: 'Merkistökoodaus',
  encoding: (name) => `Luettu koodauksella ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Ensimmäiset rivillä #.', other: 'Ensimmäiset riveillä #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# merkki jäi lukematta tällä koodauksella (sekalaisia koodauksia?), ja se näytetään merkkinä �.',
      other:
        '# merkkiä jäi lukematta tällä koodauksella (sekalaisia koodauksia?), ja ne näytetään merkkeinä �.',
    })} Puhelinnumeroihin tämä vaikuttaa vain, jos niissä on tällaisia merkkejä.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# puhelinsolussa oli yli 250 merkkiä; siitä luettiin vain 250 ensimmäistä merkkiä.',
      other: '# puhelinsolussa oli yli 250 merkkiä; kustakin luettiin vain 250 ensimmäistä merkkiä.',
    }),
  countryColumn: 'Maasarake (FI, FIN, Suomi, +358)',
  noCountryColumn: 'Ei mitään',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Lisäksi # sarake, jota ei näytetä tässä.',
      other: 'Lisäksi # saraketta, joita ei näytetä tässä.',
    }),
  milestone: (p) => `${percent(locale, p)} valmiina`,
  reasonNames: {
    'too-short': 'Liian lyhyt',
    'too-long': 'Liian pitkä',
    'invalid-length': 'Väärä pituus',
    'not-accepted': 'Ei hyväksytä tässä',
    'extension-too-long': 'Liian pitkä alanumero',
    invalid: 'Ei kelvollinen numero',
    'unknown-calling-code': 'Tuntematon maatunnus',
    'not-a-number': 'Solussa ei ole puhelinnumeroa',
    'no-country': 'Maata ei tiedetä: valitse oletusmaa',
    'spreadsheet-float': 'Taulukko-ohjelman muuttama (tieteellinen merkintä tai .0)',
  },
  types,
  chart: 'Kelvolliset numerot maittain',
  filtering: 'Suodatetaan…',
  exporting: 'Valmistellaan vientiä…',
  copyFailed: 'Selain ei sallinut kopiointia.',
  summary: 'Yhteenveto',
  statuses: { valid: 'Kelvollinen', invalid: 'Ei kelvollinen', empty: 'Tyhjä' },
  reasons: 'Syyt',
  numbers: 'Numerot',
  byType: 'Kelvolliset numerot tyypeittäin',
  topCountries: 'Yleisimmät maat',
  filterStatus: 'Tila',
  filterCountry: 'Maa',
  all: 'Kaikki',
  search: 'Hae tuloksista',
  shown: (n, total) => `Näytetään ${count(locale, n)} / ${rows(total)}`,
  columns: {
    row: '#',
    original: 'Alkuperäinen',
    e164: 'E.164',
    international: 'Kansainvälinen',
    country: 'Maa',
    type: 'Tyyppi',
    status: 'Tila',
    reason: 'Syy',
  },
  exportXlsx: 'Vie Excel-työkirjana (.xlsx)',
  tooManyForSpreadsheet: `Rivejä on enemmän kuin Exceliin mahtuu (${count(locale, 1048576)}): vie CSV-tiedostona.`,
  sheet: 'Taulukko',
  exportCsv: 'Vie CSV-tiedostona',
  validIn: (countries) => `kelvollinen: ${countries}`,
  duplicateOf: (row) => `sama kuin rivi ${row}`,
  extension: (digits) => `alanro ${digits}`,
  loadedFile: (name, size) => `Tiedosto: ${name} (${size})`,
  readWithoutQuotes: 'Lue lainausmerkit tavallisena tekstinä',
  unclosedQuote: (row) =>
    `Tiedoston rivillä ${count(locale, row)} avattua lainausmerkkiä ei suljeta koskaan, joten tiedoston loppu luettiin yhdeksi tämän rivin soluksi. Sulje lainausmerkki ja lataa tiedosto uudelleen tai lue lainausmerkit tavallisena tekstinä.`,
  quoteInUnquotedCell: (row, more) =>
    `Rivillä ${count(locale, row)} on lainausmerkki solussa, jota ei ole lainausmerkeissä; solu luettiin sellaisenaan${more > 0 ? ` (samoin ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Rivillä ${count(locale, row)} sulkevaa lainausmerkkiä seuraa tekstiä, joten lainausmerkki luettiin osaksi solua, joka jatkuu seuraavaan sulkevaan lainausmerkkiin${more > 0 ? ` (samoin ${moreRows(more)})` : ''}. Tarkista rivi tai lue tiedosto niin, että lainausmerkit ovat tavallista tekstiä.`,
  notUtf8: (byte, row) => `Tavu ${byte} rivillä ${count(locale, row)} ei ole UTF-8:aa.`,
  firstUtf8: (row) => `Ensimmäinen UTF-8-merkki rivillä ${count(locale, row)}.`,
  filterMark: 'Näytä',
  marks: {
    duplicate: 'Kaksoiskappaleet',
    several: 'Useita numeroita samassa solussa',
    'unknown-country': 'Maata ei tunnistettu',
  },
  exportRows: 'Rivit',
  rowsAll: 'Kaikki rivit',
  rowsValid: 'Vain kelvolliset numerot',
  rowsShown: (n) => plural(locale, n, { one: 'Näytetty # rivi', other: 'Näytetyt # riviä' }),
  forExcel: 'Excelille: säilytä numerot tekstinä (="+44…")',
  exportHelp:
    'Vienti säilyttää sarakkeesi ennallaan ja lisää sarakkeet <puhelinsarake>_e164 (vain E.164), _country, _type, _status, _reason, _extension, _others ja _duplicate_of sekä lopuksi judged_by (rivin arvioineet Telfield- ja libphonenumber-js-versiot). Solun, jonka taulukko-ohjelma voisi suorittaa kaavana (alkaa merkillä =, @ tai + tai - ja sen jälkeen on muutakin kuin puhelinnumero), alkuun lisätään heittomerkki; puhelinnumerot kirjoitetaan sellaisinaan.',
  writeBack: 'Kirjoita E.164 puhelinsarakkeisiin',
  layoutLong: 'Yksi rivi numeroa kohden (tietokantaa varten)',
  copyValid: 'Kopioi kelvolliset numerot kaksoiskappaleineen',
  copyUnique: 'Kopioi kelvolliset numerot ilman kaksoiskappaleita',
  copied: (n) => plural(locale, n, { one: '# numero kopioitu', other: '# numeroa kopioitu' }),
};
