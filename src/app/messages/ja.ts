// The app shell's words in Japanese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: '電話番号を、お使いのデバイス上でチェック',
  navigation: 'メイン',
  check: '番号をチェック',
  cleanList: 'リストを整理',
  useIt: 'アプリで使う',
  updateReady: 'Telfieldの新しいバージョンを利用できます。',
  reload: '再読み込み',
  loading: '読み込み中…',
  language: '言語',
  skipToContent: '本文へスキップ',
  notFound: 'このページは存在しません。',
  backHome: 'チェック画面に戻る',
};
