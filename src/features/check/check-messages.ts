import type { Locale } from '../../components/i18n/locale';
import { NUMBER_TYPE_WORDS } from '../../components/i18n/number-type-words';
import type { PhoneType } from '../../phone/plan/number-types';

export interface CheckMessages {
  readonly title: string;
  readonly intro: string;
  readonly result: string;
  readonly empty: string;
  readonly valid: string;
  /** While the number is still being typed and more digits can make it valid. */
  readonly invalid: string;
  /** Once the field is left, or when no more digits can help. */
  readonly notValid: string;
  readonly lengthOnly: string;
  readonly country: string;
  readonly international: string;
  readonly type: string;
  readonly typeUnknown: string;
  readonly types: Readonly<Record<PhoneType, string>>;
  readonly e164: string;
  readonly internationalForm: string;
  readonly nationalForm: string;
  readonly rfc3966: string;
  readonly extension: string;
  readonly copy: (what: string) => string;
  readonly copied: (what: string) => string;
  readonly call: (number: string) => string;
  readonly privacy: string;
  /** Sends every number of a paste to Clean a list. */
  readonly checkAll: string;
}

const en: CheckMessages = {
  title: 'Check a phone number',
  intro:
    'Type or paste a number in any format. It is formatted as you type and checked against the rules of its country.',
  result: 'Result',
  empty: 'Enter a number to check it.',
  valid: 'Valid number',
  invalid: 'Not valid yet',
  notValid: 'Not valid',
  lengthOnly: 'Length checked; the full rules are still loading.',
  country: 'Country',
  international: 'International (no country)',
  type: 'Type',
  typeUnknown: 'Unknown',
  types: NUMBER_TYPE_WORDS.en,
  e164: 'E.164',
  internationalForm: 'International',
  nationalForm: 'National',
  rfc3966: 'tel: URI',
  extension: 'Extension',
  copy: (what) => `Copy ${what}`,
  copied: (what) => `${what} copied`,
  call: (number) => `Call ${number}`,
  privacy: 'Nothing you type leaves this browser: there is no server, no tracking and no lookup.',
  checkAll: 'Check them all in Clean a list',
};

const de: CheckMessages = {
  title: 'Telefonnummer prüfen',
  intro:
    'Geben Sie eine Nummer in beliebigem Format ein oder fügen Sie sie ein. Sie wird beim Tippen formatiert und nach den Regeln ihres Landes geprüft.',
  result: 'Ergebnis',
  empty: 'Geben Sie eine Nummer ein, um sie zu prüfen.',
  valid: 'Gültige Nummer',
  invalid: 'Noch nicht gültig',
  notValid: 'Nicht gültig',
  lengthOnly: 'Länge geprüft; die vollständigen Regeln werden noch geladen.',
  country: 'Land',
  international: 'International (kein Land)',
  type: 'Art',
  typeUnknown: 'Unbekannt',
  types: NUMBER_TYPE_WORDS.de,
  e164: 'E.164',
  internationalForm: 'International',
  nationalForm: 'National',
  rfc3966: 'tel:-URI',
  extension: 'Durchwahl',
  copy: (what) => `${what} kopieren`,
  copied: (what) => `${what} kopiert`,
  call: (number) => `${number} anrufen`,
  privacy: 'Nichts, was Sie eingeben, verlässt diesen Browser: kein Server, kein Tracking, keine Abfrage.',
  checkAll: 'Alle in „Liste bereinigen“ prüfen',
};

const fr: CheckMessages = {
  title: 'Vérifier un numéro de téléphone',
  intro:
    'Saisissez ou collez un numéro dans n’importe quel format. Il est mis en forme pendant la saisie et vérifié selon les règles de son pays.',
  result: 'Résultat',
  empty: 'Saisissez un numéro pour le vérifier.',
  valid: 'Numéro valide',
  invalid: 'Pas encore valide',
  notValid: 'Non valide',
  lengthOnly: 'Longueur vérifiée ; les règles complètes sont en cours de chargement.',
  country: 'Pays',
  international: 'International (aucun pays)',
  type: 'Type',
  typeUnknown: 'Inconnu',
  types: NUMBER_TYPE_WORDS.fr,
  e164: 'E.164',
  internationalForm: 'International',
  nationalForm: 'National',
  rfc3966: 'URI tel:',
  extension: 'Poste',
  copy: (what) => `Copier ${what}`,
  copied: (what) => `${what} copié`,
  call: (number) => `Appeler le ${number}`,
  privacy:
    'Rien de ce que vous saisissez ne quitte ce navigateur : aucun serveur, aucun pistage, aucune recherche.',
  checkAll: 'Tous les vérifier dans « Nettoyer une liste »',
};

const es: CheckMessages = {
  title: 'Comprobar un número de teléfono',
  intro:
    'Escribe o pega un número en cualquier formato. Se formatea mientras escribes y se comprueba con las reglas de su país.',
  result: 'Resultado',
  empty: 'Introduce un número para comprobarlo.',
  valid: 'Número válido',
  invalid: 'Aún no es válido',
  notValid: 'No válido',
  lengthOnly: 'Longitud comprobada; las reglas completas aún se están cargando.',
  country: 'País',
  international: 'Internacional (sin país)',
  type: 'Tipo',
  typeUnknown: 'Desconocido',
  types: NUMBER_TYPE_WORDS.es,
  e164: 'E.164',
  internationalForm: 'Internacional',
  nationalForm: 'Nacional',
  rfc3966: 'URI tel:',
  extension: 'Extensión',
  copy: (what) => `Copiar ${what}`,
  copied: (what) => `${what} copiado`,
  call: (number) => `Llamar al ${number}`,
  privacy: 'Nada de lo que escribes sale de este navegador: sin servidor, sin rastreo y sin consultas.',
  checkAll: 'Comprobarlos todos en «Limpiar una lista»',
};

const ar: CheckMessages = {
  title: 'التحقق من رقم هاتف',
  intro: 'اكتب رقمًا أو الصقه بأي تنسيق. يتم تنسيقه أثناء الكتابة والتحقق منه وفق قواعد بلده.',
  result: 'النتيجة',
  empty: 'أدخل رقمًا للتحقق منه.',
  valid: 'رقم صالح',
  invalid: 'غير صالح بعد',
  notValid: 'غير صالح',
  lengthOnly: 'تم التحقق من الطول؛ لا تزال القواعد الكاملة قيد التحميل.',
  country: 'البلد',
  international: 'دولي (بلا بلد)',
  type: 'النوع',
  typeUnknown: 'غير معروف',
  types: NUMBER_TYPE_WORDS.ar,
  e164: 'E.164',
  internationalForm: 'دولي',
  nationalForm: 'محلي',
  rfc3966: 'عنوان tel:',
  extension: 'الرقم الداخلي',
  copy: (what) => `نسخ ${what}`,
  copied: (what) => `تم نسخ ${what}`,
  call: (number) => `اتصل بالرقم ${number}`,
  privacy: 'لا يغادر أي شيء تكتبه هذا المتصفح: لا خادم ولا تتبع ولا استعلام.',
  checkAll: 'تحقق منها كلها في «تنظيف قائمة»',
};

export const CHECK_MESSAGES: Readonly<Record<Locale, CheckMessages>> = { en, de, fr, es, ar };
