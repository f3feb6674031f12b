// The playground's words in Hindi (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'अपने ऐप में इस्तेमाल करें',
  intro: 'npm install telfield — यहाँ props आज़माएँ, देखें कि onChange को क्या मिलता है, और कोड कॉपी करें।',
  controls: 'Props',
  country: 'डिफ़ॉल्ट देश',
  noCountry: 'कोई नहीं (अंतरराष्ट्रीय)',
  preferred: 'पसंदीदा देश',
  preferredHint: 'ISO कोड, जैसे IN, US',
  language: 'लोकेल',
  disabled: 'अक्षम',
  controlled: 'नियंत्रित (value + onChange)',
  unstyled: 'बिना स्टाइल (telfield/style.css के बिना)',
  hideLabel: 'लेबल छिपाएँ',
  builtInError: 'अंतर्निहित त्रुटि संदेश',
  live: 'कॉम्पोनेंट',
  payload: 'onChange को क्या मिलता है',
  code: 'कोड',
  copyCode: 'कोड कॉपी करें',
  copied: 'कॉपी किया गया',
  reference: 'संदर्भ',
};
