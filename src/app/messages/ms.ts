// The app shell's words in Malay (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Nombor telefon, disemak pada peranti anda sendiri',
  navigation: 'Utama',
  check: 'Semak nombor',
  cleanList: 'Bersihkan senarai',
  useIt: 'Gunakan dalam aplikasi anda',
  updateReady: 'Versi baharu Telfield sudah sedia.',
  reload: 'Muat semula',
  loading: 'Memuatkan…',
  language: 'Bahasa',
  skipToContent: 'Langkau ke kandungan',
  notFound: 'Halaman ini tidak wujud.',
  backHome: 'Kembali ke skrin Semak',
};
