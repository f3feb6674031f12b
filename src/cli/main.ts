/**
 * `telfield clean`: the command line's entry. Reads the arguments, opens the input and the output, runs the list
 * through worker threads (one per core) and prints the summary on standard error. Exit codes: 0 done, 1 input
 * refused (one line says why; nothing on standard output), 2 usage. Ctrl+C stops at once and leaves no output file.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JUDGED_BY, VERSIONS } from '../phone/api/versions';
import { defaultCountry as guessCountry } from '../phone/plan/default-country';
import { parseArgs, USAGE, type CleanCommand } from './args';
import { cleanList } from './clean-list';
import { dryRunReport } from './dry-run';
import { InputRefused, openInput } from './open-input';
import { outputFile, PipeClosed, standardOutput, type OutputSink } from './output-sink';
import { createProgress } from './progress';
import {
  chosen,
  countryColumnWords,
  formatSummary,
  invalidNumbers,
  invalidShare,
  statsJson,
  type RunStats,
} from './summary';
import { createSegmentPool } from '../list/run/segment-pool';
import { threadWorker } from './thread-worker';

/** The worker threads' script, built beside this one. */
const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'clean-worker.js');

/** Where the export goes when --output is not given: beside the input, as the screen names its download. */
function outputPath(command: CleanCommand, tabs: boolean): string {
  if (command.output !== undefined) return command.output;
  if (command.input === '-') return '-';
  // list.csv.gz → list-clean.csv: the export is written uncompressed.
  const input = resolve(command.input).replace(/\.gz$/i, '');
  const base = input.slice(0, input.length - extname(input).length);
  return `${base}-clean.${tabs ? 'tsv' : 'csv'}`;
}

/** Whether the export goes to standard output: asked with -o -, or by default when the input is standard input. */
const toStandardOutput = (command: CleanCommand) =>
  (command.output ?? (command.input === '-' ? '-' : undefined)) === '-';

/** The locale's region, as the screen takes the browser's language's: LC_ALL, LC_MESSAGES, then LANG. */
function environmentLanguages(env: NodeJS.ProcessEnv): string[] {
  return [env.LC_ALL, env.LC_MESSAGES, env.LANG]
    .filter((value): value is string => !!value && value !== 'C' && value !== 'POSIX')
    .map((value) => value.replace(/[.@].*$/, '').replace('_', '-'));
}

async function clean(command: CleanCommand): Promise<number> {
  const started = performance.now();
  const defaultCountry =
    command.defaultCountry ??
    guessCountry({ stored: undefined, languages: environmentLanguages(process.env) });
  const input = await openInput(command.input, process.stdin);
  // One per core; TELFIELD_WORKERS sets another count (the benchmark's one-thread run).
  const workers = Math.max(1, Math.min(Number(process.env.TELFIELD_WORKERS) || availableParallelism(), 16));
  const pool = createSegmentPool(Array.from({ length: workers }, () => threadWorker(WORKER)));
  const controller = new AbortController();
  let sink: OutputSink | undefined;
  let target = '';
  const progress = createProgress(
    process.stderr,
    command.progress ?? process.stderr.isTTY === true,
    input.blob.size,
  );
  const stop = () => {
    controller.abort();
    sink?.abandon();
    progress.clear();
    pool.close();
    input.close();
    // A file is put in place only once complete; what already went down a pipe cannot be taken back, so it is said.
    const left =
      sink === undefined
        ? 'nothing was written'
        : target === '-'
          ? 'the CSV on standard output was cut short: it is not the whole list'
          : 'no output was left behind';
    process.stderr.write(`telfield clean: stopped; ${left}\n`);
    process.exit(130);
  };
  // A pipe's reader gets LF and no byte-order mark; a file, or a pipe into Excel (--for-excel), the screen's file.
  const plain = toStandardOutput(command) && !command.forExcel;
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const outcome = await cleanList({
      command,
      defaultCountry,
      input,
      pool,
      form: { lineEnd: plain ? '\n' : '\r\n', formulaGuard: command.formulaGuard },
      byteOrderMark: !plain,
      signal: controller.signal,
      onProgress: progress.update,
      openOutput: (delimiter) => {
        target = outputPath(command, delimiter === '\t');
        sink = target === '-' ? standardOutput(process.stdout) : outputFile(target);
        return sink;
      },
    });
    progress.clear();
    if (command.dryRun) {
      process.stdout.write(dryRunReport(command, outcome, defaultCountry));
      return 0;
    }
    const seconds = (performance.now() - started) / 1000;
    const stats: RunStats = {
      ...outcome.counts,
      invalidNumbers: invalidNumbers(outcome.counts),
      seconds: Math.round(seconds * 1000) / 1000,
      phoneColumns: outcome.phoneColumns,
      countryColumn: outcome.countryColumn,
      defaultCountry: defaultCountry ?? null,
      output: target,
      notes: outcome.notes,
      judgedBy: JUDGED_BY,
    };
    if (command.stats.file !== undefined) writeFileSync(command.stats.file, `${statsJson(stats)}\n`);
    if (command.stats.format === 'json') process.stderr.write(`${statsJson(stats)}\n`);
    else {
      for (const note of outcome.notes) process.stderr.write(`telfield clean: note: ${note}\n`);
      process.stderr.write(`${formatSummary(outcome.counts, seconds)}\n`);
      process.stderr.write(
        `  phone columns: ${outcome.phoneColumns.join(', ')} (${chosen(command.phoneColumns.length > 0)}); ` +
          `country column: ${countryColumnWords(outcome.countryColumn, command.countryColumn !== undefined)}; ` +
          `default country: ${defaultCountry ?? 'none'}; ` +
          `judged by telfield ${VERSIONS.telfield} on libphonenumber-js ${VERSIONS.libphonenumberJs}` +
          `${target === '-' ? '' : `; written to ${target}`}\n`,
      );
    }
    // Said once, after the summary (a refused input stays one line): without a default country, a number written
    // without + is read only where its row names a country.
    if (!defaultCountry)
      process.stderr.write(
        'telfield clean: no default country: numbers written without + are read only where the row names a ' +
          'country; pass --default-country\n',
      );
    const share = invalidShare(outcome.counts);
    if (command.failOnInvalid !== undefined && share > command.failOnInvalid) {
      process.stderr.write(
        `telfield clean: ${share.toFixed(1)}% of the rows with a number are not valid, more than the ` +
          `${command.failOnInvalid}% --fail-on-invalid allows\n`,
      );
      return 3;
    }
    return 0;
  } catch (error) {
    progress.clear();
    throw error;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    pool.close();
    input.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`telfield: ${parsed.error}\n\n${USAGE}\n`);
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('version' in parsed) {
    process.stdout.write(`telfield ${VERSIONS.telfield} on libphonenumber-js ${VERSIONS.libphonenumberJs}\n`);
    return 0;
  }
  try {
    return await clean(parsed.command);
  } catch (error) {
    // A reader that stopped reading (`| head -5`) took what it wanted: a quiet end, as Unix tools make it.
    if (error instanceof PipeClosed) return 0;
    // Refused input says why in one line; anything else is a failure too, with its message.
    process.stderr.write(
      `telfield clean: ${error instanceof InputRefused ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
