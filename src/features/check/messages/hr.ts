// The Check screen's words in Croatian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/hr';
import type { CheckMessages } from '../check-messages';

// A form's name comes in bare, so it follows a colon rather than taking a case ending.
export const words: CheckMessages = {
  title: 'Provjera telefonskog broja',
  intro:
    'Upišite ili zalijepite broj u bilo kojem obliku. Oblikuje se dok tipkate i provjerava prema pravilima svoje zemlje.',
  result: 'Rezultat',
  empty: 'Unesite broj da biste ga provjerili.',
  valid: 'Valjan broj',
  invalid: 'Još nije valjan',
  notValid: 'Nije valjan',
  lengthOnly: 'Duljina je provjerena; potpuna pravila još se učitavaju.',
  country: 'Zemlja',
  international: 'Međunarodni (bez zemlje)',
  type: 'Vrsta',
  typeUnknown: 'Nepoznato',
  types,
  e164: 'E.164',
  internationalForm: 'Međunarodni',
  nationalForm: 'Nacionalni',
  rfc3966: 'tel: URI',
  extension: 'Kućni broj',
  copy: (what) => `Kopiraj: ${what}`,
  copied: (what) => `Kopirano: ${what}`,
  call: (number) => `Nazovi ${number}`,
  privacy: 'Ništa što upišete ne napušta ovaj preglednik: nema poslužitelja, praćenja ni upita.',
  checkAll: 'Provjerite sve na zaslonu „Čišćenje popisa”',
};
