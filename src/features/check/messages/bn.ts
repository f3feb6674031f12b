// The Check screen's words in Bengali (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/bn';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'ফোন নম্বর যাচাই করুন',
  intro:
    'যেকোনো ফরম্যাটে একটি নম্বর টাইপ বা পেস্ট করুন। টাইপ করার সময়ই এটি ফরম্যাট হয় এবং এর দেশের নিয়ম অনুযায়ী যাচাই করা হয়।',
  result: 'ফলাফল',
  empty: 'যাচাই করতে একটি নম্বর লিখুন।',
  valid: 'বৈধ নম্বর',
  invalid: 'এখনও বৈধ নয়',
  notValid: 'বৈধ নয়',
  lengthOnly: 'দৈর্ঘ্য যাচাই করা হয়েছে; সম্পূর্ণ নিয়মগুলো এখনও লোড হচ্ছে।',
  country: 'দেশ',
  international: 'আন্তর্জাতিক (কোনো দেশ নয়)',
  type: 'ধরন',
  typeUnknown: 'অজানা',
  types,
  e164: 'E.164',
  internationalForm: 'আন্তর্জাতিক',
  nationalForm: 'জাতীয়',
  rfc3966: 'tel: URI',
  extension: 'এক্সটেনশন',
  copy: (what) => `${what} কপি করুন`,
  copied: (what) => `${what} কপি করা হয়েছে`,
  call: (number) => `${number}-এ কল করুন`,
  privacy:
    'আপনি যা টাইপ করেন তার কিছুই এই ব্রাউজারের বাইরে যায় না: কোনো সার্ভার নেই, কোনো ট্র্যাকিং নেই, কোনো লুকআপ নেই।',
  checkAll: '“তালিকা পরিষ্কার করুন”-এ সবগুলো যাচাই করুন',
};
