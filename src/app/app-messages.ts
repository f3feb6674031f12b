import type { Locale } from '../components/i18n/locale';

export interface AppMessages {
  readonly appName: string;
  readonly tagline: string;
  readonly navigation: string;
  readonly check: string;
  readonly cleanList: string;
  readonly useIt: string;
  readonly updateReady: string;
  readonly reload: string;
  readonly loading: string;
  readonly language: string;
  readonly skipToContent: string;
  readonly notFound: string;
  readonly backHome: string;
}

const en: AppMessages = {
  appName: 'Telfield',
  tagline: 'Phone numbers, checked on your own machine',
  navigation: 'Main',
  check: 'Check a number',
  cleanList: 'Clean a list',
  useIt: 'Use it in your app',
  updateReady: 'A new version of Telfield is ready.',
  reload: 'Reload',
  loading: 'Loading…',
  language: 'Language',
  skipToContent: 'Skip to content',
  notFound: 'This page does not exist.',
  backHome: 'Back to the Check screen',
};

const de: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonnummern, geprüft auf Ihrem eigenen Gerät',
  navigation: 'Haupt',
  check: 'Nummer prüfen',
  cleanList: 'Liste bereinigen',
  useIt: 'In Ihrer App verwenden',
  updateReady: 'Eine neue Version von Telfield ist bereit.',
  reload: 'Neu laden',
  loading: 'Wird geladen …',
  language: 'Sprache',
  skipToContent: 'Zum Inhalt springen',
  notFound: 'Diese Seite gibt es nicht.',
  backHome: 'Zurück zur Prüfung',
};

const fr: AppMessages = {
  appName: 'Telfield',
  tagline: 'Des numéros de téléphone vérifiés sur votre propre appareil',
  navigation: 'Principale',
  check: 'Vérifier un numéro',
  cleanList: 'Nettoyer une liste',
  useIt: 'L’utiliser dans votre app',
  updateReady: 'Une nouvelle version de Telfield est prête.',
  reload: 'Recharger',
  loading: 'Chargement…',
  language: 'Langue',
  skipToContent: 'Aller au contenu',
  notFound: 'Cette page n’existe pas.',
  backHome: 'Retour à la vérification',
};

const es: AppMessages = {
  appName: 'Telfield',
  tagline: 'Números de teléfono comprobados en tu propio equipo',
  navigation: 'Principal',
  check: 'Comprobar un número',
  cleanList: 'Limpiar una lista',
  useIt: 'Úsalo en tu app',
  updateReady: 'Hay una nueva versión de Telfield lista.',
  reload: 'Recargar',
  loading: 'Cargando…',
  language: 'Idioma',
  skipToContent: 'Saltar al contenido',
  notFound: 'Esta página no existe.',
  backHome: 'Volver a la comprobación',
};

const ar: AppMessages = {
  appName: 'Telfield',
  tagline: 'أرقام هواتف يتم التحقق منها على جهازك',
  navigation: 'الرئيسية',
  check: 'التحقق من رقم',
  cleanList: 'تنظيف قائمة',
  useIt: 'استخدمه في تطبيقك',
  updateReady: 'إصدار جديد من Telfield جاهز.',
  reload: 'إعادة التحميل',
  loading: 'جارٍ التحميل…',
  language: 'اللغة',
  skipToContent: 'انتقل إلى المحتوى',
  notFound: 'هذه الصفحة غير موجودة.',
  backHome: 'العودة إلى صفحة التحقق',
};

export const APP_MESSAGES: Readonly<Record<Locale, AppMessages>> = { en, de, fr, es, ar };
