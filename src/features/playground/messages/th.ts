// The playground's words in Thai (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'ใช้ในแอปของคุณ',
  intro: 'npm install telfield — ลองใช้ props ที่นี่ ดูว่า onChange ได้รับอะไร แล้วคัดลอกโค้ด',
  controls: 'Props',
  country: 'ประเทศเริ่มต้น',
  noCountry: 'ไม่มี (ระหว่างประเทศ)',
  preferred: 'ประเทศที่ต้องการ',
  preferredHint: 'รหัส ISO เช่น TH, US',
  language: 'ภาษาและภูมิภาค (locale)',
  disabled: 'ปิดใช้งาน',
  controlled: 'แบบควบคุม (value + onChange)',
  unstyled: 'ไม่มีสไตล์ (ไม่ใช้ telfield/style.css)',
  hideLabel: 'ซ่อนป้ายกำกับ',
  builtInError: 'ข้อความแสดงข้อผิดพลาดในตัว',
  live: 'คอมโพเนนต์',
  payload: 'สิ่งที่ onChange ได้รับ',
  code: 'โค้ด',
  copyCode: 'คัดลอกโค้ด',
  copied: 'คัดลอกแล้ว',
  reference: 'ข้อมูลอ้างอิง',
};
