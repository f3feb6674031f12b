// The playground's words in Greek (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Χρήση στην εφαρμογή σας',
  intro:
    'npm install telfield — δοκιμάστε εδώ τα props, δείτε τι λαμβάνει το onChange και αντιγράψτε τον κώδικα.',
  controls: 'Props',
  country: 'Προεπιλεγμένη χώρα',
  noCountry: 'Καμία (διεθνής)',
  preferred: 'Προτιμώμενες χώρες',
  preferredHint: 'Κωδικοί ISO, π.χ. GR, CY',
  language: 'Γλώσσα',
  disabled: 'Απενεργοποιημένο',
  controlled: 'Ελεγχόμενο (value + onChange)',
  unstyled: 'Χωρίς στιλ (χωρίς telfield/style.css)',
  hideLabel: 'Απόκρυψη ετικέτας',
  builtInError: 'Ενσωματωμένο μήνυμα σφάλματος',
  live: 'Το στοιχείο',
  payload: 'Τι λαμβάνει το onChange',
  code: 'Ο κώδικας',
  copyCode: 'Αντιγραφή κώδικα',
  copied: 'Αντιγράφηκε',
  reference: 'Τεκμηρίωση',
};
