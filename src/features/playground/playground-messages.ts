import type { Locale } from '../../components/i18n/locale';

/** The playground's own words; its reference (props, CSS, code) is in English, as the package's API is. */
export interface PlaygroundMessages {
  readonly title: string;
  readonly intro: string;
  readonly controls: string;
  readonly country: string;
  readonly noCountry: string;
  readonly preferred: string;
  readonly preferredHint: string;
  readonly language: string;
  readonly disabled: string;
  readonly controlled: string;
  readonly unstyled: string;
  readonly hideLabel: string;
  readonly builtInError: string;
  readonly live: string;
  readonly payload: string;
  readonly code: string;
  readonly copyCode: string;
  readonly copied: string;
  readonly reference: string;
}

const en: PlaygroundMessages = {
  title: 'Use it in your app',
  intro: 'npm install telfield — try the props here, watch what onChange gets, and copy the code.',
  controls: 'Props',
  country: 'Default country',
  noCountry: 'None (international)',
  preferred: 'Preferred countries',
  preferredHint: 'ISO codes, e.g. GB, US',
  language: 'Locale',
  disabled: 'Disabled',
  controlled: 'Controlled (value + onChange)',
  unstyled: 'Unstyled (without telfield/style.css)',
  hideLabel: 'Hide the label',
  builtInError: 'Built-in error message',
  live: 'The component',
  payload: 'What onChange gets',
  code: 'The code',
  copyCode: 'Copy the code',
  copied: 'Copied',
  reference: 'Reference',
};

const de: PlaygroundMessages = {
  title: 'In Ihrer App verwenden',
  intro: 'npm install telfield — Props ausprobieren, sehen, was onChange erhält, und den Code kopieren.',
  controls: 'Props',
  country: 'Standardland',
  noCountry: 'Keins (international)',
  preferred: 'Bevorzugte Länder',
  preferredHint: 'ISO-Codes, z. B. DE, AT',
  language: 'Sprache',
  disabled: 'Deaktiviert',
  controlled: 'Kontrolliert (value + onChange)',
  unstyled: 'Ohne Stil (ohne telfield/style.css)',
  hideLabel: 'Beschriftung ausblenden',
  builtInError: 'Eingebaute Fehlermeldung',
  live: 'Die Komponente',
  payload: 'Was onChange erhält',
  code: 'Der Code',
  copyCode: 'Code kopieren',
  copied: 'Kopiert',
  reference: 'Referenz',
};

const fr: PlaygroundMessages = {
  title: 'L’utiliser dans votre app',
  intro: 'npm install telfield — essayez les props, voyez ce que reçoit onChange et copiez le code.',
  controls: 'Props',
  country: 'Pays par défaut',
  noCountry: 'Aucun (international)',
  preferred: 'Pays préférés',
  preferredHint: 'Codes ISO, p. ex. FR, BE',
  language: 'Langue',
  disabled: 'Désactivé',
  controlled: 'Contrôlé (value + onChange)',
  unstyled: 'Sans style (sans telfield/style.css)',
  hideLabel: 'Masquer le libellé',
  builtInError: 'Message d’erreur intégré',
  live: 'Le composant',
  payload: 'Ce que reçoit onChange',
  code: 'Le code',
  copyCode: 'Copier le code',
  copied: 'Copié',
  reference: 'Référence',
};

const es: PlaygroundMessages = {
  title: 'Úsalo en tu app',
  intro: 'npm install telfield — prueba las props, mira lo que recibe onChange y copia el código.',
  controls: 'Props',
  country: 'País predeterminado',
  noCountry: 'Ninguno (internacional)',
  preferred: 'Países preferidos',
  preferredHint: 'Códigos ISO, p. ej. ES, MX',
  language: 'Idioma',
  disabled: 'Desactivado',
  controlled: 'Controlado (value + onChange)',
  unstyled: 'Sin estilo (sin telfield/style.css)',
  hideLabel: 'Ocultar la etiqueta',
  builtInError: 'Mensaje de error integrado',
  live: 'El componente',
  payload: 'Lo que recibe onChange',
  code: 'El código',
  copyCode: 'Copiar el código',
  copied: 'Copiado',
  reference: 'Referencia',
};

const ar: PlaygroundMessages = {
  title: 'استخدمه في تطبيقك',
  intro: 'npm install telfield — جرّب الخصائص، وشاهد ما يتلقاه onChange، وانسخ الشيفرة.',
  controls: 'الخصائص',
  country: 'البلد الافتراضي',
  noCountry: 'لا شيء (دولي)',
  preferred: 'البلدان المفضلة',
  preferredHint: 'رموز ISO، مثل AE, SA',
  language: 'اللغة',
  disabled: 'معطّل',
  controlled: 'متحكَّم به (value + onChange)',
  unstyled: 'بلا تنسيق (بدون telfield/style.css)',
  hideLabel: 'إخفاء التسمية',
  builtInError: 'رسالة الخطأ المدمجة',
  live: 'المكوّن',
  payload: 'ما يتلقاه onChange',
  code: 'الشيفرة',
  copyCode: 'نسخ الشيفرة',
  copied: 'تم النسخ',
  reference: 'المرجع',
};

export const PLAYGROUND_MESSAGES: Readonly<Record<Locale, PlaygroundMessages>> = { en, de, fr, es, ar };
