import {
  ENGLISH_COUNTRY_PICKER_LABELS,
  type CountryPickerLabels,
} from '../../react/country-picker/country-picker-labels';
import type { Locale } from './locale';

const de: CountryPickerLabels = {
  selector: 'Land',
  search: 'Länder durchsuchen',
  list: 'Länder',
  noMatches: 'Kein Land gefunden',
  matchCount: (count) => (count === 1 ? '1 Land' : `${count} Länder`),
  international: 'International',
  preferredGroup: 'Vorgeschlagene Länder',
  allGroup: 'Alle Länder',
};

const fr: CountryPickerLabels = {
  selector: 'Pays',
  search: 'Rechercher un pays',
  list: 'Pays',
  noMatches: 'Aucun pays ne correspond',
  matchCount: (count) => `${count} pays`,
  international: 'International',
  preferredGroup: 'Pays suggérés',
  allGroup: 'Tous les pays',
};

const es: CountryPickerLabels = {
  selector: 'País',
  search: 'Buscar países',
  list: 'Países',
  noMatches: 'Ningún país coincide',
  matchCount: (count) => (count === 1 ? '1 país' : `${count} países`),
  international: 'Internacional',
  preferredGroup: 'Países sugeridos',
  allGroup: 'Todos los países',
};

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
const ar: CountryPickerLabels = {
  selector: 'البلد',
  search: 'البحث عن بلد',
  list: 'البلدان',
  noMatches: 'لا يوجد بلد مطابق',
  matchCount: (count) => `عدد البلدان: ${count}`,
  international: 'دولي',
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
