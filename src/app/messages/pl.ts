// The app shell's words in Polish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Numery telefonów sprawdzane na Twoim własnym urządzeniu',
  navigation: 'Główna',
  check: 'Sprawdź numer',
  cleanList: 'Wyczyść listę',
  useIt: 'Użyj w swojej aplikacji',
  updateReady: 'Nowa wersja Telfield jest gotowa.',
  reload: 'Wczytaj ponownie',
  loading: 'Wczytywanie…',
  language: 'Język',
  skipToContent: 'Przejdź do treści',
  notFound: 'Ta strona nie istnieje.',
  backHome: 'Wróć do sprawdzania',
};
