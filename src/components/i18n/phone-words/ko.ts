// The phone field's words in Korean (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Korean has one plural form (other). A country's name comes in bare and takes no particle (its last sound would
// decide which), so it leads the sentence: "독일: …".
const locale = 'ko';
const digits = (n: number) => plural(locale, n, { other: '#자리' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: '내선',
  countryChanged: (country) => `국가 변경됨: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, { other: '처음 #자' })}만 붙여넣었습니다. ${plural(locale, dropped, { other: '나머지 #자' })}는 제외되었습니다.`,
  nothingToPaste: '붙여넣은 텍스트에서 전화번호를 찾을 수 없습니다.',
  didYouMean: '혹시 다음 국가의 번호인가요?',
  pastedNumbers: '붙여넣은 텍스트의 번호:',
  moreCountries: (n) => plural(locale, n, { other: '#개국 더 보기' }),
  required: '전화번호를 입력하세요.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: 번호가 너무 짧습니다.`
      : missing.max === undefined
        ? `${where}: 번호가 너무 짧습니다. 최소 ${digits(missing.min)}가 더 필요합니다.`
        : missing.min === missing.max
          ? `${where}: 번호가 너무 짧습니다. ${digits(missing.min)}가 더 필요합니다.`
          : `${where}: 번호가 너무 짧습니다. ${count(locale, missing.min)}~${digits(missing.max)}가 더 필요합니다.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: 번호가 너무 깁니다.`
      : `${where}: 번호가 너무 깁니다. ${digits(extra)}가 더 많습니다.`,
  invalidLength: (where) => `${where}: 이 길이의 번호는 사용되지 않습니다.`,
  notAccepted: (where) => `${where}: 이 번호는 여기에서 사용할 수 없습니다.`,
  extensionTooLong: (limit) => `내선 번호가 너무 깁니다(최대 ${digits(limit)}).`,
  unknownCallingCode: (code) => `+${code} 국가 번호를 사용하는 국가가 없습니다.`,
  notANumber: '전화번호가 아닙니다.',
  invalid: (where) => `${where}: 유효한 번호가 아닙니다.`,
  addAreaCode: (where) => `${where}: 지역 번호가 빠진 번호입니다. 지역 번호를 추가하세요.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: '국가 검색',
  list: '국가',
  noMatches: '일치하는 국가가 없습니다',
  matchCount: (n) => plural(locale, n, { other: '#개국' }),
  preferredGroup: '추천 국가',
  allGroup: '모든 국가',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: '전화번호',
  selector: '국가',
  international: '국제',
};
