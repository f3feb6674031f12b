// The app shell's words in Bengali (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'ফোন নম্বর যাচাই, আপনার নিজের ডিভাইসেই',
  navigation: 'প্রধান',
  check: 'নম্বর যাচাই করুন',
  cleanList: 'তালিকা পরিষ্কার করুন',
  useIt: 'আপনার অ্যাপে ব্যবহার করুন',
  updateReady: 'Telfield-এর একটি নতুন সংস্করণ প্রস্তুত।',
  reload: 'আবার লোড করুন',
  loading: 'লোড হচ্ছে…',
  language: 'ভাষা',
  skipToContent: 'মূল বিষয়বস্তুতে যান',
  notFound: 'এই পৃষ্ঠাটির অস্তিত্ব নেই।',
  backHome: 'যাচাই স্ক্রিনে ফিরে যান',
};
