export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { type?: string } };
}
/** CPU ms per key; script + layout + browser + frames + other = total. */
export interface KeystrokeSplit {
  total: number;
  script: number;
  layout: number;
  browser: number;
  frames: number;
  other: number;
}
export function keystrokeSplit(
  traceEvents: TraceEvent[],
  options: { anchor: string; from: string; to: string; keys: number },
): KeystrokeSplit;
