// The playground's words in Korean (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: '앱에서 사용하기',
  intro:
    'npm install telfield — 여기에서 props를 사용해 보고, onChange가 받는 값을 확인한 뒤 코드를 복사하세요.',
  controls: 'Props',
  country: '기본 국가',
  noCountry: '없음(국제)',
  preferred: '우선 국가',
  preferredHint: 'ISO 코드(예: KR, US)',
  language: '로캘',
  disabled: '비활성화',
  controlled: '제어 컴포넌트(value + onChange)',
  unstyled: '스타일 없음(telfield/style.css 미사용)',
  hideLabel: '레이블 숨기기',
  builtInError: '기본 제공 오류 메시지',
  live: '컴포넌트',
  payload: 'onChange가 받는 값',
  code: '코드',
  copyCode: '코드 복사',
  copied: '복사됨',
  reference: '참조',
};
