// The phone field's words in Finnish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'fi';
const digits = (n: number) => plural(locale, n, { one: '# numero', other: '# numeroa' });

// A country's name comes in bare (Finnish would inflect it: "Suomessa"), so it leads the sentence: "Suomi: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Alanumero',
  countryChanged: (country) => `Maa vaihdettu: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Vain ensimmäinen merkki liitettiin',
      other: 'Vain # ensimmäistä merkkiä liitettiin',
    })}; ${plural(locale, dropped, {
      one: '# merkki jätettiin pois',
      other: '# merkkiä jätettiin pois',
    })}.`,
  nothingToPaste: 'Liitetystä tekstistä ei löytynyt puhelinnumeroa.',
  didYouMean: 'Tarkoititko numeroa maassa:',
  pastedNumbers: 'Liitetyn tekstin numerot:',
  moreCountries: (n) => plural(locale, n, { one: '# muu', other: '# muuta' }),
  required: 'Kirjoita puhelinnumero.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: liian lyhyt.`
      : missing.max === undefined
        ? `${where}: liian lyhyt, vähintään ${digits(missing.min)} puuttuu.`
        : missing.min === missing.max
          ? `${where}: liian lyhyt, ${digits(missing.min)} puuttuu.`
          : `${where}: liian lyhyt, ${count(locale, missing.min)}–${digits(missing.max)} puuttuu.`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: liian pitkä.` : `${where}: liian pitkä, ${digits(extra)} liikaa.`,
  invalidLength: (where) => `${where}: tämän pituisia numeroita ei käytetä.`,
  notAccepted: (where) => `${where}: tämän maan numeroita ei hyväksytä tässä.`,
  extensionTooLong: (limit) => `Alanumero on liian pitkä: enintään ${digits(limit)}.`,
  unknownCallingCode: (code) => `Mikään maa ei käytä maatunnusta +${code}.`,
  notANumber: 'Tämä ei ole puhelinnumero.',
  invalid: (where) => `${where}: numero ei ole kelvollinen.`,
  addAreaCode: (where) => `${where}: paikallinen numero, lisää suuntanumero.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Hae maata',
  list: 'Maat',
  noMatches: 'Yksikään maa ei vastaa hakua',
  matchCount: (n) => plural(locale, n, { one: '# maa', other: '# maata' }),
  preferredGroup: 'Ehdotetut maat',
  allGroup: 'Kaikki maat',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Puhelinnumero',
  selector: 'Maa',
  international: 'Kansainvälinen',
};
