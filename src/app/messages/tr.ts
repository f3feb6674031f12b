// The app shell's words in Turkish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefon numaraları, kendi cihazınızda doğrulanır',
  navigation: 'Ana menü',
  check: 'Numara doğrula',
  cleanList: 'Liste temizle',
  useIt: 'Uygulamanızda kullanın',
  updateReady: 'Telfield’ın yeni sürümü hazır.',
  reload: 'Yeniden yükle',
  loading: 'Yükleniyor…',
  language: 'Dil',
  skipToContent: 'İçeriğe atla',
  notFound: 'Bu sayfa mevcut değil.',
  backHome: 'Doğrulama ekranına dön',
};
