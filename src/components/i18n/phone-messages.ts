import { FIRST_PAINT_WORDS } from './first-paint-words';
import type { Locale } from './locale';
import type { MissingDigits } from '../../phone/judge/validation';

/** Every string the phone field shows or announces, per UI language. */
export interface PhoneMessages {
  readonly phoneNumber: string;
  readonly extension: string;
  readonly international: string;
  readonly countryChanged: (country: string) => string;
  readonly pasteTruncated: (limit: number, dropped: number) => string;
  readonly nothingToPaste: string;
  /** Before the countries a number typed under the wrong country is valid in, each a button. */
  readonly didYouMean: string;
  /** Before the numbers of a paste that held several, each a button. */
  readonly pastedNumbers: string;
  /** The button that shows the rest of those countries. */
  readonly moreCountries: (count: number) => string;
  readonly required: string;
  /**
   * Incomplete. `missing`: how many more digits can make it valid, min to max (max undefined: "at least"); an exact
   * count only when min === max. undefined: no count.
   */
  readonly tooShort: (where: string, missing: MissingDigits | undefined) => string;
  readonly tooLong: (where: string, extra: number | undefined) => string;
  readonly invalidLength: (where: string) => string;
  /** A valid number of a country the field does not take (its `countries`). */
  readonly notAccepted: (where: string) => string;
  /** An extension longer than `limit` digits: shown whole, never cut. */
  readonly extensionTooLong: (limit: number) => string;
  readonly unknownCallingCode: (code: string) => string;
  readonly notANumber: string;
  readonly invalid: (where: string) => string;
}

const en: PhoneMessages = {
  phoneNumber: FIRST_PAINT_WORDS.en.phoneNumber,
  extension: 'Extension',
  international: FIRST_PAINT_WORDS.en.international,
  countryChanged: (country) => `Country changed to ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Only the first ${limit} characters were pasted; ${dropped} more were left out.`,
  nothingToPaste: 'No phone number found in the pasted text.',
  didYouMean: 'Did you mean a number in:',
  pastedNumbers: 'Numbers in the pasted text:',
  moreCountries: (count) => `${count} more`,
  required: 'Enter a phone number.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Too short for ${where}.`
      : missing.max === undefined
        ? `Too short for ${where}: at least ${missing.min} more ${missing.min === 1 ? 'digit' : 'digits'} expected.`
        : missing.min === missing.max
          ? `Too short for ${where}: ${missing.min} more ${missing.min === 1 ? 'digit' : 'digits'} expected.`
          : `Too short for ${where}: ${missing.min} to ${missing.max} more digits expected.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Too long for ${where}.`
      : `Too long for ${where}: ${extra} ${extra === 1 ? 'digit' : 'digits'} too many.`,
  invalidLength: (where) => `This length is not used in ${where}.`,
  notAccepted: (where) => `A number in ${where} is not accepted here.`,
  extensionTooLong: (limit) => `The extension is too long: at most ${limit} digits.`,
  unknownCallingCode: (code) => `No country uses the calling code +${code}.`,
  notANumber: 'This is not a phone number.',
  invalid: (where) => `Not a valid number in ${where}.`,
};

const de: PhoneMessages = {
  phoneNumber: FIRST_PAINT_WORDS.de.phoneNumber,
  extension: 'Durchwahl',
  international: FIRST_PAINT_WORDS.de.international,
  countryChanged: (country) => `Land geändert zu ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Nur die ersten ${limit} Zeichen wurden eingefügt; ${dropped} weitere wurden weggelassen.`,
  nothingToPaste: 'Im eingefügten Text wurde keine Telefonnummer gefunden.',
  didYouMean: 'Meinten Sie eine Nummer in:',
  pastedNumbers: 'Nummern im eingefügten Text:',
  moreCountries: (count) => `${count} weitere`,
  required: 'Bitte eine Telefonnummer eingeben.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Zu kurz für ${where}.`
      : missing.max === undefined
        ? `Zu kurz für ${where}: mindestens ${missing.min} ${missing.min === 1 ? 'weitere Ziffer' : 'weitere Ziffern'} erwartet.`
        : missing.min === missing.max
          ? `Zu kurz für ${where}: ${missing.min} ${missing.min === 1 ? 'weitere Ziffer' : 'weitere Ziffern'} erwartet.`
          : `Zu kurz für ${where}: ${missing.min} bis ${missing.max} weitere Ziffern erwartet.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Zu lang für ${where}.`
      : `Zu lang für ${where}: ${extra} ${extra === 1 ? 'Ziffer' : 'Ziffern'} zu viel.`,
  invalidLength: (where) => `Diese Länge gibt es in ${where} nicht.`,
  notAccepted: (where) => `Eine Nummer in ${where} wird hier nicht angenommen.`,
  extensionTooLong: (limit) => `Die Durchwahl ist zu lang: höchstens ${limit} Ziffern.`,
  unknownCallingCode: (code) => `Kein Land verwendet die Vorwahl +${code}.`,
  notANumber: 'Das ist keine Telefonnummer.',
  invalid: (where) => `Keine gültige Nummer in ${where}.`,
};

