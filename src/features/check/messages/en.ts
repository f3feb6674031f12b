// The Check screen's words in English: at hand, and the fallback of every other language.
import { types } from '../../../components/i18n/number-types/en';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
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
  types,
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
