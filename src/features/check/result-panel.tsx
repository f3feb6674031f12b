import { CountryFlag } from '../../components/country-picker/country-flag';
import { CopyButton } from '../../components/ui/copy-button';
import { Card } from '../../components/ui/card';
import { StatusBadge } from '../../components/ui/status-badge';
import type { PhoneChangeDetails } from '../../components/phone-input/phone-input';
import type { CheckMessages } from './check-messages';

export interface ResultPanelProps {
  readonly details: PhoneChangeDetails | undefined;
  readonly countryLabel: string;
  /** The field has focus: an incomplete number is "not valid yet" only while it is being typed. */
  readonly editing: boolean;
  readonly t: CheckMessages;
}

export function ResultPanel({ details, countryLabel, editing, t }: ResultPanelProps) {
  const validation = details?.validation;
  const empty = !details || details.text === '';
  const valid = validation?.status === 'valid';
  // A number still being typed is no mistake yet: its words say so, in the neutral tone, not in red.
  const tone =
    empty || (editing && validation?.status === 'too-short') ? 'neutral' : valid ? 'valid' : 'invalid';
  const forms = details?.forms;
  // The sentence around the number, as the language orders it ('Call …', '… anrufen').
  const callWords = t.call('\u0000').split('\u0000');
  const rows = forms
    ? ([
        ['e164', t.e164, forms.e164],
        ['international', t.internationalForm, forms.international],
        ['national', t.nationalForm, forms.national],
        ['rfc3966', t.rfc3966, forms.rfc3966],
      ] as const)
    : [];
  const type =
    valid && validation.strict
      ? validation.type
        ? (t.types[validation.type] ?? validation.type)
        : t.typeUnknown
      : undefined;

  return (
    <Card title={t.result} className="tf-result">
      {/* The reason stays in one place, under the field: here only whether, with an icon. */}
      <StatusBadge tone={tone} data-testid="status">
        {tone === 'neutral' ? (empty ? t.empty : t.invalid) : valid ? t.valid : t.notValid}
      </StatusBadge>
      {!empty && (
        <dl className="tf-result__facts">
          <div>
            <dt>{t.country}</dt>
            <dd className="tf-result__country">
              {details.country && <CountryFlag code={details.country} />}
              <span data-testid="country">{countryLabel}</span>
            </dd>
          </div>
          {valid && (
            <div>
              <dt>{t.type}</dt>
              <dd data-testid="type">{type ?? t.lengthOnly}</dd>
            </div>
          )}
          {rows.map(([key, label, value]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <output data-testid={key} dir="ltr">
                  {value}
                </output>{' '}
                <CopyButton text={value} label={t.copy(label)} copiedLabel={t.copied(label)}>
                  <CopyIcon />
                </CopyButton>
              </dd>
            </div>
          ))}
          {forms?.extension && (
            <div>
              <dt>{t.extension}</dt>
              <dd data-testid="extension" dir="ltr">
                {forms.extension}
              </dd>
            </div>
          )}
        </dl>
      )}
      {forms && (
        <p>
          <a className="tf-result__call" href={forms.rfc3966}>
            {callWords[0]}
            {/* Isolated left to right: in Arabic the number's parts would otherwise read reversed ("123456 30 49+"). */}
            <bdi dir="ltr">{forms.international}</bdi>
            {callWords[1]}
          </a>
        </p>
      )}
    </Card>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
