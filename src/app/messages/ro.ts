// The app shell's words in Romanian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Numere de telefon, verificate pe propriul dispozitiv',
  navigation: 'Principal',
  check: 'Verificați un număr',
  cleanList: 'Curățați o listă',
  useIt: 'Folosiți-l în aplicația dvs.',
  updateReady: 'O nouă versiune Telfield este disponibilă.',
  reload: 'Reîncărcați',
  loading: 'Se încarcă…',
  language: 'Limbă',
  skipToContent: 'Salt la conținut',
  notFound: 'Această pagină nu există.',
  backHome: 'Înapoi la verificare',
};
