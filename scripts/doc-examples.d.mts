export const DOCUMENTS: readonly string[];
export function codeBlocks(markdown: string): { language: 'ts' | 'tsx'; code: string; line: number }[];
export function exampleFile(
  block: { language: 'ts' | 'tsx'; code: string; line: number },
  source: string,
  index: number,
): { path: string; text: string };
export function writeDocExamples(root: string, out: string): string[];
