// The Check screen's words in Finnish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/fi';
import type { CheckMessages } from '../check-messages';

// A form's name comes in bare ("Kansainvälinen"), so it follows a colon rather than taking a case ending.
export const words: CheckMessages = {
  title: 'Tarkista puhelinnumero',
  intro:
    'Kirjoita tai liitä numero missä tahansa muodossa. Se muotoillaan kirjoittaessasi ja tarkistetaan maansa sääntöjen mukaan.',
  result: 'Tulos',
  empty: 'Kirjoita numero, niin se tarkistetaan.',
  valid: 'Kelvollinen numero',
  invalid: 'Ei vielä kelvollinen',
  notValid: 'Ei kelvollinen',
  lengthOnly: 'Pituus tarkistettu; kaikkia sääntöjä ladataan vielä.',
  country: 'Maa',
  international: 'Kansainvälinen (ei maata)',
  type: 'Tyyppi',
  typeUnknown: 'Tuntematon',
  types,
  e164: 'E.164',
  internationalForm: 'Kansainvälinen',
  nationalForm: 'Kansallinen',
  rfc3966: 'tel:-URI',
  extension: 'Alanumero',
  copy: (what) => `Kopioi: ${what}`,
  copied: (what) => `Kopioitu: ${what}`,
  call: (number) => `Soita numeroon ${number}`,
  privacy: 'Mikään kirjoittamasi ei poistu tästä selaimesta: ei palvelinta, ei seurantaa, ei hakuja.',
  checkAll: 'Tarkista kaikki Siivoa lista -näkymässä',
};
