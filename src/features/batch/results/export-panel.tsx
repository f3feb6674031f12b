import type { BatchMessages } from '../batch-messages';

export interface ExportChoices {
  readonly onlyValid: boolean;
  readonly writeBack: boolean;
}

export interface ExportPanelProps {
  readonly t: BatchMessages;
  readonly choices: ExportChoices;
  readonly busy: boolean;
  readonly onChange: (choices: ExportChoices) => void;
  readonly onExport: () => void;
  readonly onCopy: () => void;
}

/** Export options, the CSV download, and copying the valid numbers. */
export function ExportPanel({ t, choices, busy, onChange, onExport, onCopy }: ExportPanelProps) {
  return (
    <div className="tf-batch__export">
      <label className="tf-batch__check">
        <input
          type="checkbox"
          checked={choices.onlyValid}
          onChange={(e) => onChange({ ...choices, onlyValid: e.target.checked })}
        />
        {t.onlyValid}
      </label>
      <label className="tf-batch__check">
        <input
          type="checkbox"
          checked={choices.writeBack}
          onChange={(e) => onChange({ ...choices, writeBack: e.target.checked })}
        />
        {t.writeBack}
      </label>
      <button type="button" disabled={busy} onClick={onExport}>
        {t.exportCsv}
      </button>
      <button type="button" disabled={busy} onClick={onCopy}>
        {t.copyValid}
      </button>
    </div>
  );
}
