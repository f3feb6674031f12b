/**
 * Pasted text, or a workbook's cells written as CSV, as a list: what readFile does for a file's bytes, from a string
 * (the intake, the limits and the first rows are the same: intake.ts).
 */
import { yieldToPage } from '../table/time-slice';
import {
  createIntake,
  previewOf,
  ReadCancelled,
  type ReadOutcome,
  type ReadStream,
  type SourceProblem,
} from './intake';
import { detectDelimiter, separatorLine } from './sniff';

/** Pasted text as a list: what readFile does for a file, at once (tests, small lists). */
export function readText(text: string): ReadOutcome {
  const start = startText(text);
  if (!start.ok) return start;
  const { clean, intake, finish } = start;
  return finish(intake.push(clean) ?? intake.end());
}

/** How readTextInSlices reads a text. */
export interface TextReadOptions {
  readonly signal?: AbortSignal | undefined;
  /** Known already (a spreadsheet's cells, written as CSV): not guessed. */
  readonly delimiter?: string | undefined;
  /** Hand the rows on instead of keeping them. */
  readonly stream?: ReadStream | undefined;
}

/** Characters of pasted text read per task: a million pasted lines never block the page for long. */
const TEXT_SLICE = 256 * 1024;

/** The same as readText, a slice per task, yielding to the page between them. */
export async function readTextInSlices(
  text: string,
  { signal, delimiter, stream }: TextReadOptions = {},
): Promise<ReadOutcome> {
  const start = startText(text, delimiter, stream);
  if (!start.ok) return start;
  const { clean, intake, finish } = start;
  for (let offset = 0; offset < clean.length; offset += TEXT_SLICE) {
    const problem = intake.push(clean.slice(offset, offset + TEXT_SLICE));
    if (problem) return { ok: false, problem };
    await (stream ? stream.drain() : yieldToPage());
    if (signal?.aborted) throw new ReadCancelled();
  }
  return finish(intake.end());
}

function startText(text: string, knownDelimiter?: string, stream?: ReadStream) {
  if (text.trim() === '') return { ok: false, problem: 'empty' } as const;
  const sep = knownDelimiter === undefined ? separatorLine(text) : undefined;
  const clean = text.replace(/^\uFEFF/, '').slice(sep ? sep.length - (text.startsWith('\uFEFF') ? 1 : 0) : 0);
  const sample = clean.slice(0, 64 * 1024);
  const delimiter =
    knownDelimiter ?? sep?.delimiter ?? detectDelimiter(sample, clean.length <= sample.length);
  const intake = createIntake(delimiter, { stream });
  const preview = previewOf(sample, { delimiter, more: clean.length > sample.length });
  stream?.begin(preview, delimiter);
  const finish = (problem: SourceProblem | undefined): ReadOutcome =>
    problem ? { ok: false, problem } : intake.result('utf-8', preview);
  return { ok: true, clean, intake, finish } as const;
}
