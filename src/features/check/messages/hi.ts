// The Check screen's words in Hindi (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/hi';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'फ़ोन नंबर जाँचें',
  intro:
    'किसी भी फ़ॉर्मैट में नंबर टाइप या पेस्ट करें। टाइप करते समय वह फ़ॉर्मैट होता जाता है और उसके देश के नियमों के अनुसार जाँचा जाता है।',
  result: 'परिणाम',
  empty: 'जाँचने के लिए कोई नंबर डालें।',
  valid: 'मान्य नंबर',
  invalid: 'अभी मान्य नहीं',
  notValid: 'मान्य नहीं',
  lengthOnly: 'लंबाई जाँच ली गई है; पूरे नियम अभी लोड हो रहे हैं।',
  country: 'देश',
  international: 'अंतरराष्ट्रीय (कोई देश नहीं)',
  type: 'प्रकार',
  typeUnknown: 'अज्ञात',
  types,
  e164: 'E.164',
  internationalForm: 'अंतरराष्ट्रीय',
  nationalForm: 'राष्ट्रीय',
  rfc3966: 'tel: URI',
  extension: 'एक्सटेंशन',
  copy: (what) => `${what} कॉपी करें`,
  copied: (what) => `${what} कॉपी किया गया`,
  call: (number) => `${number} पर कॉल करें`,
  privacy: 'आप जो भी टाइप करते हैं, वह इस ब्राउज़र से बाहर नहीं जाता: न कोई सर्वर, न ट्रैकिंग, न कोई लुकअप।',
  checkAll: '“सूची साफ़ करें” में सभी जाँचें',
};
