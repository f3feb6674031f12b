// The Check screen's words in Korean (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ko';
import type { CheckMessages } from '../check-messages';

// No particle follows an inserted value (its last sound decides between 을/를): "E.164 복사".
export const words: CheckMessages = {
  title: '전화번호 확인',
  intro:
    '번호를 어떤 형식으로든 입력하거나 붙여넣으세요. 입력하는 동안 서식이 적용되고, 해당 국가의 규칙에 따라 검사됩니다.',
  result: '결과',
  empty: '확인할 번호를 입력하세요.',
  valid: '유효한 번호',
  invalid: '아직 유효하지 않음',
  notValid: '유효하지 않음',
  lengthOnly: '길이를 확인했습니다. 전체 규칙은 아직 불러오는 중입니다.',
  country: '국가',
  international: '국제(국가 없음)',
  type: '유형',
  typeUnknown: '알 수 없음',
  types,
  e164: 'E.164',
  internationalForm: '국제 형식',
  nationalForm: '국내 형식',
  rfc3966: 'tel: URI',
  extension: '내선',
  copy: (what) => `${what} 복사`,
  copied: (what) => `${what} 복사됨`,
  call: (number) => `${number}에 전화 걸기`,
  privacy: '입력한 내용은 이 브라우저 밖으로 나가지 않습니다. 서버도, 추적도, 외부 조회도 없습니다.',
  checkAll: "'목록 정리'에서 모두 확인",
};
