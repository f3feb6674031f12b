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
