// The yardstick for /batch's throughput (issue 7): the plainest single-thread loop a developer would write with
// libphonenumber-js, on the page's main thread, over the phone cells alone (no file reading, no CSV, no output).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

declare global {
  interface Window {
    runLoop(phones: readonly string[], defaultCountry: CountryCode): { ms: number; valid: number };
  }
}

window.runLoop = (phones, defaultCountry) => {
  const started = performance.now();
  let valid = 0;
  for (const phone of phones) {
    const number = parsePhoneNumberFromString(phone, { defaultCountry });
    if (number?.isValid()) {
      valid++;
      number.getType();
    }
  }
  return { ms: performance.now() - started, valid };
};
