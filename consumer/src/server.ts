// Type-checked under "moduleResolution": "nodenext" (tsconfig.node.json): a backend re-validating a form's phone.
import { findPhones, formatPhone, isValidPhone, parsePhone, type Validation } from 'telfield/phone';

export interface SignupReply {
  readonly status: 200 | 422;
  readonly phone?: string;
  readonly reason?: Validation['status'];
}

/** What an Express or Fastify handler would do with `request.body`. */
export function handleSignup(body: { readonly phone?: unknown; readonly country?: string }): SignupReply {
  if (!isValidPhone(body.phone)) return { status: 422, reason: 'not-a-number' };
  const parsed = parsePhone(String(body.phone), { defaultCountry: body.country === 'GB' ? 'GB' : undefined });
  if (!parsed.valid) return { status: 422, reason: parsed.validation.status };
  return { status: 200, phone: parsed.e164 ?? '' };
}

export const national: string | undefined = formatPhone('+442079460958', 'NATIONAL');
export const found: number = findPhones('call +44 20 7946 0958').length;
