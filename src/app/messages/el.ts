// The app shell's words in Greek (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Αριθμοί τηλεφώνου, ελεγμένοι στη δική σας συσκευή',
  navigation: 'Κύριο μενού',
  check: 'Έλεγχος αριθμού',
  cleanList: 'Καθαρισμός λίστας',
  useIt: 'Χρήση στην εφαρμογή σας',
  updateReady: 'Μια νέα έκδοση του Telfield είναι έτοιμη.',
  reload: 'Επαναφόρτωση',
  loading: 'Φόρτωση…',
  language: 'Γλώσσα',
  skipToContent: 'Μετάβαση στο περιεχόμενο',
  notFound: 'Αυτή η σελίδα δεν υπάρχει.',
  backHome: 'Επιστροφή στον έλεγχο',
};
