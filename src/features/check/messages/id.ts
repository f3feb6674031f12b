// The Check screen's words in Indonesian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/id';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Periksa nomor telepon',
  intro:
    'Ketik atau tempel nomor dalam format apa pun. Nomor diformat saat Anda mengetik dan diperiksa berdasarkan aturan negaranya.',
  result: 'Hasil',
  empty: 'Masukkan nomor untuk memeriksanya.',
  valid: 'Nomor valid',
  invalid: 'Belum valid',
  notValid: 'Tidak valid',
  lengthOnly: 'Panjang sudah diperiksa; aturan lengkapnya masih dimuat.',
  country: 'Negara',
  international: 'Internasional (tanpa negara)',
  type: 'Jenis',
  typeUnknown: 'Tidak diketahui',
  types,
  e164: 'E.164',
  internationalForm: 'Internasional',
  nationalForm: 'Nasional',
  rfc3966: 'URI tel:',
  extension: 'Ekstensi',
  copy: (what) => `Salin ${what}`,
  copied: (what) => `${what} disalin`,
  call: (number) => `Telepon ${number}`,
  privacy:
    'Apa pun yang Anda ketik tidak pernah keluar dari browser ini: tidak ada server, tidak ada pelacakan, dan tidak ada pencarian data.',
  checkAll: 'Periksa semuanya di “Bersihkan daftar”',
};
