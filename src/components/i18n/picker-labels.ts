import { FIRST_PAINT_WORDS } from './first-paint-words';
import {
  ENGLISH_COUNTRY_PICKER_LABELS,
  type CountryPickerLabels,
} from '../../react/country-picker/country-picker-labels';
import type { Locale } from './locale';

const de: CountryPickerLabels = {
  selector: FIRST_PAINT_WORDS.de.selector,
  search: 'Länder durchsuchen',
  list: 'Länder',
  noMatches: 'Kein Land gefunden',
  matchCount: (count) => (count === 1 ? '1 Land' : `${count} Länder`),
  international: FIRST_PAINT_WORDS.de.international,
  preferredGroup: 'Vorgeschlagene Länder',
  allGroup: 'Alle Länder',
};

const fr: CountryPickerLabels = {
  selector: FIRST_PAINT_WORDS.fr.selector,
  search: 'Rechercher un pays',
  list: 'Pays',
  noMatches: 'Aucun pays ne correspond',
  matchCount: (count) => `${count} pays`,
  international: FIRST_PAINT_WORDS.fr.international,
  preferredGroup: 'Pays suggérés',
  allGroup: 'Tous les pays',
};

const es: CountryPickerLabels = {
  selector: FIRST_PAINT_WORDS.es.selector,
  search: 'Buscar países',
  list: 'Países',
  noMatches: 'Ningún país coincide',
  matchCount: (count) => (count === 1 ? '1 país' : `${count} países`),
  international: FIRST_PAINT_WORDS.es.international,
  preferredGroup: 'Países sugeridos',
  allGroup: 'Todos los países',
};

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
const ar: CountryPickerLabels = {
  selector: FIRST_PAINT_WORDS.ar.selector,
  search: 'البحث عن بلد',
  list: 'البلدان',
  noMatches: 'لا يوجد بلد مطابق',
  matchCount: (count) => `عدد البلدان: ${count}`,
  international: FIRST_PAINT_WORDS.ar.international,
  preferredGroup: 'بلدان مقترحة',
  allGroup: 'كل البلدان',
};

export const PICKER_LABELS: Readonly<Record<Locale, CountryPickerLabels>> = {
  en: ENGLISH_COUNTRY_PICKER_LABELS,
  de,
  fr,
  es,
  ar,
};