const fr: PhoneMessages = {
  phoneNumber: FIRST_PAINT_WORDS.fr.phoneNumber,
  extension: 'Poste',
  international: FIRST_PAINT_WORDS.fr.international,
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
        ? `Trop court pour ${where} : au moins ${missing.min} ${missing.min === 1 ? 'chiffre manquant' : 'chiffres manquants'}.`
        : missing.min === missing.max
          ? `Trop court pour ${where} : ${missing.min} ${missing.min === 1 ? 'chiffre manquant' : 'chiffres manquants'}.`
          : `Trop court pour ${where} : ${missing.min} à ${missing.max} chiffres manquants.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Trop long pour ${where}.`
      : `Trop long pour ${where} : ${extra} ${extra === 1 ? 'chiffre' : 'chiffres'} en trop.`,
  invalidLength: (where) => `Cette longueur n’existe pas pour ${where}.`,
  notAccepted: (where) => `Un numéro de ${where} n’est pas accepté ici.`,
  extensionTooLong: (limit) => `Le poste est trop long : ${limit} chiffres au plus.`,
  unknownCallingCode: (code) => `Aucun pays n’utilise l’indicatif +${code}.`,
  notANumber: 'Ce n’est pas un numéro de téléphone.',
  invalid: (where) => `Numéro non valide pour ${where}.`,
};

const es: PhoneMessages = {
  phoneNumber: FIRST_PAINT_WORDS.es.phoneNumber,
  extension: 'Extensión',
  international: FIRST_PAINT_WORDS.es.international,
  countryChanged: (country) => `País cambiado a ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Solo se pegaron los primeros ${limit} caracteres; se omitieron ${dropped} más.`,
  nothingToPaste: 'No se encontró ningún número de teléfono en el texto pegado.',
  didYouMean: '¿Quería decir un número de:',
  pastedNumbers: 'Números en el texto pegado:',
  moreCountries: (count) => `${count} más`,
  required: 'Introduce un número de teléfono.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Demasiado corto para ${where}.`
      : missing.max === undefined
        ? `Demasiado corto para ${where}: ${missing.min === 1 ? 'falta al menos 1 dígito' : `faltan al menos ${missing.min} dígitos`}.`
        : missing.min === missing.max
          ? `Demasiado corto para ${where}: ${missing.min === 1 ? 'falta 1 dígito' : `faltan ${missing.min} dígitos`}.`
          : `Demasiado corto para ${where}: faltan de ${missing.min} a ${missing.max} dígitos.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Demasiado largo para ${where}.`
      : `Demasiado largo para ${where}: ${extra === 1 ? 'sobra 1 dígito' : `sobran ${extra} dígitos`}.`,
  invalidLength: (where) => `Esta longitud no se usa en ${where}.`,
  notAccepted: (where) => `Aquí no se acepta un número de ${where}.`,
  extensionTooLong: (limit) => `La extensión es demasiado larga: ${limit} dígitos como máximo.`,
  unknownCallingCode: (code) => `Ningún país usa el prefijo +${code}.`,
  notANumber: 'Esto no es un número de teléfono.',
  invalid: (where) => `No es un número válido en ${where}.`,
};

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
const ar: PhoneMessages = {
  phoneNumber: FIRST_PAINT_WORDS.ar.phoneNumber,
  extension: 'الرقم الداخلي',
  international: FIRST_PAINT_WORDS.ar.international,
  countryChanged: (country) => `تم تغيير البلد إلى ${country}`,
  pasteTruncated: (limit, dropped) => `تم لصق أول ${limit} حرفًا فقط؛ عدد الأحرف المحذوفة: ${dropped}.`,
  nothingToPaste: 'لم يتم العثور على رقم هاتف في النص الملصق.',
  didYouMean: 'هل تقصد رقمًا في:',
  pastedNumbers: 'الأرقام في النص الملصق:',
  moreCountries: (count) => `${count} أخرى`,
  required: 'أدخل رقم هاتف.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `الرقم قصير جدًا بالنسبة إلى ${where}.`
      : missing.max === undefined
        ? `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: ${missing.min} على الأقل.`
        : missing.min === missing.max
          ? `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: ${missing.min}.`
          : `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: من ${missing.min} إلى ${missing.max}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `الرقم طويل جدًا بالنسبة إلى ${where}.`
      : `الرقم طويل جدًا بالنسبة إلى ${where}. عدد الأرقام الزائدة: ${extra}.`,
  invalidLength: (where) => `هذا الطول غير مستخدم في ${where}.`,
  notAccepted: (where) => `لا يُقبل هنا رقم في ${where}.`,
  extensionTooLong: (limit) => `الرقم الداخلي طويل جدًا: ${limit} أرقام على الأكثر.`,
  unknownCallingCode: (code) => `لا يوجد بلد يستخدم رمز الاتصال +${code}.`,
  notANumber: 'هذا ليس رقم هاتف.',
  invalid: (where) => `ليس رقمًا صالحًا في ${where}.`,
};

export const PHONE_MESSAGES: Readonly<Record<Locale, PhoneMessages>> = { en, de, fr, es, ar };
