// The playground's words in Bengali (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'আপনার অ্যাপে ব্যবহার করুন',
  intro: 'npm install telfield — এখানে props চালিয়ে দেখুন, onChange কী পায় তা দেখুন, এবং কোডটি কপি করুন।',
  controls: 'Props',
  country: 'ডিফল্ট দেশ',
  noCountry: 'কোনোটি নয় (আন্তর্জাতিক)',
  preferred: 'পছন্দের দেশ',
  preferredHint: 'ISO কোড, যেমন BD, US',
  language: 'লোকেল',
  disabled: 'নিষ্ক্রিয়',
  controlled: 'নিয়ন্ত্রিত (value + onChange)',
  unstyled: 'স্টাইল ছাড়া (telfield/style.css ছাড়া)',
  hideLabel: 'লেবেল লুকান',
  builtInError: 'অন্তর্নির্মিত ত্রুটি বার্তা',
  live: 'কম্পোনেন্ট',
  payload: 'onChange কী পায়',
  code: 'কোড',
  copyCode: 'কোড কপি করুন',
  copied: 'কপি করা হয়েছে',
  reference: 'রেফারেন্স',
};
