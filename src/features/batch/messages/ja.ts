// The list cleaner's words in Japanese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural, seconds } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/ja';
import type { BatchMessages } from './batch-messages';

// Japanese has one plural form (other); counts take a counter ("5行", "3か国").
const locale = 'ja';
const rows = (n: number) => plural(locale, n, { other: '#行' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const rowNumber = (n: number) => `${count(locale, n)}行目`;

export const ja: BatchMessages = {
  steps: ['読み込み', '列の選択', '整理', 'エクスポート'],
  title: 'リストを整理',
  intro:
    'CSV、TSV、Excel（.xlsx）ファイルをドロップするか、番号を貼り付けてください。処理はこのコンピューター上で行われ、何もアップロードされません。',
  file: 'ファイル',
  dropHere: 'CSV、TSV、Excel（.xlsx）ファイルをここにドロップするか、ファイルを選択してください',
  paste: '番号を貼り付け',
  usePasted: '貼り付けたテキストを使用',
  preview: (n) => `先頭の行（全${rows(n)}）`,
  hasHeader: '1行目は見出し行',
  phoneColumn: '電話番号の列',
  pickedColumns: (n) => plural(locale, n, { other: '電話番号の列：#列' }),
  column: (n) => `${count(locale, n)}列目`,
  defaultCountry: '「+」で始まらない番号の国',
  start: '開始',
  cancel: 'キャンセル',
  progress: '進行状況',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}、${plural(locale, Math.round(perSecond), { other: '毎秒#行' })}${secondsLeft === undefined ? '' : `、残り約${count(locale, Math.ceil(secondsLeft))}秒`}`,
  finished: (n, duration) => `完了：${rows(n)}を${seconds(locale, duration)}秒で処理しました。`,
  cancelled: '中止しました。何も変更されていません。',
  problems: {
    empty: 'ファイルまたはテキストが空です。',
    binary: 'テキストファイルではないようです。CSV、TSV、Excel（.xlsx）ファイルを選択してください。',
    'too-large': `このファイルは${count(locale, 100)} MB（約500万行）を超えています。小さなファイルに分割してください。`,
    'too-many-columns': `${count(locale, 16384)}列（表計算ソフトの上限）を超える行があるため、ファイルを読み込みませんでした。連絡先1件につき1行のリストになっていますか？`,
    'no-rows': 'リストに見出し行はありますが、その下に行がありません。',
    'no-phone-column': '電話番号を含む列がありません。',
    'too-many-rows':
      'このリストは（見出し行を除いて）500万行を超えています。小さなファイルに分割してください。',
    unreadable: 'ファイルを読み込めませんでした。移動または変更された可能性があります。',
    worker: '番号のチェック中に問題が発生しました。もう一度お試しください。',
  },
  reading: (p) => `ファイルを読み込み中… ${percent(p)}`,
  readAs: '文字コード',
  encoding: (name) => `${name}として読み込みました。`,
  replacedLines: (lines) => `最初に現れた行：${lines}。`,
  replaced: (n) =>
    `${plural(locale, n, { other: '#文字' })}をこの文字コードで読み取れなかったため（文字コードが混在している可能性があります）、�として表示しています。電話番号は、これらの文字を含まない限り影響を受けません。`,
  truncated: (n) =>
    `${plural(locale, n, { other: '#個の電話番号セル' })}が${count(locale, 250)}文字を超えていたため、先頭の${count(locale, 250)}文字だけを読み込みました。`,
  countryColumn: '国の列（JP、JPN、日本、+81）',
  noCountryColumn: 'なし',
  moreColumns: (n) => plural(locale, n, { other: 'ここに表示されていない列がほかに#列あります。' }),
  milestone: (p) => `${percent(p)}完了`,
  reasonNames: {
    'too-short': '短すぎる',
    'too-long': '長すぎる',
    'invalid-length': '桁数が正しくない',
    'not-accepted': 'ここでは使用不可',
    'extension-too-long': '内線番号が長すぎる',
    invalid: '有効な番号ではない',
    'unknown-calling-code': '不明な国番号',
    'not-a-number': 'セルに電話番号がない',
    'no-country': '国が不明です：既定の国を選んでください',
    'spreadsheet-float': '表計算ソフトで変わっています（指数表記または .0）',
  },
  types,
  chart: '国別の有効な番号',
  filtering: '絞り込み中…',
  exporting: 'エクスポートを準備中…',
  copyFailed: 'ブラウザーによってコピーが許可されませんでした。',
  summary: '概要',
  statuses: { valid: '有効', invalid: '無効', empty: '空' },
  reasons: '理由',
  numbers: '番号',
  byType: '種類別の有効な番号',
  topCountries: '上位の国',
  filterStatus: '状態',
  filterCountry: '国',
  all: 'すべて',
  search: '結果を検索',
  shown: (n, total) => `${count(locale, n)} / ${rows(total)}を表示中`,
  columns: {
    row: '#',
    original: '元の値',
    e164: 'E.164',
    international: '国際形式',
    country: '国',
    type: '種類',
    status: '状態',
    reason: '理由',
  },
  exportXlsx: 'Excelブック（.xlsx）をエクスポート',
  tooManyForSpreadsheet: `行数がExcelの上限（${count(locale, 1048576)}行）を超えています。代わりにCSVでエクスポートしてください。`,
  sheet: 'シート',
  exportCsv: 'CSVをエクスポート',
  validIn: (countries) => `有効な国：${countries}`,
  duplicateOf: (row) => `${row}行目と同じ`,
  extension: (digits) => `内線 ${digits}`,
  loadedFile: (name, size) => `ファイル：${name}（${size}）`,
  readWithoutQuotes: '引用符を通常の文字として読み込む',
  unclosedQuote: (row) =>
    `ファイルの${rowNumber(row)}で始まった引用符が閉じられていないため、それ以降がすべてその行の1つのセルとして読み込まれました。引用符を閉じてファイルを読み込み直すか、引用符を通常の文字として読み込んでください。`,
  quoteInUnquotedCell: (row, more) =>
    `${rowNumber(row)}の引用符で囲まれていないセルに引用符が含まれています。記述どおりに読み込みました${more > 0 ? `（ほかに${rows(more)}も同様）` : ''}。`,
  textAfterQuote: (row, more) =>
    `${rowNumber(row)}で閉じ引用符の後に文字が続いているため、その引用符はセルの一部として読み込まれ、セルは次の閉じ引用符まで続いています${more > 0 ? `（ほかに${rows(more)}でも同様）` : ''}。その行を確認するか、引用符を通常の文字として読み込んでください。`,
  notUtf8: (byte, row) => `${rowNumber(row)}のバイト${byte}はUTF-8ではありません。`,
  firstUtf8: (row) => `最初のUTF-8文字は${rowNumber(row)}にあります。`,
  filterMark: '表示',
  marks: {
    duplicate: '重複',
    several: '1つのセルに複数の番号',
    'unknown-country': '国を認識できない',
  },
  exportRows: '行',
  rowsAll: 'すべての行',
  rowsValid: '有効な番号のみ',
  rowsShown: (n) => `表示中の${rows(n)}`,
  forExcel: 'Excel用：番号をテキストとして保持（="+44…"）',
  exportHelp:
    'エクスポートでは元の列をそのまま残し、<電話番号の列>_e164（E.164のみ）、_country、_type、_status、_reason、_extension、_others、_duplicate_ofを追加し、最後にjudged_by（その行を判定したTelfieldとlibphonenumber-jsのバージョン）を追加します。表計算ソフトが数式として実行するおそれのあるセル（=または@で始まるもの、あるいは+または-の後に電話番号以外の内容が続くもの）には、先頭にアポストロフィを付けます。電話番号はそのまま書き出されます。',
  writeBack: '電話番号の列にE.164を書き込む',
  layoutLong: '番号ごとに1行（データベース向け）',
  copyValid: '有効な番号をコピー（重複を含む）',
  copyUnique: '有効な番号をコピー（重複を除く）',
  copied: (n) => plural(locale, n, { other: '#件の番号をコピーしました' }),
};
