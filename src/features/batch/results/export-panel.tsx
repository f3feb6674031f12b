import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { BatchMessages } from '../messages/batch-messages';
import type { ExportChoices, ExportRows } from '../../../list/results/export-csv';

export interface ExportPanelProps {
  readonly t: BatchMessages;
  readonly choices: ExportChoices;
  readonly busy: boolean;
  /** How many rows the filter shows; undefined when no filter is set (then "the rows shown" is not offered). */
  readonly shownCount: number | undefined;
  readonly onChange: (choices: ExportChoices) => void;
  readonly onExport: () => void;
  readonly onExportXlsx: () => void;
  /** Copies the valid numbers, every one (duplicates included) or each once. */
  readonly onCopy: (unique: boolean) => void;
}

/** Which rows, in which layout, how E.164 is written, the downloads, and copying the valid numbers. */
export function ExportPanel({
  t,
  choices,
  busy,
  shownCount,
  onChange,
  onExport,
  onExportXlsx,
  onCopy,
}: ExportPanelProps) {
  const helpId = useId();
  // "The rows shown" without a filter is every row.
  const rows = choices.rows === 'shown' && shownCount === undefined ? 'all' : choices.rows;
  const option = (value: ExportRows, label: string) => (
    <label className="tf-batch__check">
      <input
        type="radio"
        name="tf-export-rows"
        value={value}
        checked={rows === value}
        onChange={() => onChange({ ...choices, rows: value })}
      />
      {label}
    </label>
  );
  return (
    <div className="tf-batch__export">
      <fieldset className="tf-batch__export-rows">
        <legend>{t.exportRows}</legend>
        {option('all', t.rowsAll)}
        {option('valid', t.rowsValid)}
        {shownCount !== undefined && option('shown', t.rowsShown(shownCount))}
      </fieldset>
      <label className="tf-batch__check">
        <input
          type="checkbox"
          checked={choices.writeBack}
          onChange={(e) => onChange({ ...choices, writeBack: e.target.checked })}
        />
        {t.writeBack}
      </label>
      <label className="tf-batch__check">
        <input
          type="checkbox"
          checked={choices.forExcel}
          onChange={(e) => onChange({ ...choices, forExcel: e.target.checked })}
        />
        {t.forExcel}
      </label>
      <label className="tf-batch__check">
        <input
          type="checkbox"
          checked={choices.layout === 'long'}
          onChange={(e) => onChange({ ...choices, layout: e.target.checked ? 'long' : 'wide' })}
        />
        {t.layoutLong}
      </label>
      <Button disabled={busy} onClick={onExport} aria-describedby={helpId}>
        {t.exportCsv}
      </Button>
      <Button disabled={busy} onClick={onExportXlsx} aria-describedby={helpId}>
        {t.exportXlsx}
      </Button>
      <Button disabled={busy} onClick={() => onCopy(false)}>
        {t.copyValid}
      </Button>
      <Button disabled={busy} onClick={() => onCopy(true)}>
        {t.copyUnique}
      </Button>
      <p id={helpId} className="tf-batch__help">
        {t.exportHelp}
      </p>
    </div>
  );
}
