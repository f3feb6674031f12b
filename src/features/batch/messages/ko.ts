// The list cleaner's words in Korean (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural, seconds } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/ko';
import type { BatchMessages } from './batch-messages';

// Korean has one plural form (other); counts take a counter ("5행", "3개"). No particle follows an inserted name.
const locale = 'ko';
const rows = (n: number) => plural(locale, n, { other: '#행' });
const moreRows = (n: number) => plural(locale, n, { other: '그 밖의 #개 행' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const rowNumber = (n: number) => `${count(locale, n)}행`;

export const ko: BatchMessages = {
  steps: ['불러오기', '열 선택', '정리', '내보내기'],
  title: '목록 정리',
  intro:
    'CSV, TSV 또는 Excel(.xlsx) 파일을 끌어다 놓거나 번호를 붙여넣으세요. 이 컴퓨터에서 실행되며 아무것도 업로드되지 않습니다.',
  file: '파일',
  dropHere: 'CSV, TSV 또는 Excel(.xlsx) 파일을 여기에 끌어다 놓거나 파일을 선택하세요',
  paste: '번호 붙여넣기',
  usePasted: '붙여넣은 텍스트 사용',
  preview: (n) => `처음 몇 행(전체 ${rows(n)})`,
  hasHeader: '첫 행은 머리글',
  phoneColumn: '전화번호 열',
  pickedColumns: (n) => plural(locale, n, { other: '전화번호 열 #개' }),
  column: (n) => `열 ${count(locale, n)}`,
  defaultCountry: '+가 없는 번호의 국가',
  start: '시작',
  cancel: '취소',
  progress: '진행률',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)}/${rows(total)}, ${plural(locale, Math.round(perSecond), { other: '초당 #행' })}${secondsLeft === undefined ? '' : `, 약 ${count(locale, Math.ceil(secondsLeft))}초 남음`}`,
  finished: (n, duration) => `완료: ${seconds(locale, duration)}초 동안 ${rows(n)}을 처리했습니다.`,
  cancelled: '중지했습니다. 변경된 내용은 없습니다.',
  problems: {
    empty: '파일 또는 텍스트가 비어 있습니다.',
    binary: '텍스트 파일이 아닌 것 같습니다. CSV, TSV 또는 Excel(.xlsx) 파일을 선택하세요.',
    'too-large': `이 파일은 ${count(locale, 100)}MB(약 500만 행)보다 큽니다. 더 작은 파일로 나누세요.`,
    'too-many-columns': `열이 ${count(locale, 16384)}개(스프레드시트의 한도)를 넘는 행이 있어 파일을 읽지 않았습니다. 연락처당 한 행으로 된 목록이 맞나요?`,
    'no-rows': '목록에 머리글은 있지만 그 아래에 행이 없습니다.',
    'no-phone-column': '전화번호가 들어 있는 열이 없습니다.',
    'too-many-rows': '이 목록은 머리글을 제외하고 500만 행이 넘습니다. 더 작은 파일로 나누세요.',
    unreadable: '파일을 읽을 수 없습니다. 파일이 이동되었거나 변경되었을 수 있습니다.',
    worker: '번호를 확인하는 중에 문제가 발생했습니다. 다시 시도하세요.',
  },
  reading: (p) => `파일 읽는 중… ${percent(p)}`,
  readAs: '텍스트 인코딩',
  encoding: (name) => `${name} 인코딩으로 읽었습니다.`,
  replacedLines: (lines) => `처음 나타난 행: ${lines}.`,
  replaced: (n) =>
    `${plural(locale, n, { other: '문자 #개' })}를 이 인코딩으로 읽을 수 없어(인코딩이 섞여 있나요?) �로 표시합니다. 전화번호는 이러한 문자가 들어 있을 때만 영향을 받습니다.`,
  truncated: (n) =>
    `${plural(locale, n, { other: '전화번호 셀 #개' })}가 ${count(locale, 250)}자를 넘어 처음 ${count(locale, 250)}자만 읽었습니다.`,
  countryColumn: '국가 열(KR, KOR, 대한민국, +82)',
  noCountryColumn: '없음',
  moreColumns: (n) => plural(locale, n, { other: '여기에 표시되지 않은 열이 #개 더 있습니다.' }),
  milestone: (p) => `${percent(p)} 완료`,
  reasonNames: {
    'too-short': '너무 짧음',
    'too-long': '너무 김',
    'invalid-length': '잘못된 길이',
    'not-accepted': '여기에서 허용되지 않음',
    'extension-too-long': '내선 번호가 너무 김',
    invalid: '유효하지 않은 번호',
    'unknown-calling-code': '알 수 없는 국가 번호',
    'not-a-number': '셀에 전화번호 없음',
    'no-country': '알려진 국가 없음: 기본 국가를 선택하세요',
    'spreadsheet-float': '스프레드시트가 바꾼 값 (지수 표기 또는 .0)',
  },
  types,
  chart: '국가별 유효한 번호',
  filtering: '필터링 중…',
  exporting: '내보내기 준비 중…',
  copyFailed: '브라우저에서 복사를 허용하지 않았습니다.',
  summary: '요약',
  statuses: { valid: '유효', invalid: '유효하지 않음', empty: '비어 있음' },
  reasons: '사유',
  numbers: '번호',
  byType: '유형별 유효한 번호',
  topCountries: '상위 국가',
  filterStatus: '상태',
  filterCountry: '국가',
  all: '전체',
  search: '결과 검색',
  shown: (n, total) => `${count(locale, n)}/${rows(total)} 표시 중`,
  columns: {
    row: '#',
    original: '원본',
    e164: 'E.164',
    international: '국제 형식',
    country: '국가',
    type: '유형',
    status: '상태',
    reason: '사유',
  },
  exportXlsx: 'Excel 통합 문서(.xlsx) 내보내기',
  tooManyForSpreadsheet: `행 수가 Excel의 한도(${count(locale, 1048576)}행)를 넘습니다. 대신 CSV로 내보내세요.`,
  sheet: '시트',
  exportCsv: 'CSV 내보내기',
  validIn: (countries) => `유효한 국가: ${countries}`,
  duplicateOf: (row) => `${row}행과 같음`,
  extension: (digits) => `내선 ${digits}`,
  loadedFile: (name, size) => `파일: ${name} (${size})`,
  readWithoutQuotes: '따옴표를 일반 텍스트로 읽기',
  unclosedQuote: (row) =>
    `파일의 ${rowNumber(row)}에서 열린 따옴표가 닫히지 않아, 파일의 나머지 부분이 모두 그 행의 셀 하나로 읽혔습니다. 따옴표를 닫고 파일을 다시 불러오거나, 따옴표를 일반 텍스트로 읽으세요.`,
  quoteInUnquotedCell: (row, more) =>
    `${rowNumber(row)}에 따옴표로 묶이지 않은 셀 안에 따옴표가 있어, 적힌 그대로 읽었습니다${more > 0 ? ` (${moreRows(more)}도 마찬가지)` : ''}.`,
  textAfterQuote: (row, more) =>
    `${rowNumber(row)}에서 닫는 따옴표 뒤에 텍스트가 이어져, 그 따옴표를 셀의 일부로 읽었으며 셀은 다음 닫는 따옴표까지 이어집니다${more > 0 ? ` (${moreRows(more)}도 마찬가지)` : ''}. 해당 행을 확인하거나, 따옴표를 일반 텍스트로 읽어 보세요.`,
  notUtf8: (byte, row) => `${rowNumber(row)}에 UTF-8이 아닌 바이트가 있습니다: ${byte}.`,
  firstUtf8: (row) => `첫 번째 UTF-8 문자는 ${rowNumber(row)}에 있습니다.`,
  filterMark: '표시',
  marks: {
    duplicate: '중복',
    several: '한 셀에 여러 번호',
    'unknown-country': '인식할 수 없는 국가',
  },
  exportRows: '행',
  rowsAll: '모든 행',
  rowsValid: '유효한 번호만',
  rowsShown: (n) => plural(locale, n, { other: '표시된 행 #개' }),
  forExcel: 'Excel용: 번호를 텍스트로 유지(="+44…")',
  exportHelp:
    '내보낸 파일은 원래 열을 그대로 유지하고 <전화번호 열>_e164(E.164만), _country, _type, _status, _reason, _extension, _others, _duplicate_of를 추가한 다음, 마지막으로 judged_by(해당 행을 판정한 Telfield 및 libphonenumber-js 버전)를 추가합니다. 스프레드시트가 수식으로 실행할 수 있는 셀(= 또는 @로 시작하거나, + 또는 - 뒤에 전화번호 외의 내용이 이어지는 셀)에는 앞에 아포스트로피를 붙입니다. 전화번호는 그대로 기록됩니다.',
  writeBack: '전화번호 열에 E.164 쓰기',
  layoutLong: '번호당 한 행(데이터베이스용)',
  copyValid: '유효한 번호 복사(중복 포함)',
  copyUnique: '유효한 번호 복사(중복 제외)',
  copied: (n) => plural(locale, n, { other: '번호 #개를 복사했습니다' }),
};
