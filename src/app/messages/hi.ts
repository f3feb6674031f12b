// The app shell's words in Hindi (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'फ़ोन नंबरों की जाँच, आपके अपने डिवाइस पर',
  navigation: 'मुख्य',
  check: 'नंबर जाँचें',
  cleanList: 'सूची साफ़ करें',
  useIt: 'अपने ऐप में इस्तेमाल करें',
  updateReady: 'Telfield का नया संस्करण तैयार है।',
  reload: 'फिर से लोड करें',
  loading: 'लोड हो रहा है…',
  language: 'भाषा',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  notFound: 'यह पेज मौजूद नहीं है।',
  backHome: 'जाँच स्क्रीन पर वापस जाएँ',
};
