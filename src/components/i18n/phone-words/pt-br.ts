// The phone field's words in Brazilian Portuguese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'pt-BR';
const digits = (n: number) =>
  plural(locale, n, { one: '# dígito', many: '# de dígitos', other: '# dígitos' });

// A country's name comes in bare ("Brasil", not "o Brasil"), so it leads the sentence: "Brasil: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Ramal',
  countryChanged: (country) => `País alterado: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Só o primeiro caractere foi colado',
      many: 'Só os primeiros # de caracteres foram colados',
      other: 'Só os primeiros # caracteres foram colados',
    })}; ${plural(locale, dropped, {
      one: '# caractere a mais ficou de fora',
      many: '# de caracteres a mais ficaram de fora',
      other: '# caracteres a mais ficaram de fora',
    })}.`,
  nothingToPaste: 'Nenhum número de telefone encontrado no texto colado.',
  didYouMean: 'Você quis dizer um número de:',
  pastedNumbers: 'Números no texto colado:',
  moreCountries: (n) =>
    plural(locale, n, { one: 'mais # país', many: 'mais # de países', other: 'mais # países' }),
  required: 'Digite um número de telefone.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: número curto demais.`
      : missing.max === undefined
        ? `${where}: número curto demais; ${plural(locale, missing.min, {
            one: 'falta pelo menos # dígito',
            other: 'faltam pelo menos # dígitos',
          })}.`
        : missing.min === missing.max
          ? `${where}: número curto demais; ${plural(locale, missing.min, {
              one: 'falta # dígito',
              other: 'faltam # dígitos',
            })}.`
          : `${where}: número curto demais; faltam de ${count(locale, missing.min)} a ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: número longo demais.`
      : `${where}: número longo demais; ${digits(extra)} a mais.`,
  invalidLength: (where) => `${where}: não existem números com este comprimento.`,
  notAccepted: (where) => `${where}: números deste país não são aceitos aqui.`,
  extensionTooLong: (limit) => `O ramal é longo demais: no máximo ${digits(limit)}.`,
  unknownCallingCode: (code) => `Nenhum país usa o código +${code}.`,
  notANumber: 'Isto não é um número de telefone.',
  invalid: (where) => `${where}: não é um número válido.`,
  addAreaCode: (where) => `${where}: número local, adicione o código de área (DDD).`,
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
