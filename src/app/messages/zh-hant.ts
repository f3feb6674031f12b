// The app shell's words in Traditional Chinese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: '電話號碼，在您自己的裝置上檢查',
  navigation: '主要導覽',
  check: '檢查號碼',
  cleanList: '清理清單',
  useIt: '在您的應用程式中使用',
  updateReady: 'Telfield 新版本已準備就緒。',
  reload: '重新載入',
  loading: '載入中…',
  language: '語言',
  skipToContent: '跳至主要內容',
  notFound: '此頁面不存在。',
  backHome: '返回檢查頁面',
};
