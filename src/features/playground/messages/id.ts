// The playground's words in Indonesian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Gunakan di aplikasi Anda',
  intro: 'npm install telfield — coba props di sini, lihat apa yang diterima onChange, lalu salin kodenya.',
  controls: 'Props',
  country: 'Negara default',
  noCountry: 'Tidak ada (internasional)',
  preferred: 'Negara pilihan',
  preferredHint: 'Kode ISO, mis. ID, US',
  language: 'Lokal',
  disabled: 'Nonaktif',
  controlled: 'Terkontrol (value + onChange)',
  unstyled: 'Tanpa gaya (tanpa telfield/style.css)',
  hideLabel: 'Sembunyikan label',
  builtInError: 'Pesan kesalahan bawaan',
  live: 'Komponen',
  payload: 'Yang diterima onChange',
  code: 'Kode',
  copyCode: 'Salin kode',
  copied: 'Disalin',
  reference: 'Referensi',
};
