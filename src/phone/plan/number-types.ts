/**
 * Every answer libphonenumber-js's getType() can give, in one list: the engine, the Check screen, the list cleaner
 * and its export all name types from here (the export writes these codes; the screens show the same translated word).
 */
export const NUMBER_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
] as const;

export type PhoneType = (typeof NUMBER_TYPES)[number];

/** The types with patterns of their own after the fixed line, in the order getType() tries them. */
export const PATTERN_TYPES_AFTER_FIXED_LINE = [
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
] as const satisfies readonly PhoneType[];
