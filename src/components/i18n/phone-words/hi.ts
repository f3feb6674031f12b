// The phone field's words in Hindi (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Hindi's forms are one (0 and 1) and other. A country's name comes in bare, so it leads the sentence: "जर्मनी: …".
const locale = 'hi';
const digits = (n: number) => plural(locale, n, { one: '# अंक', other: '# अंक' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'एक्सटेंशन',
  countryChanged: (country) => `देश बदला गया: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'केवल पहला # वर्ण पेस्ट किया गया',
      other: 'केवल पहले # वर्ण पेस्ट किए गए',
    })}; ${plural(locale, dropped, {
      one: '# और वर्ण छोड़ दिया गया',
      other: '# और वर्ण छोड़ दिए गए',
    })}।`,
  nothingToPaste: 'पेस्ट किए गए टेक्स्ट में कोई फ़ोन नंबर नहीं मिला।',
  didYouMean: 'क्या आपका मतलब इनमें से किसी देश का नंबर था:',
  pastedNumbers: 'पेस्ट किए गए टेक्स्ट में नंबर:',
  moreCountries: (n) => plural(locale, n, { one: '# और देश', other: '# और देश' }),
  required: 'कृपया फ़ोन नंबर डालें।',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: नंबर बहुत छोटा है।`
      : missing.max === undefined
        ? `${where}: नंबर बहुत छोटा है; कम से कम ${digits(missing.min)} और चाहिए।`
        : missing.min === missing.max
          ? `${where}: नंबर बहुत छोटा है; ${digits(missing.min)} और चाहिए।`
          : `${where}: नंबर बहुत छोटा है; ${count(locale, missing.min)} से ${digits(missing.max)} और चाहिए।`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: नंबर बहुत लंबा है।`
      : `${where}: नंबर बहुत लंबा है; ${plural(locale, extra, { one: '# अंक ज़्यादा है', other: '# अंक ज़्यादा हैं' })}।`,
  invalidLength: (where) => `${where}: इस लंबाई के नंबर इस्तेमाल नहीं होते।`,
  notAccepted: (where) => `${where}: यह नंबर यहाँ स्वीकार नहीं किया जाता।`,
  extensionTooLong: (limit) => `एक्सटेंशन बहुत लंबा है: अधिकतम ${digits(limit)}।`,
  unknownCallingCode: (code) => `कोई भी देश कॉलिंग कोड +${code} का इस्तेमाल नहीं करता।`,
  notANumber: 'यह फ़ोन नंबर नहीं है।',
  invalid: (where) => `${where}: यह मान्य नंबर नहीं है।`,
  addAreaCode: (where) => `${where}: यह स्थानीय नंबर है, एरिया कोड जोड़ें।`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'देश खोजें',
  list: 'देश',
  noMatches: 'कोई देश मेल नहीं खाता',
  matchCount: (n) => plural(locale, n, { one: '# देश', other: '# देश' }),
  preferredGroup: 'सुझाए गए देश',
  allGroup: 'सभी देश',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'फ़ोन नंबर',
  selector: 'देश',
  international: 'अंतरराष्ट्रीय',
};
