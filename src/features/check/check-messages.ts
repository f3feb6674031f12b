import type { PhoneType } from '../../phone/plan/number-types';

export interface CheckMessages {
  readonly title: string;
  readonly intro: string;
  readonly result: string;
  readonly empty: string;
  readonly valid: string;
  /** While the number is still being typed and more digits can make it valid. */
  readonly invalid: string;
  /** Once the field is left, or when no more digits can help. */
  readonly notValid: string;
  readonly lengthOnly: string;
  readonly country: string;
  readonly international: string;
  readonly type: string;
  readonly typeUnknown: string;
  readonly types: Readonly<Record<PhoneType, string>>;
  readonly e164: string;
  readonly internationalForm: string;
  readonly nationalForm: string;
  readonly rfc3966: string;
  readonly extension: string;
  readonly copy: (what: string) => string;
  readonly copied: (what: string) => string;
  readonly call: (number: string) => string;
  readonly privacy: string;
  /** Sends every number of a paste to Clean a list. */
  readonly checkAll: string;
}
