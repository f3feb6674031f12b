// The phone field's words in French (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import { plural } from '../../../intl/plural';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';

const missingDigits = (n: number) =>
  plural('fr', n, { one: '# chiffre manquant', other: '# chiffres manquants' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Poste',
  countryChanged: (country) => `Pays changé : ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Seuls les ${limit} premiers caractères ont été collés ; ${dropped} autres ont été ignorés.`,
  nothingToPaste: 'Aucun numéro de téléphone trouvé dans le texte collé.',
  didYouMean: 'Vouliez-vous dire un numéro de :',
  pastedNumbers: 'Numéros dans le texte collé :',
  moreCountries: (count) => `${count} de plus`,
  required: 'Saisissez un numéro de téléphone.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Trop court pour ${where}.`
      : missing.max === undefined
        ? `Trop court pour ${where} : au moins ${missingDigits(missing.min)}.`
        : missing.min === missing.max
          ? `Trop court pour ${where} : ${missingDigits(missing.min)}.`
          : `Trop court pour ${where} : ${missing.min} à ${missing.max} chiffres manquants.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Trop long pour ${where}.`
      : `Trop long pour ${where} : ${plural('fr', extra, { one: '# chiffre', other: '# chiffres' })} en trop.`,
  invalidLength: (where) => `Cette longueur n’existe pas pour ${where}.`,
  notAccepted: (where) => `Un numéro de ${where} n’est pas accepté ici.`,
  extensionTooLong: (limit) => `Le poste est trop long : ${limit} chiffres au plus.`,
  unknownCallingCode: (code) => `Aucun pays n’utilise l’indicatif +${code}.`,
  notANumber: 'Ce n’est pas un numéro de téléphone.',
  invalid: (where) => `Numéro non valide pour ${where}.`,
  addAreaCode: (where) => `Ajoutez l’indicatif régional : c’est un numéro local pour ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Rechercher un pays',
  list: 'Pays',
  noMatches: 'Aucun pays ne correspond',
  matchCount: (count) => `${count} pays`,
  preferredGroup: 'Pays suggérés',
  allGroup: 'Tous les pays',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Numéro de téléphone',
  selector: 'Pays',
  international: 'International',
};
