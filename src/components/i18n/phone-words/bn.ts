// The phone field's words in Bengali (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Bengali's forms are one (0 and 1) and other; counts take the classifier "টি" and Bengali digits (Intl.NumberFormat).
// A country's name comes in bare, so it leads the sentence: "জার্মানি: …".
const locale = 'bn';
const digits = (n: number) => plural(locale, n, { one: '#টি অঙ্ক', other: '#টি অঙ্ক' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'এক্সটেনশন',
  countryChanged: (country) => `দেশ পরিবর্তন করা হয়েছে: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'শুধু প্রথম #টি অক্ষর পেস্ট করা হয়েছে',
      other: 'শুধু প্রথম #টি অক্ষর পেস্ট করা হয়েছে',
    })}; ${plural(locale, dropped, {
      one: 'বাকি #টি অক্ষর বাদ দেওয়া হয়েছে',
      other: 'বাকি #টি অক্ষর বাদ দেওয়া হয়েছে',
    })}।`,
  nothingToPaste: 'পেস্ট করা টেক্সটে কোনো ফোন নম্বর পাওয়া যায়নি।',
  didYouMean: 'আপনি কি এই দেশগুলোর কোনোটির নম্বর বোঝাতে চেয়েছেন:',
  pastedNumbers: 'পেস্ট করা টেক্সটের নম্বরগুলো:',
  moreCountries: (n) => plural(locale, n, { one: 'আরও #টি', other: 'আরও #টি' }),
  required: 'একটি ফোন নম্বর লিখুন।',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: নম্বরটি খুব ছোট।`
      : missing.max === undefined
        ? `${where}: নম্বরটি খুব ছোট; অন্তত আরও ${digits(missing.min)} প্রয়োজন।`
        : missing.min === missing.max
          ? `${where}: নম্বরটি খুব ছোট; আরও ${digits(missing.min)} প্রয়োজন।`
          : `${where}: নম্বরটি খুব ছোট; আরও ${count(locale, missing.min)} থেকে ${digits(missing.max)} প্রয়োজন।`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: নম্বরটি খুব বড়।` : `${where}: নম্বরটি খুব বড়; ${digits(extra)} বেশি।`,
  invalidLength: (where) => `${where}: এই দৈর্ঘ্যের নম্বর ব্যবহৃত হয় না।`,
  notAccepted: (where) => `${where}: এই নম্বর এখানে গ্রহণ করা হয় না।`,
  extensionTooLong: (limit) => `এক্সটেনশনটি খুব বড়: সর্বোচ্চ ${digits(limit)}।`,
  unknownCallingCode: (code) => `কোনো দেশ +${code} কলিং কোড ব্যবহার করে না।`,
  notANumber: 'এটি কোনো ফোন নম্বর নয়।',
  invalid: (where) => `${where}: এটি বৈধ নম্বর নয়।`,
  addAreaCode: (where) => `${where}: এটি একটি স্থানীয় নম্বর, এরিয়া কোড যোগ করুন।`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'দেশ খুঁজুন',
  list: 'দেশসমূহ',
  noMatches: 'কোনো দেশ মেলেনি',
  matchCount: (n) => plural(locale, n, { one: '#টি দেশ', other: '#টি দেশ' }),
  preferredGroup: 'প্রস্তাবিত দেশ',
  allGroup: 'সব দেশ',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'ফোন নম্বর',
  selector: 'দেশ',
  international: 'আন্তর্জাতিক',
};
