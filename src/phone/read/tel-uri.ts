/**
 * The number and extension of an RFC 3966 tel: URI, percent-decoded.
 * readTelUri('tel:+1-201-555-0123;ext=456') → { number: '+1-201-555-0123', extension: '456' }
 * readTelUri('tel:7946-0958;phone-context=+44-20') → { number: '+44-20 7946-0958', extension: undefined }
 */

export interface TelUri {
  readonly number: string;
  readonly extension: string | undefined;
}

/** Decodes %XX escapes one by one, so a broken escape leaves the rest readable. */
function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

function parameter(parameters: readonly string[], name: string): string | undefined {
  const prefix = `${name}=`;
  return parameters.find((p) => p.toLowerCase().startsWith(prefix))?.slice(prefix.length);
}

// RFC 3966's phone-context: a global number's digits ('+64', '+1-201') or a domain name ('example.com').
const GLOBAL_DIGITS = /^\+[\d\-.()]*\d[\d\-.()]*$/;
const DOMAIN = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)*[a-z](?:[a-z\d-]*[a-z\d])?\.?$/i;

/** undefined when the text is not a tel: URI; a URI whose phone-context is neither holds no number (''). */
export function readTelUri(text: string): TelUri | undefined {
  const trimmed = text.trim();
  if (!/^tel:/i.test(trimmed)) return undefined;
  const [number = '', ...parameters] = percentDecode(trimmed.slice(4)).split(';');
  // A local number's phone-context that starts with '+' is its international prefix (RFC 3966 §5.1.5).
  const context = parameter(parameters, 'phone-context');
  if (context !== undefined && !GLOBAL_DIGITS.test(context) && !DOMAIN.test(context))
    return { number: '', extension: undefined };
  const global = !number.trim().startsWith('+') && context?.startsWith('+') ? `${context} ${number}` : number;
  return { number: global, extension: parameter(parameters, 'ext') || undefined };
}
