/**
 * The listbox and its options as the view renders them: the items of the virtual window (the active one always
 * among them, for aria-activedescendant), split into the preferred and the other countries' groups, each option's
 * props with its place in the whole list, and the listbox's and its full-height spacer's props.
 */
import type { Dispatch, MouseEvent, PointerEvent, RefObject } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import type {
  CountryPickerApi,
  CountryPickerItem,
  CountryPickerListboxProps,
  CountryPickerOptionProps,
  CountryPickerSection,
  UseCountryPickerOptions,
} from './country-picker-api';
import type { CountryEntry } from '../../phone/plan/country-index';
import type { CountryPickerLabels } from './country-picker-labels';
import { COUNTRY_ROW_HEIGHT, type PickerAction } from './picker-state';
import type { ListWindow } from './use-list-window';
import type { PickerResults } from './use-picker-results';
import { windowIndexes } from './virtual-window';

/** What the options read and do besides the picker's options, for one render. */
export interface OptionsContext {
  readonly expanded: boolean;
  /** The options shown now, and how many of the list's first are preferred (grouped apart while not searching). */
  readonly shown: PickerResults;
  readonly activeIndex: number;
  /** The rows to render, as [start, end) of `results`. */
  readonly range: { start: number; end: number };
  readonly optionId: (code: CountryCode) => string;
  readonly dispatch: Dispatch<PickerAction>;
  readonly pick: (code: CountryCode) => void;
}

/** The rendered options, grouped, and the props of each. */
export interface OptionParts {
  readonly items: CountryPickerItem[];
  readonly sections: CountryPickerSection[];
  readonly getOptionProps: (i: number) => CountryPickerOptionProps;
}

export function optionParts(options: UseCountryPickerOptions, context: OptionsContext): OptionParts {
  const { value, labels } = options;
  const { activeIndex } = context;
  const { results, grouped } = context.shown;
  const { preferredCount } = context.shown.list;
  const toItem = (i: number, entry: CountryEntry): CountryPickerItem => ({
    index: i,
    code: entry.code,
    callingCode: entry.callingCode,
    name: entry.name,
    flag: entry.code,
    selected: entry.code === value,
    active: i === activeIndex,
    afterDivider: grouped && i === preferredCount,
  });
  const items = context.expanded
    ? windowIndexes(context.range, activeIndex).flatMap((i) => {
        const entry = results[i];
        return entry ? [toItem(i, entry)] : [];
      })
    : [];

  const sections: CountryPickerSection[] = grouped
    ? [
        {
          key: 'preferred' as const,
          groupProps: { role: 'group' as const, 'aria-label': labels.preferredGroup },
          items: items.filter((item) => item.index < preferredCount),
        },
        {
          key: 'all' as const,
          groupProps: { role: 'group' as const, 'aria-label': labels.allGroup },
          items: items.filter((item) => item.index >= preferredCount),
        },
      ].filter((section) => section.items.length > 0)
    : [{ key: 'results', groupProps: undefined, items }];

  /** Props of the option at `i` of the current list (an index from `items`). */
  const getOptionProps = (i: number): CountryPickerOptionProps => {
    const entry = results[i];
    const inPreferred = grouped && i < preferredCount;
    const setStart = grouped && !inPreferred ? preferredCount : 0;
    const setSize = grouped
      ? inPreferred
        ? preferredCount
        : results.length - preferredCount
      : results.length;
    return {
      id: entry ? context.optionId(entry.code) : undefined,
      role: 'option',
      'aria-selected': entry !== undefined && entry.code === value,
      // Only a window of options exists in the DOM; these tell assistive technology the whole count.
      'aria-posinset': i - setStart + 1,
      'aria-setsize': setSize,
      style: { top: i * COUNTRY_ROW_HEIGHT, height: COUNTRY_ROW_HEIGHT },
      onClick: () => {
        if (entry) context.pick(entry.code);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (entry && event.pointerType !== 'touch' && i !== activeIndex) {
          context.dispatch({ type: 'point', code: entry.code });
        }
      },
    };
  };

  return { items, sections, getOptionProps };
}

/** The listbox and the spacer inside it, as tall as every option together. */
export interface ListboxParts {
  readonly listboxProps: CountryPickerListboxProps;
  readonly spacerProps: CountryPickerApi['spacerProps'];
}

/** The listbox's props (not a Tab stop, and a press in it leaves focus in the search field) and its spacer's. */
export function listboxParts(
  listboxId: string,
  labels: CountryPickerLabels,
  listWindow: ListWindow,
  searchRef: RefObject<HTMLInputElement | null>,
  resultCount: number,
): ListboxParts {
  return {
    listboxProps: {
      ref: listWindow.setList,
      id: listboxId,
      role: 'listbox' as const,
      'aria-label': labels.list,
      // Not a Tab stop (browsers make scrollers focusable otherwise); focus stays in the search field.
      tabIndex: -1,
      onScroll: listWindow.onScroll,
      onMouseDown: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
      onFocus: () => searchRef.current?.focus(),
    },
    spacerProps: { role: 'presentation' as const, style: { height: resultCount * COUNTRY_ROW_HEIGHT } },
  };
}
