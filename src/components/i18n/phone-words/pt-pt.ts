// The phone field's words in European Portuguese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'pt-PT';
const digits = (n: number) =>
  plural(locale, n, { one: '# dígito', many: '# de dígitos', other: '# dígitos' });

// A country's name comes in bare ("Portugal", "França", not "a França"), so it leads the sentence: "França: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Extensão',
  countryChanged: (country) => `País alterado: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Só foi colado o primeiro carácter',
      many: 'Só foram colados os primeiros # de caracteres',
      other: 'Só foram colados os primeiros # caracteres',
    })}; ${plural(locale, dropped, {
      one: '# carácter a mais ficou de fora',
      many: '# de caracteres a mais ficaram de fora',
      other: '# caracteres a mais ficaram de fora',
    })}.`,
  nothingToPaste: 'Não foi encontrado nenhum número de telefone no texto colado.',
  didYouMean: 'Queria dizer um número de:',
  pastedNumbers: 'Números no texto colado:',
  moreCountries: (n) =>
    plural(locale, n, { one: 'mais # país', many: 'mais # de países', other: 'mais # países' }),
  required: 'Introduza um número de telefone.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: número demasiado curto.`
      : missing.max === undefined
        ? `${where}: número demasiado curto; ${plural(locale, missing.min, {
            one: 'falta pelo menos # dígito',
            other: 'faltam pelo menos # dígitos',
          })}.`
        : missing.min === missing.max
          ? `${where}: número demasiado curto; ${plural(locale, missing.min, {
              one: 'falta # dígito',
              other: 'faltam # dígitos',
            })}.`
          : `${where}: número demasiado curto; faltam de ${count(locale, missing.min)} a ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: número demasiado longo.`
      : `${where}: número demasiado longo; ${digits(extra)} a mais.`,
  invalidLength: (where) => `${where}: não existem números com este comprimento.`,
  notAccepted: (where) => `${where}: os números deste país não são aceites aqui.`,
  extensionTooLong: (limit) => `A extensão é demasiado longa: no máximo ${digits(limit)}.`,
  unknownCallingCode: (code) => `Nenhum país utiliza o indicativo +${code}.`,
  notANumber: 'Isto não é um número de telefone.',
  invalid: (where) => `${where}: não é um número válido.`,
  addAreaCode: (where) => `${where}: número local, adicione o indicativo regional.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Pesquisar países',
  list: 'Países',
  noMatches: 'Nenhum país encontrado',
  matchCount: (n) => plural(locale, n, { one: '# país', many: '# de países', other: '# países' }),
  preferredGroup: 'Países sugeridos',
  allGroup: 'Todos os países',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Número de telefone',
  selector: 'País',
  international: 'Internacional',
};
