// The list cleaner's words in Simplified Chinese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/zh-hans';
import type { BatchMessages } from './batch-messages';

// Chinese has one plural form (other); counts take a measure word ("5 行", "3 个号码").
const locale = 'zh-Hans';
const rows = (n: number) => plural(locale, n, { other: '# 行' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const rowNumber = (n: number) => `第 ${count(locale, n)} 行`;

export const zhHans: BatchMessages = {
  steps: ['加载', '选择列', '清理', '导出'],
  title: '清理列表',
  intro: '拖放 CSV、TSV 或 Excel（.xlsx）文件，或粘贴号码。全部在本机上运行，不会上传任何内容。',
  file: '文件',
  dropHere: '将 CSV、TSV 或 Excel（.xlsx）文件拖放到此处，或选择一个文件',
  paste: '粘贴号码',
  usePasted: '使用粘贴的文本',
  preview: (n) => `前几行（共 ${rows(n)}）`,
  hasHeader: '第一行是标题行',
  phoneColumn: '电话号码列',
  pickedColumns: (n) => plural(locale, n, { other: '# 个电话号码列' }),
  column: (n) => `第 ${count(locale, n)} 列`,
  defaultCountry: '不带 + 的号码所属的国家/地区',
  start: '开始',
  cancel: '取消',
  progress: '进度',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}，${plural(locale, Math.round(perSecond), { other: '每秒 # 行' })}${secondsLeft === undefined ? '' : `，剩余约 ${count(locale, Math.ceil(secondsLeft))} 秒`}`,
  finished: (n, seconds) => `完成：用时 ${tenths(seconds)} 秒处理了 ${rows(n)}。`,
  cancelled: '已停止。未作任何更改。',
  problems: {
    empty: '文件或文本为空。',
    binary: '这似乎不是文本文件。请选择 CSV、TSV 或 Excel（.xlsx）文件。',
    'too-large': `此文件大于 ${count(locale, 100)} MB（约 500 万行）。请将其拆分为较小的文件。`,
    'too-many-columns': `某一行超过 ${count(locale, 16384)} 列（电子表格的上限），因此未读取该文件。这是每个联系人占一行的列表吗？`,
    'no-rows': '列表有标题行，但下面没有数据行。',
    'no-phone-column': '没有包含电话号码的列。',
    'too-many-rows': '此列表超过 500 万行（不含标题行）。请将其拆分为较小的文件。',
    unreadable: '无法读取该文件。它可能已被移动或更改。',
    worker: '检查号码时出错。请重试。',
  },
  reading: (p) => `正在读取文件… ${percent(p)}`,
  readAs: '文本编码',
  encoding: (name) => `已按 ${name} 读取。`,
  replacedLines: (lines) => `首次出现在第 ${lines} 行。`,
  replaced: (n) =>
    `${plural(locale, n, { other: '有 # 个字符' })}无法以此编码读取（可能混用了多种编码？），显示为 �。电话号码只有在包含这些字符时才会受影响。`,
  truncated: (n) =>
    `${plural(locale, n, { other: '有 # 个电话单元格' })}超过 ${count(locale, 250)} 个字符；仅读取了其前 ${count(locale, 250)} 个字符。`,
  countryColumn: '国家/地区列（CN、CHN、中国、+86）',
  noCountryColumn: '无',
  moreColumns: (n) => plural(locale, n, { other: '另有 # 列未在此处显示。' }),
  milestone: (p) => `已完成 ${percent(p)}`,
  reasonNames: {
    'too-short': '太短',
    'too-long': '太长',
    'invalid-length': '长度错误',
    'not-accepted': '此处不接受',
    'extension-too-long': '分机号太长',
    invalid: '无效号码',
    'unknown-calling-code': '未知的国际区号',
    'not-a-number': '单元格中没有电话号码',
    'no-country': '国家/地区未知：请选择默认国家/地区',
    'spreadsheet-float': '被电子表格改动（科学计数法或 .0）',
  },
  types,
  chart: '各国家/地区的有效号码',
  filtering: '正在筛选…',
  exporting: '正在准备导出…',
  copyFailed: '浏览器不允许复制。',
  summary: '摘要',
  statuses: { valid: '有效', invalid: '无效', empty: '空' },
  reasons: '原因',
  numbers: '号码',
  byType: '按类型统计的有效号码',
  topCountries: '主要国家/地区',
  filterStatus: '状态',
  filterCountry: '国家/地区',
  all: '全部',
  search: '搜索结果',
  shown: (n, total) => `显示 ${count(locale, n)} / ${rows(total)}`,
  columns: {
    row: '#',
    original: '原始值',
    e164: 'E.164',
    international: '国际格式',
    country: '国家/地区',
    type: '类型',
    status: '状态',
    reason: '原因',
  },
  exportXlsx: '导出 Excel 工作簿（.xlsx）',
  tooManyForSpreadsheet: `行数超过 Excel 的上限（${count(locale, 1048576)} 行）：请改为导出 CSV。`,
  sheet: '工作表',
  exportCsv: '导出 CSV',
  validIn: (countries) => `有效于：${countries}`,
  duplicateOf: (row) => `与第 ${row} 行相同`,
  extension: (digits) => `分机 ${digits}`,
  loadedFile: (name, size) => `文件：${name}（${size}）`,
  readWithoutQuotes: '将引号作为普通文本读取',
  unclosedQuote: (row) =>
    `文件${rowNumber(row)}中的引号始终未闭合，因此文件的其余部分被读作该行的一个单元格。请闭合该引号后重新加载文件，或将引号作为普通文本读取。`,
  quoteInUnquotedCell: (row, more) =>
    `${rowNumber(row)}中一个未加引号的单元格内含有引号；已按原样读取${more > 0 ? `（另有 ${rows(more)}也是如此）` : ''}。`,
  textAfterQuote: (row, more) =>
    `${rowNumber(row)}中的右引号后面还有文本，因此该引号被读作单元格内容的一部分，单元格一直延续到下一个右引号${more > 0 ? `（另有 ${rows(more)}也是如此）` : ''}。请检查该行，或将引号作为普通文本读取文件。`,
  notUtf8: (byte, row) => `${rowNumber(row)}中的字节 ${byte} 不是 UTF-8。`,
  firstUtf8: (row) => `第一个 UTF-8 字符位于${rowNumber(row)}。`,
  filterMark: '显示',
  marks: {
    duplicate: '重复项',
    several: '一个单元格中有多个号码',
    'unknown-country': '无法识别国家/地区',
  },
  exportRows: '行',
  rowsAll: '所有行',
  rowsValid: '仅有效号码',
  rowsShown: (n) => `当前显示的 ${rows(n)}`,
  forExcel: '用于 Excel：将号码保留为文本（="+44…"）',
  exportHelp:
    '导出时会保留您原有的列，并添加 <电话号码列>_e164（仅 E.164）、_country、_type、_status、_reason、_extension、_others 和 _duplicate_of，最后添加 judged_by（判定该行的 Telfield 和 libphonenumber-js 版本）。对于电子表格可能作为公式执行的单元格（以 = 或 @ 开头，或以 + 或 - 开头且后面不只是电话号码），会在开头加上撇号；电话号码按原样写入。',
  writeBack: '将 E.164 写入电话号码列',
  layoutLong: '每个号码一行（适用于数据库）',
  copyValid: '复制有效号码（含重复项）',
  copyUnique: '复制有效号码（不含重复项）',
  copied: (n) => plural(locale, n, { other: '已复制 # 个号码' }),
};
