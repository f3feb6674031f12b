// The app shell's words in Thai (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'ตรวจสอบหมายเลขโทรศัพท์บนอุปกรณ์ของคุณเอง',
  navigation: 'หลัก',
  check: 'ตรวจสอบหมายเลข',
  cleanList: 'ทำความสะอาดรายการ',
  useIt: 'ใช้ในแอปของคุณ',
  updateReady: 'Telfield เวอร์ชันใหม่พร้อมใช้งานแล้ว',
  reload: 'โหลดใหม่',
  loading: 'กำลังโหลด…',
  language: 'ภาษา',
  skipToContent: 'ข้ามไปยังเนื้อหา',
  notFound: 'ไม่มีหน้านี้',
  backHome: 'กลับไปที่หน้าตรวจสอบ',
};
