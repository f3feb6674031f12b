import type { BatchMessages } from '../messages/batch-messages';
import { ROW_MARKS, type RowFilter } from '../../../list/results/row-filter';

interface FilterSelectProps<T extends string> {
  readonly label: string;
  readonly all: string;
  readonly value: '' | T;
  readonly options: readonly (readonly [T, string])[];
  readonly onChange: (value: '' | T) => void;
}

/** One filter of the results: "all", or one of its options. */
function FilterSelect<T extends string>({ label, all, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <label className="tf-batch__field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as '' | T)}>
        <option value="">{all}</option>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface FilterBarProps {
  readonly t: BatchMessages;
  readonly filter: RowFilter;
  /** The countries with a valid number, to choose from. */
  readonly countries: readonly string[];
  readonly countryName: (code: string) => string;
  readonly onChange: (filter: RowFilter) => void;
}

/** The table's filters: status, country and mark, and a search of the rows' text and numbers. */
export function FilterBar({ t, filter, countries, countryName, onChange }: FilterBarProps) {
  return (
    <div className="tf-batch__filters">
      <FilterSelect
        label={t.filterStatus}
        all={t.all}
        value={filter.status}
        options={(['valid', 'invalid', 'empty'] as const).map((s) => [s, t.statuses[s]] as const)}
        onChange={(status) => onChange({ ...filter, status })}
      />
      <FilterSelect
        label={t.filterCountry}
        all={t.all}
        value={filter.country}
        options={countries.map((code) => [code, countryName(code)] as const)}
        onChange={(country) => onChange({ ...filter, country })}
      />
      <FilterSelect
        label={t.filterMark}
        all={t.all}
        value={filter.mark}
        options={ROW_MARKS.map((mark) => [mark, t.marks[mark]] as const)}
        onChange={(mark) => onChange({ ...filter, mark })}
      />
      <label className="tf-batch__field">
        {t.search}
        <input
          type="search"
          value={filter.query}
          onChange={(e) => onChange({ ...filter, query: e.target.value })}
        />
      </label>
    </div>
  );
}
