// The app shell's words in Korean (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: '내 기기에서 바로 확인하는 전화번호',
  navigation: '주 메뉴',
  check: '번호 확인',
  cleanList: '목록 정리',
  useIt: '앱에서 사용하기',
  updateReady: '새 버전의 Telfield를 사용할 수 있습니다.',
  reload: '새로고침',
  loading: '불러오는 중…',
  language: '언어',
  skipToContent: '본문으로 건너뛰기',
  notFound: '이 페이지는 존재하지 않습니다.',
  backHome: '번호 확인 화면으로 돌아가기',
};
