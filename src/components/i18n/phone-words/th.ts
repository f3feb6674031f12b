// The phone field's words in Thai (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Thai has one plural form (other); sentences take no full stop. A country's name comes in bare, so it leads the
// sentence: "เยอรมนี: …".
const locale = 'th';
const digits = (n: number) => plural(locale, n, { other: '# หลัก' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'หมายเลขต่อ',
  countryChanged: (country) => `เปลี่ยนประเทศเป็น ${country} แล้ว`,
  pasteTruncated: (limit, dropped) =>
    `วางได้เพียง ${plural(locale, limit, { other: '# อักขระ' })}แรก อีก ${plural(locale, dropped, { other: '# อักขระ' })}ถูกตัดออก`,
  nothingToPaste: 'ไม่พบหมายเลขโทรศัพท์ในข้อความที่วาง',
  didYouMean: 'คุณหมายถึงหมายเลขของประเทศเหล่านี้หรือไม่:',
  pastedNumbers: 'หมายเลขในข้อความที่วาง:',
  moreCountries: (n) => plural(locale, n, { other: 'อีก # ประเทศ' }),
  required: 'โปรดป้อนหมายเลขโทรศัพท์',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: หมายเลขสั้นเกินไป`
      : missing.max === undefined
        ? `${where}: หมายเลขสั้นเกินไป ต้องมีอีกอย่างน้อย ${digits(missing.min)}`
        : missing.min === missing.max
          ? `${where}: หมายเลขสั้นเกินไป ต้องมีอีก ${digits(missing.min)}`
          : `${where}: หมายเลขสั้นเกินไป ต้องมีอีก ${count(locale, missing.min)} ถึง ${digits(missing.max)}`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: หมายเลขยาวเกินไป` : `${where}: หมายเลขยาวเกินไป เกินมา ${digits(extra)}`,
  invalidLength: (where) => `${where}: ไม่มีหมายเลขที่มีความยาวนี้`,
  notAccepted: (where) => `${where}: ไม่รับหมายเลขนี้ที่นี่`,
  extensionTooLong: (limit) => `หมายเลขต่อยาวเกินไป: ไม่เกิน ${digits(limit)}`,
  unknownCallingCode: (code) => `ไม่มีประเทศใดใช้รหัสประเทศ +${code}`,
  notANumber: 'นี่ไม่ใช่หมายเลขโทรศัพท์',
  invalid: (where) => `${where}: หมายเลขไม่ถูกต้อง`,
  addAreaCode: (where) => `${where}: เป็นหมายเลขท้องถิ่น กรุณาเพิ่มรหัสพื้นที่`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'ค้นหาประเทศ',
  list: 'ประเทศ',
  noMatches: 'ไม่พบประเทศที่ตรงกัน',
  matchCount: (n) => plural(locale, n, { other: '# ประเทศ' }),
  preferredGroup: 'ประเทศที่แนะนำ',
  allGroup: 'ทุกประเทศ',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'หมายเลขโทรศัพท์',
  selector: 'ประเทศ',
  international: 'ระหว่างประเทศ',
};
