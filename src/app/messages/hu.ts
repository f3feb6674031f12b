// The app shell's words in Hungarian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonszámok ellenőrzése a saját eszközén',
  navigation: 'Főmenü',
  check: 'Szám ellenőrzése',
  cleanList: 'Lista tisztítása',
  useIt: 'Használat a saját alkalmazásában',
  updateReady: 'Elérhető a Telfield új verziója.',
  reload: 'Újratöltés',
  loading: 'Betöltés…',
  language: 'Nyelv',
  skipToContent: 'Ugrás a tartalomhoz',
  notFound: 'Ez az oldal nem létezik.',
  backHome: 'Vissza az ellenőrzéshez',
};
