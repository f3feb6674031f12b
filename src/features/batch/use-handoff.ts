import { useEffect, useRef } from 'react';
import type { BatchHandoff, BatchPhase } from './batch-session';

export interface HandoffNeeds {
  readonly phase: BatchPhase;
  readonly openText: (text: string) => void;
  /** Whether the list read can be cleaned (canStart). */
  readonly ready: boolean;
  readonly start: () => void;
}

/**
 * Numbers handed over by another screen (the Check screen's "Check them all"): read as a paste would be, once, when
 * the screen opens, and cleaned as soon as they are read, as the press that sent them asked.
 */
export function useHandoff(
  handoff: BatchHandoff | undefined,
  { phase, openText, ready, start }: HandoffNeeds,
): void {
  const startHandoff = useRef(handoff !== undefined);

  useEffect(() => {
    if (handoff) openText(handoff.lines.join('\n'));
    // Only the handoff the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (startHandoff.current && phase.kind === 'loaded') {
      startHandoff.current = false;
      if (ready) start();
    }
  });
}
