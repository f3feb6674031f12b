// The app shell's words in Simplified Chinese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: '电话号码，在您自己的设备上检查',
  navigation: '主导航',
  check: '检查号码',
  cleanList: '清理列表',
  useIt: '在您的应用中使用',
  updateReady: 'Telfield 新版本已就绪。',
  reload: '重新加载',
  loading: '正在加载…',
  language: '语言',
  skipToContent: '跳至主要内容',
  notFound: '此页面不存在。',
  backHome: '返回检查页面',
};
