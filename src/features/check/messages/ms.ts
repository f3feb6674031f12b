// The Check screen's words in Malay (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ms';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Semak nombor telefon',
  intro:
    'Taip atau tampal nombor dalam sebarang format. Nombor diformatkan semasa anda menaip dan disemak mengikut peraturan negaranya.',
  result: 'Keputusan',
  empty: 'Masukkan nombor untuk menyemaknya.',
  valid: 'Nombor sah',
  invalid: 'Belum sah',
  notValid: 'Tidak sah',
  lengthOnly: 'Panjang telah disemak; peraturan penuh masih dimuatkan.',
  country: 'Negara',
  international: 'Antarabangsa (tiada negara)',
  type: 'Jenis',
  typeUnknown: 'Tidak diketahui',
  types,
  e164: 'E.164',
  internationalForm: 'Antarabangsa',
  nationalForm: 'Dalam negara',
  rfc3966: 'URI tel:',
  extension: 'Sambungan',
  copy: (what) => `Salin ${what}`,
  copied: (what) => `${what} disalin`,
  call: (number) => `Hubungi ${number}`,
  privacy:
    'Apa-apa yang anda taip tidak akan keluar dari pelayar ini: tiada pelayan, tiada penjejakan dan tiada carian luar.',
  checkAll: 'Semak semuanya dalam “Bersihkan senarai”',
};
