// The app shell's words in Indonesian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Nomor telepon, diperiksa di perangkat Anda sendiri',
  navigation: 'Utama',
  check: 'Periksa nomor',
  cleanList: 'Bersihkan daftar',
  useIt: 'Gunakan di aplikasi Anda',
  updateReady: 'Versi baru Telfield sudah siap.',
  reload: 'Muat ulang',
  loading: 'Memuat…',
  language: 'Bahasa',
  skipToContent: 'Langsung ke konten',
  notFound: 'Halaman ini tidak ada.',
  backHome: 'Kembali ke layar Periksa',
};
