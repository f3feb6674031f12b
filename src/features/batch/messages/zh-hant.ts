// The list cleaner's words in Traditional Chinese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/zh-hant';
import type { BatchMessages } from './batch-messages';

// Chinese has one plural form (other); counts take a measure word ("5 列", "3 個號碼"). A row is 列, a column 欄.
const locale = 'zh-Hant';
const rows = (n: number) => plural(locale, n, { other: '# 列' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const rowNumber = (n: number) => `第 ${count(locale, n)} 列`;

export const zhHant: BatchMessages = {
  steps: ['載入', '選擇欄', '清理', '匯出'],
  title: '清理清單',
  intro: '拖放 CSV、TSV 或 Excel（.xlsx）檔案，或貼上號碼。一切都在這台電腦上執行，不會上傳任何內容。',
  file: '檔案',
  dropHere: '將 CSV、TSV 或 Excel（.xlsx）檔案拖放到這裡，或選擇一個檔案',
  paste: '貼上號碼',
  usePasted: '使用貼上的文字',
  preview: (n) => `前幾列（共 ${rows(n)}）`,
  hasHeader: '第一列是標題列',
  phoneColumn: '電話號碼欄',
  pickedColumns: (n) => plural(locale, n, { other: '# 個電話號碼欄' }),
  column: (n) => `第 ${count(locale, n)} 欄`,
  defaultCountry: '不含 + 的號碼所屬的國家/地區',
  start: '開始',
  cancel: '取消',
  progress: '進度',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}，${plural(locale, Math.round(perSecond), { other: '每秒 # 列' })}${secondsLeft === undefined ? '' : `，約剩 ${count(locale, Math.ceil(secondsLeft))} 秒`}`,
  finished: (n, seconds) => `完成：在 ${tenths(seconds)} 秒內處理了 ${rows(n)}。`,
  cancelled: '已停止。沒有做任何變更。',
  problems: {
    empty: '檔案或文字是空的。',
    binary: '這似乎不是文字檔。請選擇 CSV、TSV 或 Excel（.xlsx）檔案。',
    'too-large': `這個檔案大於 ${count(locale, 100)} MB（約 500 萬列）。請將它分割成較小的檔案。`,
    'too-many-columns': `有一列超過 ${count(locale, 16384)} 欄（試算表的上限），因此未讀取這個檔案。這是每位聯絡人一列的清單嗎？`,
    'no-rows': '清單有標題列，但下方沒有任何資料列。',
    'no-phone-column': '沒有任何欄包含電話號碼。',
    'too-many-rows': '這份清單超過 500 萬列（不含標題列）。請將它分割成較小的檔案。',
    unreadable: '無法讀取這個檔案。它可能已被移動或變更。',
    worker: '檢查號碼時發生錯誤。請再試一次。',
  },
  reading: (p) => `正在讀取檔案… ${percent(p)}`,
  readAs: '文字編碼',
  encoding: (name) => `已用 ${name} 讀取。`,
  replacedLines: (lines) => `首次出現在第 ${lines} 列。`,
  replaced: (n) =>
    `${plural(locale, n, { other: '有 # 個字元' })}無法以這種編碼讀取（可能混用了多種編碼？），顯示為 �。電話號碼只有在包含這些字元時才會受到影響。`,
  truncated: (n) =>
    `${plural(locale, n, { other: '有 # 個電話儲存格' })}超過 ${count(locale, 250)} 個字元；只讀取了前 ${count(locale, 250)} 個字元。`,
  countryColumn: '國家/地區欄（TW、TWN、台灣、+886）',
  noCountryColumn: '無',
  moreColumns: (n) => plural(locale, n, { other: '另有 # 欄未在此顯示。' }),
  milestone: (p) => `已完成 ${percent(p)}`,
  reasonNames: {
    'too-short': '太短',
    'too-long': '太長',
    'invalid-length': '長度錯誤',
    'not-accepted': '此處不接受',
    'extension-too-long': '分機號碼太長',
    invalid: '無效號碼',
    'unknown-calling-code': '不明的國碼',
    'not-a-number': '儲存格中沒有電話號碼',
    'no-country': '國家/地區未知：請選擇預設國家/地區',
    'spreadsheet-float': '被試算表改動（科學記號或 .0）',
  },
  types,
  chart: '各國家/地區的有效號碼',
  filtering: '正在篩選…',
  exporting: '正在準備匯出…',
  copyFailed: '瀏覽器不允許複製。',
  summary: '摘要',
  statuses: { valid: '有效', invalid: '無效', empty: '空白' },
  reasons: '原因',
  numbers: '號碼',
  byType: '依類型統計的有效號碼',
  topCountries: '主要國家/地區',
  filterStatus: '狀態',
  filterCountry: '國家/地區',
  all: '全部',
  search: '搜尋結果',
  shown: (n, total) => `顯示 ${count(locale, n)} / ${rows(total)}`,
  columns: {
    row: '#',
    original: '原始值',
    e164: 'E.164',
    international: '國際格式',
    country: '國家/地區',
    type: '類型',
    status: '狀態',
    reason: '原因',
  },
  exportXlsx: '匯出 Excel 活頁簿（.xlsx）',
  tooManyForSpreadsheet: `列數超過 Excel 的上限（${count(locale, 1048576)} 列）：請改為匯出 CSV。`,
  sheet: '工作表',
  exportCsv: '匯出 CSV',
  validIn: (countries) => `有效於：${countries}`,
  duplicateOf: (row) => `與第 ${row} 列相同`,
  extension: (digits) => `分機 ${digits}`,
  loadedFile: (name, size) => `檔案：${name}（${size}）`,
  readWithoutQuotes: '將引號視為一般文字讀取',
  unclosedQuote: (row) =>
    `檔案${rowNumber(row)}中的引號一直沒有結束，因此檔案的其餘部分被讀成該列的一個儲存格。請補上結尾引號後重新載入檔案，或將引號視為一般文字讀取。`,
  quoteInUnquotedCell: (row, more) =>
    `${rowNumber(row)}有一個未加引號的儲存格含有引號；已依原樣讀取${more > 0 ? `（另有 ${rows(more)}也是如此）` : ''}。`,
  textAfterQuote: (row, more) =>
    `${rowNumber(row)}的結尾引號後面還有文字，因此這個引號被讀成儲存格內容的一部分，儲存格會一直延續到下一個結尾引號${more > 0 ? `（另有 ${rows(more)}也是如此）` : ''}。請檢查該列，或將引號視為一般文字讀取檔案。`,
  notUtf8: (byte, row) => `${rowNumber(row)}的位元組 ${byte} 不是 UTF-8。`,
  firstUtf8: (row) => `第一個 UTF-8 字元位於${rowNumber(row)}。`,
  filterMark: '顯示',
  marks: {
    duplicate: '重複項目',
    several: '一個儲存格中有多個號碼',
    'unknown-country': '無法辨識國家/地區',
  },
  exportRows: '列',
  rowsAll: '所有列',
  rowsValid: '僅限有效號碼',
  rowsShown: (n) => `目前顯示的 ${rows(n)}`,
  forExcel: '用於 Excel：將號碼保留為文字（="+44…"）',
  exportHelp:
    '匯出時會保留您原有的欄，並加入 <電話號碼欄>_e164（僅 E.164）、_country、_type、_status、_reason、_extension、_others 和 _duplicate_of，最後加入 judged_by（判定該列的 Telfield 與 libphonenumber-js 版本）。試算表可能當作公式執行的儲存格（以 = 或 @ 開頭，或以 + 或 - 開頭且後面不只是電話號碼）會在開頭加上單引號；電話號碼則依原樣寫入。',
  writeBack: '將 E.164 寫入電話號碼欄',
  layoutLong: '每個號碼一列（適用於資料庫）',
  copyValid: '複製有效號碼（包含重複項目）',
  copyUnique: '複製有效號碼（不含重複項目）',
  copied: (n) => plural(locale, n, { other: '已複製 # 個號碼' }),
};
