// The playground's words in Malay (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Gunakan dalam aplikasi anda',
  intro: 'npm install telfield — cuba props di sini, lihat apa yang diterima oleh onChange dan salin kodnya.',
  controls: 'Props',
  country: 'Negara lalai',
  noCountry: 'Tiada (antarabangsa)',
  preferred: 'Negara pilihan',
  preferredHint: 'Kod ISO, cth. MY, US',
  language: 'Tempatan',
  disabled: 'Dilumpuhkan',
  controlled: 'Terkawal (value + onChange)',
  unstyled: 'Tanpa gaya (tanpa telfield/style.css)',
  hideLabel: 'Sembunyikan label',
  builtInError: 'Mesej ralat terbina dalam',
  live: 'Komponen',
  payload: 'Apa yang diterima oleh onChange',
  code: 'Kod',
  copyCode: 'Salin kod',
  copied: 'Disalin',
  reference: 'Rujukan',
};
