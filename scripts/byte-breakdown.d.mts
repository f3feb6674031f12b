export interface SourceMap {
  sources: (string | null)[];
  mappings: string;
}
export function decodeMappings(mappings: string): [column: number, source: number][][];
export function spansOf(code: string, map: SourceMap): [start: number, end: number, source: string | null][];
export interface GroupBytes {
  group: string;
  raw: number;
  brotli: number;
}
export function byteBreakdown(
  files: ({ code: string; map: SourceMap } | { code: string; group: string })[],
  groupOf: (source: string) => string,
): { total: { raw: number; brotli: number }; groups: GroupBytes[] };
