/**
 * The search's announced match count: once typing pauses for ANNOUNCE_DELAY_MS, the count of matches (or "no
 * matches") goes into the picker's state, and the live region says it while the popup is open and searching.
 */
import { useEffect, type Dispatch } from 'react';
import type { CountryPickerApi } from './country-picker-api';
import type { CountryPickerLabels } from './country-picker-labels';
import type { PickerAction, PickerState } from './picker-state';

/** The count is announced once typing pauses, so a screen reader does not read every intermediate count. */
export const ANNOUNCE_DELAY_MS = 300;

/** What the count's announcement depends on, for one render. */
export interface MatchCountContext {
  readonly expanded: boolean;
  readonly searching: boolean;
  readonly resultCount: number;
  /**
   * The picker's state: its search text (each change to it is a key typed, which starts the wait again even when the
   * count stays) and the message last put into it.
   */
  readonly state: Pick<PickerState, 'query' | 'announcement'>;
  readonly labels: CountryPickerLabels;
  readonly dispatch: Dispatch<PickerAction>;
}

/** The live region: what it says (the announced count while open and searching, else '') and its props. */
export interface MatchAnnouncement {
  readonly liveMessage: string;
  readonly statusProps: CountryPickerApi['statusProps'];
}

export function useMatchAnnouncement(context: MatchCountContext): MatchAnnouncement {
  const { expanded, searching, state, resultCount, labels, dispatch } = context;
  const countMessage = !searching
    ? ''
    : resultCount === 0
      ? labels.noMatches
      : labels.matchCount(resultCount);
  useEffect(() => {
    if (!expanded || countMessage === '') return;
    const timer = setTimeout(() => dispatch({ type: 'announce', message: countMessage }), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
    // The query is read by no line here: it is a dependency so that each key clears the timer and starts it anew.
  }, [expanded, countMessage, state.query, dispatch]);
  const liveMessage = expanded && searching ? state.announcement : '';
  return {
    liveMessage,
    statusProps: {
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'aria-atomic': true,
      children: liveMessage,
    },
  };
}
