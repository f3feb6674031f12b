// The Check screen's words in Thai (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/th';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'ตรวจสอบหมายเลขโทรศัพท์',
  intro: 'พิมพ์หรือวางหมายเลขในรูปแบบใดก็ได้ ระบบจะจัดรูปแบบขณะที่คุณพิมพ์และตรวจสอบตามกฎของประเทศนั้น',
  result: 'ผลลัพธ์',
  empty: 'ป้อนหมายเลขเพื่อตรวจสอบ',
  valid: 'หมายเลขถูกต้อง',
  invalid: 'ยังไม่ถูกต้อง',
  notValid: 'ไม่ถูกต้อง',
  lengthOnly: 'ตรวจสอบความยาวแล้ว กำลังโหลดกฎทั้งหมด',
  country: 'ประเทศ',
  international: 'ระหว่างประเทศ (ไม่มีประเทศ)',
  type: 'ประเภท',
  typeUnknown: 'ไม่ทราบ',
  types,
  e164: 'E.164',
  internationalForm: 'รูปแบบระหว่างประเทศ',
  nationalForm: 'รูปแบบในประเทศ',
  rfc3966: 'URI tel:',
  extension: 'หมายเลขต่อ',
  copy: (what) => `คัดลอก ${what}`,
  copied: (what) => `คัดลอก ${what} แล้ว`,
  call: (number) => `โทรหา ${number}`,
  privacy: 'สิ่งที่คุณพิมพ์จะไม่ออกไปนอกเบราว์เซอร์นี้ ไม่มีเซิร์ฟเวอร์ ไม่มีการติดตาม และไม่มีการค้นหาข้อมูลภายนอก',
  checkAll: 'ตรวจสอบทั้งหมดใน “ทำความสะอาดรายการ”',
};
