// The Check screen's words in Hungarian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/hu';
import type { CheckMessages } from '../check-messages';

// A form's name and a number come in bare, so they follow a colon rather than taking a suffix.
export const words: CheckMessages = {
  title: 'Telefonszám ellenőrzése',
  intro:
    'Írjon be vagy illesszen be egy számot bármilyen formátumban. Gépelés közben formázzuk, és az országa szabályai szerint ellenőrizzük.',
  result: 'Eredmény',
  empty: 'Adjon meg egy számot az ellenőrzéshez.',
  valid: 'Érvényes szám',
  invalid: 'Még nem érvényes',
  notValid: 'Nem érvényes',
  lengthOnly: 'A hossz ellenőrizve; a teljes szabályok még töltődnek.',
  country: 'Ország',
  international: 'Nemzetközi (nincs ország)',
  type: 'Típus',
  typeUnknown: 'Ismeretlen',
  types,
  e164: 'E.164',
  internationalForm: 'Nemzetközi',
  nationalForm: 'Belföldi',
  rfc3966: 'tel: URI',
  extension: 'Mellék',
  copy: (what) => `Másolás: ${what}`,
  copied: (what) => `Másolva: ${what}`,
  call: (number) => `Hívás: ${number}`,
  privacy:
    'Semmi, amit begépel, nem hagyja el ezt a böngészőt: nincs szerver, nincs követés, nincs lekérdezés.',
  checkAll: 'Mind ellenőrzése a „Lista tisztítása” oldalon',
};
