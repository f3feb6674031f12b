import { useId, useLayoutEffect, useRef } from 'react';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import type { Locale } from '../../../components/i18n/locale';
import { PHONE_WORDS } from '../../../components/i18n/phone-words';
import { useWords } from '../../../components/i18n/word-set';
import type { BatchMessages } from '../messages/batch-messages';
import { columnChoices } from '../../../list/intake/column-choices';
import type { Setup } from '../../../list/intake/setup';
import '../../../components/ui/table.css';

export interface SetupPanelProps {
  readonly t: BatchMessages;
  readonly locale: Locale;
  readonly preview: readonly (readonly string[])[];
  readonly rows: number;
  readonly columns: number;
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

const PREVIEW_ROWS = 6;

/**
 * The first rows, and the choices that read them: header, phone columns (every column holding digits offered, the
 * ones found to hold numbers picked), country column, default country.
 */
export function SetupPanel({ t, locale, preview, rows, columns, setup, onChange }: SetupPanelProps) {
  const id = useId();
  const { labels } = useWords(PHONE_WORDS, locale);
  const header = setup.hasHeader ? preview[0] : undefined;
  const columnName = (c: number) => (header?.[c] ? header[c] : t.column(c + 1));
  const { offered, shown, notShown } = columnChoices(preview, columns, [
    ...setup.phoneColumns,
    setup.countryColumn,
  ]);
  const body = preview.slice(setup.hasHeader ? 1 : 0);
  const withDigits = offered.filter(
    (c) => setup.phoneColumns.includes(c) || body.some((row) => /(?:\d\D*){3}/.test(row[c] ?? '')),
  );
  const picked = new Set(setup.phoneColumns);
  // The preview shows the first phone column picked, which in a wide list sits past the box's edge, unseen; as each
  // step does, the page brings it into view (jsdom has no scrollIntoView).
  const previewRef = useRef<HTMLDivElement>(null);
  const first = setup.phoneColumns[0];
  useLayoutEffect(() => {
    previewRef.current
      ?.querySelector('.tf-batch__phone')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [first]);
  const toggle = (column: number, on: boolean) => {
    const next = on ? [...picked, column] : [...picked].filter((c) => c !== column);
    const countryColumn = on && setup.countryColumn === column ? undefined : setup.countryColumn;
    onChange({ ...setup, phoneColumns: next.sort((a, b) => a - b), countryColumn });
  };
  return (
    <section className="tf-batch__setup">
      <h3 id={`${id}-title`}>{t.preview(rows)}</h3>
      <div
        ref={previewRef}
        className="tf-batch__preview"
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
      >
        <table className="tf-table">
          <tbody>
            {preview.slice(0, PREVIEW_ROWS).map((row, r) => (
              <tr key={r} className={r === 0 && setup.hasHeader ? 'tf-batch__preview-header' : undefined}>
                {shown.map((c) => (
                  <td key={c} className={picked.has(c) ? 'tf-batch__phone' : undefined} dir="auto">
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notShown > 0 && <p className="tf-batch__note">{t.moreColumns(notShown)}</p>}
      <div className="tf-batch__choices">
        <label className="tf-batch__check">
          <input
            type="checkbox"
            checked={setup.hasHeader}
            onChange={(event) => onChange({ ...setup, hasHeader: event.target.checked })}
          />
          {t.hasHeader}
        </label>
        <fieldset className="tf-batch__field tf-batch__phone-columns">
          <legend>
            {t.phoneColumn} <span className="tf-batch__note">{t.pickedColumns(picked.size)}</span>
          </legend>
          {withDigits.map((c) => (
            <label key={c} className="tf-batch__check">
              <input
                type="checkbox"
                checked={picked.has(c)}
                onChange={(event) => toggle(c, event.target.checked)}
              />
              {columnName(c)}
            </label>
          ))}
        </fieldset>
        {columns > 1 && (
          <label className="tf-batch__field">
            {t.countryColumn}
            <select
              value={setup.countryColumn ?? ''}
              onChange={(event) =>
                onChange({
                  ...setup,
                  countryColumn: event.target.value === '' ? undefined : Number(event.target.value),
                })
              }
            >
              <option value="">{t.noCountryColumn}</option>
              {offered
                .filter((c) => !picked.has(c))
                .map((c) => (
                  <option key={c} value={c}>
                    {columnName(c)}
                  </option>
                ))}
            </select>
          </label>
        )}
        <div className="tf-batch__field">
          <label htmlFor={`${id}-country`}>{t.defaultCountry}</label>
          <CountryPicker
            id={`${id}-country`}
            value={setup.defaultCountry}
            onChange={(defaultCountry) => onChange({ ...setup, defaultCountry })}
            locale={locale}
            labels={labels}
          />
        </div>
      </div>
    </section>
  );
}
