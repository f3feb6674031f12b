// The Check screen's words in German (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/de';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
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
  types,
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
