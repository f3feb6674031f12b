import { types } from '../../../components/i18n/number-types/fr';
import { plural, pluralList, seconds } from '../../../intl/plural';
import type { BatchMessages } from './batch-messages';

export const fr: BatchMessages = {
  steps: ['Charger', 'Colonnes', 'Nettoyer', 'Exporter'],
  title: 'Nettoyer une liste',
  intro:
    'Déposez un fichier CSV, TSV ou Excel (.xlsx), ou collez des numéros. Tout se passe sur cet ordinateur, rien n’est envoyé.',
  file: 'Fichier',
  dropHere: 'Déposez un fichier CSV, TSV ou Excel (.xlsx) ici, ou choisissez-en un',
  paste: 'Coller des numéros',
  usePasted: 'Utiliser le texte collé',
  preview: (rows) => `Premières lignes sur ${rows.toLocaleString('fr')}`,
  hasHeader: 'La première ligne est un en-tête',
  phoneColumn: 'Colonnes des numéros',
  pickedColumns: (n) => plural('fr', n, { one: '# colonne de numéros', other: '# colonnes de numéros' }),
  column: (n) => `Colonne ${n}`,
  defaultCountry: 'Pays des numéros sans +',
  start: 'Démarrer',
  cancel: 'Annuler',
  progress: 'Progression',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('fr')} lignes sur ${total.toLocaleString('fr')}, ${Math.round(perSecond).toLocaleString('fr')} lignes/s${secondsLeft === undefined ? '' : `, environ ${Math.ceil(secondsLeft)} s restantes`}`,
  finished: (rows, duration) =>
    `Terminé : ${plural('fr', rows, { one: '# ligne', many: '# de lignes', other: '# lignes' })} en ${seconds('fr', duration)} s.`,
  cancelled: 'Arrêté. Rien n’a été modifié.',
  problems: {
    empty: 'Le fichier ou le texte est vide.',
    binary: 'Ce n’est pas un fichier texte. Choisissez un fichier CSV, TSV ou Excel (.xlsx).',
    'too-large':
      'Ce fichier dépasse 100 Mo (environ cinq millions de lignes). Découpez-le en fichiers plus petits.',
    'too-many-columns':
      'Une ligne a plus de 16 384 colonnes (la limite des tableurs) : le fichier n’a pas été lu. Est-ce une liste avec une ligne par contact ?',
    'no-rows': 'La liste a un en-tête mais aucune ligne dessous.',
    'no-phone-column': 'Aucune colonne ne contient de numéros.',
    'too-many-rows': 'Cette liste dépasse cinq millions de lignes. Découpez-la en fichiers plus petits.',
    unreadable: 'Le fichier n’a pas pu être lu. Il a peut-être été déplacé ou modifié.',
    worker: 'Un problème est survenu pendant la vérification. Veuillez réessayer.',
  },
  reading: (percent) => `Lecture du fichier… ${percent} %`,
  readAs: 'Encodage du texte',
  encoding: (name) => `Lu en ${name}.`,
  replacedLines: (...lines) =>
    pluralList('fr', lines, { one: 'D’abord à la ligne #.', other: 'D’abord aux lignes #.' }),
  replaced: (n) =>
    plural('fr', n, {
      one: '# caractère n’a pas pu être lu dans cet encodage (encodages mélangés ?) et est affiché comme �. Les numéros ne sont touchés que s’ils le contiennent.',
      other:
        '# caractères n’ont pas pu être lus dans cet encodage (encodages mélangés ?) et sont affichés comme �. Les numéros ne sont touchés que s’ils en contiennent.',
    }),
  truncated: (n) =>
    plural('fr', n, {
      one: '# cellule de numéro dépassait 250 caractères ; seuls les 250 premiers ont été lus.',
      other: '# cellules de numéro dépassaient 250 caractères ; seuls les 250 premiers ont été lus.',
    }),
  countryColumn: 'Colonne du pays (FR, FRA, France, +33)',
  noCountryColumn: 'Aucune',
  moreColumns: (n) =>
    plural('fr', n, {
      one: '# autre colonne n’est pas affichée ici.',
      other: '# autres colonnes ne sont pas affichées ici.',
    }),
  milestone: (percent) => `${percent} % effectués`,
  reasonNames: {
    'too-short': 'Trop court',
    'too-long': 'Trop long',
    'invalid-length': 'Mauvaise longueur',
    'not-accepted': 'Non accepté ici',
    'extension-too-long': 'Poste trop long',
    invalid: 'Numéro non valide',
    'unknown-calling-code': 'Indicatif de pays inconnu',
    'not-a-number': 'Pas de numéro dans la cellule',
    'no-country': 'Aucun pays connu : choisissez un pays par défaut',
    'spreadsheet-float': 'Modifié par un tableur (notation scientifique ou .0)',
  },
  types,
  chart: 'Numéros valides par pays',
  filtering: 'Filtrage…',
  exporting: 'Préparation de l’export…',
  copyFailed: 'Le navigateur n’a pas autorisé la copie.',
  summary: 'Résumé',
  statuses: { valid: 'Valide', invalid: 'Non valide', empty: 'Vide' },
  reasons: 'Raisons',
  numbers: 'Numéros',
  byType: 'Numéros valides par type',
  topCountries: 'Pays les plus fréquents',
  filterStatus: 'Statut',
  filterCountry: 'Pays',
  all: 'Tous',
  search: 'Rechercher dans les résultats',
  shown: (n, total) =>
    `${plural('fr', n, { one: '# ligne affichée', other: '# lignes affichées' })} sur ${total.toLocaleString('fr')}`,
  columns: {
    row: 'n°',
    original: 'Original',
    e164: 'E.164',
    international: 'International',
    country: 'Pays',
    type: 'Type',
    status: 'Statut',
    reason: 'Raison',
  },
  exportXlsx: 'Exporter un classeur Excel (.xlsx)',
  tooManyForSpreadsheet: 'Plus de lignes qu’Excel n’en contient (1 048 576) : exportez plutôt en CSV.',
  sheet: 'Feuille',
  exportCsv: 'Exporter en CSV',
  validIn: (countries) => `valide en/au ${countries}`,
  duplicateOf: (row) => `comme la ligne ${row}`,
  extension: (digits) => `poste ${digits}`,
  loadedFile: (name, size) => `Fichier : ${name} (${size})`,
  readWithoutQuotes: 'Lire les guillemets comme du texte',
  unclosedQuote: (row) =>
    `Un guillemet ouvert à la ligne ${row.toLocaleString('fr')} n’est jamais fermé : le reste du fichier a été lu comme une seule cellule de cette ligne. Fermez-le (ou supprimez-le) et chargez à nouveau le fichier.`,
  quoteInUnquotedCell: (row, more) =>
    `La ligne ${row.toLocaleString('fr')} a un guillemet dans une cellule sans guillemets ; elle a été lue telle qu’elle est écrite${more > 0 ? ` (de même que ${plural('fr', more, { one: '# autre ligne', other: '# autres lignes' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `À la ligne ${row.toLocaleString('fr')}, un guillemet fermant est suivi de texte : il a été lu comme partie de la cellule, qui continue jusqu’au guillemet fermant suivant${more > 0 ? ` (de même dans ${plural('fr', more, { one: '# autre ligne', other: '# autres lignes' })})` : ''}. Vérifiez cette ligne, ou lisez le fichier avec les guillemets comme du texte.`,
  notUtf8: (byte, row) => `L’octet ${byte} de la ligne ${row.toLocaleString('fr')} n’est pas de l’UTF-8.`,
  firstUtf8: (row) => `Premier caractère UTF-8 à la ligne ${row.toLocaleString('fr')}.`,
  filterMark: 'Afficher',
  marks: {
    duplicate: 'Doublons',
    several: 'Plusieurs numéros dans une cellule',
    'unknown-country': 'Pays non reconnu',
  },
  exportRows: 'Lignes',
  rowsAll: 'Toutes les lignes',
  rowsValid: 'Numéros valides seulement',
  rowsShown: (count) =>
    plural('fr', count, { one: 'La ligne affichée (#)', other: 'Les # lignes affichées' }),
  forExcel: 'Pour Excel : garder les numéros en texte (="+44…")',
  exportHelp:
    'L’export garde vos colonnes telles quelles et ajoute <colonne de numéros>_e164 (E.164 seulement), _country, _type, _status, _reason, _extension, _others et _duplicate_of, puis judged_by (les versions de Telfield et de libphonenumber-js qui ont jugé la ligne). Une cellule qu’un tableur pourrait exécuter comme formule (commençant par =, @, ou + ou - suivi d’autre chose qu’un numéro) reçoit une apostrophe au début ; les numéros sont écrits tels quels.',
  writeBack: 'Écrire l’E.164 dans les colonnes des numéros',
  layoutLong: 'Une ligne par numéro (pour une base de données)',
  copyValid: 'Copier les numéros valides, doublons compris',
  copyUnique: 'Copier les numéros valides sans doublons',
  copied: (n) => plural('fr', n, { one: '# numéro copié', other: '# numéros copiés' }),
};
