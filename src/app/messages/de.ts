// The app shell's words in German (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonnummern, geprüft auf Ihrem eigenen Gerät',
  navigation: 'Haupt',
  check: 'Nummer prüfen',
  cleanList: 'Liste bereinigen',
  useIt: 'In Ihrer App verwenden',
  updateReady: 'Eine neue Version von Telfield ist bereit.',
  reload: 'Neu laden',
  loading: 'Wird geladen …',
  language: 'Sprache',
  skipToContent: 'Zum Inhalt springen',
  notFound: 'Diese Seite gibt es nicht.',
  backHome: 'Zurück zur Prüfung',
};
