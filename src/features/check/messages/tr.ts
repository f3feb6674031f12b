// The Check screen's words in Turkish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/tr';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Telefon numarası doğrula',
  intro:
    'Herhangi bir biçimde bir numara yazın veya yapıştırın. Numara siz yazarken biçimlendirilir ve ülkesinin kurallarına göre doğrulanır.',
  result: 'Sonuç',
  empty: 'Doğrulamak için bir numara girin.',
  valid: 'Geçerli numara',
  invalid: 'Henüz geçerli değil',
  notValid: 'Geçerli değil',
  lengthOnly: 'Uzunluk doğrulandı; tüm kurallar hâlâ yükleniyor.',
  country: 'Ülke',
  international: 'Uluslararası (ülke yok)',
  type: 'Tür',
  typeUnknown: 'Bilinmiyor',
  types,
  e164: 'E.164',
  internationalForm: 'Uluslararası',
  nationalForm: 'Ulusal',
  rfc3966: 'tel: URI',
  extension: 'Dahili',
  copy: (what) => `Kopyala: ${what}`,
  copied: (what) => `Kopyalandı: ${what}`,
  call: (number) => `Ara: ${number}`,
  privacy: 'Yazdığınız hiçbir şey bu tarayıcıdan çıkmaz: sunucu yok, izleme yok, sorgu yok.',
  checkAll: 'Hepsini “Liste temizle” bölümünde doğrulayın',
};
