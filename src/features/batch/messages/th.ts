// The list cleaner's words in Thai (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/th';
import type { BatchMessages } from './batch-messages';

// Thai has one plural form (other); counts take a classifier ("5 แถว") and sentences take no full stop.
const locale = 'th';
const rows = (n: number) => plural(locale, n, { other: '# แถว' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const th: BatchMessages = {
  steps: ['โหลด', 'คอลัมน์', 'ทำความสะอาด', 'ส่งออก'],
  title: 'ทำความสะอาดรายการ',
  intro: 'ลากไฟล์ CSV, TSV หรือ Excel (.xlsx) มาวาง หรือวางหมายเลข ทุกอย่างทำงานบนคอมพิวเตอร์เครื่องนี้ ไม่มีการอัปโหลดใดๆ',
  file: 'ไฟล์',
  dropHere: 'ลากไฟล์ CSV, TSV หรือ Excel (.xlsx) มาวางที่นี่ หรือเลือกไฟล์',
  paste: 'วางหมายเลข',
  usePasted: 'ใช้ข้อความที่วาง',
  preview: (n) => `แถวแรกๆ (จากทั้งหมด ${rows(n)})`,
  hasHeader: 'แถวแรกเป็นส่วนหัว',
  phoneColumn: 'คอลัมน์หมายเลขโทรศัพท์',
  pickedColumns: (n) => plural(locale, n, { other: 'คอลัมน์หมายเลขโทรศัพท์ # คอลัมน์' }),
  column: (n) => `คอลัมน์ ${count(locale, n)}`,
  defaultCountry: 'ประเทศสำหรับหมายเลขที่ไม่มี +',
  start: 'เริ่ม',
  cancel: 'ยกเลิก',
  progress: 'ความคืบหน้า',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} จาก ${rows(total)} (${plural(locale, Math.round(perSecond), { other: '# แถว/วินาที' })})${secondsLeft === undefined ? '' : ` เหลืออีกประมาณ ${count(locale, Math.ceil(secondsLeft))} วินาที`}`,
  finished: (n, seconds) => `เสร็จแล้ว: ${rows(n)} ใน ${tenths(seconds)} วินาที`,
  cancelled: 'หยุดแล้ว ไม่มีการเปลี่ยนแปลงใดๆ',
  problems: {
    empty: 'ไฟล์หรือข้อความว่างเปล่า',
    binary: 'ไฟล์นี้ดูเหมือนไม่ใช่ไฟล์ข้อความ โปรดเลือกไฟล์ CSV, TSV หรือ Excel (.xlsx)',
    'too-large': `ไฟล์นี้มีขนาดใหญ่กว่า ${count(locale, 100)} MB (ประมาณห้าล้านแถว) โปรดแบ่งเป็นไฟล์ที่เล็กลง`,
    'too-many-columns': `มีแถวที่มีมากกว่า ${count(locale, 16384)} คอลัมน์ (ขีดจำกัดของสเปรดชีต) จึงไม่ได้อ่านไฟล์ นี่เป็นรายการที่มีหนึ่งแถวต่อผู้ติดต่อหนึ่งรายใช่หรือไม่`,
    'no-rows': 'รายการมีส่วนหัว แต่ไม่มีแถวข้อมูลด้านล่าง',
    'no-phone-column': 'ไม่มีคอลัมน์ใดที่มีหมายเลขโทรศัพท์',
    'too-many-rows': 'รายการนี้มีมากกว่าห้าล้านแถว (ไม่รวมส่วนหัว) โปรดแบ่งเป็นไฟล์ที่เล็กลง',
    unreadable: 'ไม่สามารถอ่านไฟล์ได้ ไฟล์อาจถูกย้ายหรือเปลี่ยนแปลง',
    worker: 'เกิดข้อผิดพลาดขณะตรวจสอบหมายเลข โปรดลองอีกครั้ง',
  },
  reading: (p) => `กำลังอ่านไฟล์… ${percent(p)}`,
  readAs: 'การเข้ารหัสข้อความ',
  encoding: (name) => `อ่านด้วยการเข้ารหัส ${name}`,
  replacedLines: (lines) => `พบครั้งแรกที่แถว ${lines}`,
  replaced: (n) =>
    `มี ${plural(locale, n, { other: '# อักขระ' })}ที่อ่านด้วยการเข้ารหัสนี้ไม่ได้ (อาจมีการเข้ารหัสปนกัน) และแสดงเป็น � หมายเลขโทรศัพท์จะไม่ได้รับผลกระทบ เว้นแต่มีอักขระเหล่านี้อยู่`,
  truncated: (n) =>
    `มีเซลล์หมายเลขโทรศัพท์ ${plural(locale, n, { other: '# เซลล์' })}ที่ยาวเกิน ${count(locale, 250)} อักขระ ระบบอ่านเฉพาะ ${count(locale, 250)} อักขระแรก`,
  countryColumn: 'คอลัมน์ประเทศ (TH, THA, ไทย, +66)',
  noCountryColumn: 'ไม่มี',
  moreColumns: (n) => plural(locale, n, { other: 'มีอีก # คอลัมน์ที่ไม่ได้แสดงที่นี่' }),
  milestone: (p) => `เสร็จแล้ว ${percent(p)}`,
  reasonNames: {
    'too-short': 'สั้นเกินไป',
    'too-long': 'ยาวเกินไป',
    'invalid-length': 'ความยาวไม่ถูกต้อง',
    'not-accepted': 'ไม่รับที่นี่',
    'extension-too-long': 'หมายเลขต่อยาวเกินไป',
    invalid: 'หมายเลขไม่ถูกต้อง',
    'unknown-calling-code': 'ไม่รู้จักรหัสประเทศ',
    'not-a-number': 'ไม่มีหมายเลขโทรศัพท์ในเซลล์',
    'no-country': 'ไม่ทราบประเทศ: เลือกประเทศเริ่มต้น',
    'spreadsheet-float': 'ถูกสเปรดชีตเปลี่ยน (สัญกรณ์วิทยาศาสตร์หรือ .0)',
  },
  types,
  chart: 'หมายเลขที่ถูกต้องแยกตามประเทศ',
  filtering: 'กำลังกรอง…',
  exporting: 'กำลังเตรียมส่งออก…',
  copyFailed: 'เบราว์เซอร์ไม่อนุญาตให้คัดลอก',
  summary: 'สรุป',
  statuses: { valid: 'ถูกต้อง', invalid: 'ไม่ถูกต้อง', empty: 'ว่าง' },
  reasons: 'เหตุผล',
  byType: 'หมายเลขที่ถูกต้องแยกตามประเภท',
  topCountries: 'ประเทศอันดับต้นๆ',
  filterStatus: 'สถานะ',
  filterCountry: 'ประเทศ',
  all: 'ทั้งหมด',
  search: 'ค้นหาในผลลัพธ์',
  shown: (n, total) => `แสดง ${count(locale, n)} จาก ${rows(total)}`,
  columns: {
    row: '#',
    original: 'ต้นฉบับ',
    e164: 'E.164',
    international: 'ระหว่างประเทศ',
    country: 'ประเทศ',
    type: 'ประเภท',
    status: 'สถานะ',
    reason: 'เหตุผล',
  },
  exportXlsx: 'ส่งออกเวิร์กบุ๊ก Excel (.xlsx)',
  tooManyForSpreadsheet: `จำนวนแถวเกินกว่าที่ Excel รองรับ (${count(locale, 1048576)}) โปรดส่งออกเป็น CSV แทน`,
  sheet: 'ชีต',
  exportCsv: 'ส่งออก CSV',
  validIn: (countries) => `ถูกต้องใน ${countries}`,
  duplicateOf: (row) => `ซ้ำกับแถว ${row}`,
  extension: (digits) => `ต่อ ${digits}`,
  loadedFile: (name, size) => `ไฟล์: ${name} (${size})`,
  readWithoutQuotes: 'อ่านเครื่องหมายคำพูดเป็นข้อความธรรมดา',
  unclosedQuote: (row) =>
    `เครื่องหมายคำพูดที่เปิดในแถว ${count(locale, row)} ของไฟล์ไม่ได้ถูกปิด ส่วนที่เหลือของไฟล์จึงถูกอ่านเป็นเซลล์เดียวของแถวนั้น โปรดปิดเครื่องหมายคำพูดแล้วโหลดไฟล์อีกครั้ง หรืออ่านเครื่องหมายคำพูดเป็นข้อความธรรมดา`,
  quoteInUnquotedCell: (row, more) =>
    `แถว ${count(locale, row)} มีเครื่องหมายคำพูดอยู่ในเซลล์ที่ไม่ได้ครอบด้วยเครื่องหมายคำพูด ระบบอ่านตามที่เขียนไว้${more > 0 ? ` (และอีก ${rows(more)})` : ''}`,
  textAfterQuote: (row, more) =>
    `ในแถว ${count(locale, row)} มีข้อความต่อท้ายเครื่องหมายคำพูดปิด จึงอ่านเครื่องหมายคำพูดนั้นเป็นส่วนหนึ่งของเซลล์ ซึ่งต่อเนื่องไปจนถึงเครื่องหมายคำพูดปิดตัวถัดไป${more > 0 ? ` (และในอีก ${rows(more)})` : ''} โปรดตรวจสอบแถวนั้น หรืออ่านไฟล์โดยถือว่าเครื่องหมายคำพูดเป็นข้อความธรรมดา`,
  notUtf8: (byte, row) => `ไบต์ ${byte} ในแถว ${count(locale, row)} ไม่ใช่ UTF-8`,
  firstUtf8: (row) => `อักขระ UTF-8 ตัวแรกอยู่ในแถว ${count(locale, row)}`,
  filterMark: 'แสดง',
  marks: {
    duplicate: 'รายการซ้ำ',
    several: 'หลายหมายเลขในเซลล์เดียว',
    'unknown-country': 'ไม่รู้จักประเทศ',
  },
  exportRows: 'แถว',
  rowsAll: 'ทุกแถว',
  rowsValid: 'เฉพาะหมายเลขที่ถูกต้อง',
  rowsShown: (n) => plural(locale, n, { other: '# แถวที่แสดงอยู่' }),
  forExcel: 'สำหรับ Excel: เก็บหมายเลขเป็นข้อความ (="+44…")',
  exportHelp:
    'ไฟล์ที่ส่งออกจะคงคอลัมน์ของคุณไว้ตามเดิม และเพิ่ม <คอลัมน์หมายเลขโทรศัพท์>_e164 (เฉพาะ E.164), _country, _type, _status, _reason, _extension, _others และ _duplicate_of แล้วตามด้วย judged_by (เวอร์ชันของ Telfield และ libphonenumber-js ที่ใช้ตัดสินแถวนั้น) เซลล์ที่สเปรดชีตอาจเรียกใช้เป็นสูตร (ขึ้นต้นด้วย = หรือ @ หรือขึ้นต้นด้วย + หรือ - แล้วตามด้วยสิ่งอื่นนอกเหนือจากหมายเลขโทรศัพท์) จะมีเครื่องหมายอะพอสทรอฟีนำหน้า ส่วนหมายเลขโทรศัพท์จะเขียนตามเดิม',
  writeBack: 'เขียน E.164 ลงในคอลัมน์หมายเลขโทรศัพท์',
  layoutLong: 'หนึ่งแถวต่อหนึ่งหมายเลข (สำหรับฐานข้อมูล)',
  copyValid: 'คัดลอกหมายเลขที่ถูกต้อง รวมรายการซ้ำ',
  copyUnique: 'คัดลอกหมายเลขที่ถูกต้องโดยไม่รวมรายการซ้ำ',
  copied: (n) => plural(locale, n, { other: 'คัดลอก # หมายเลขแล้ว' }),
};
