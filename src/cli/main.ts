/**
 * `telfield clean`: the command line's entry. Reads the arguments, opens the input and the output, runs the list
 * through worker threads (one per core) and prints the summary on standard error. Exit codes: 0 done, 1 input
 * refused (one line says why; nothing on standard output), 2 usage. Ctrl+C stops at once and leaves no output file.
 */
import { availableParallelism } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSIONS } from '../phone/api/versions';
import { defaultCountry as guessCountry } from '../phone/plan/default-country';
import { parseArgs, USAGE, type CleanCommand } from './args';
import { cleanList } from './clean-list';
import { InputRefused, openInput } from './open-input';
import { outputFile, PipeClosed, standardOutput, type OutputSink } from './output-sink';
import { createProgress } from './progress';
import { formatSummary } from './summary';
import { createWorkerPool } from './worker-pool';

/** The worker threads' script, built beside this one. */
const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'clean-worker.js');

/** Where the export goes when --output is not given: beside the input, as the screen names its download. */
function outputPath(command: CleanCommand, tabs: boolean): string {
  if (command.output !== undefined) return command.output;
  if (command.input === '-') return '-';
  const input = resolve(command.input);
  const base = input.slice(0, input.length - extname(input).length);
  return `${base}-clean.${tabs ? 'tsv' : 'csv'}`;
}

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
  const pool = createWorkerPool(WORKER, workers);
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
    void pool.close();
    input.close();
    process.stderr.write('telfield clean: stopped; no output was left behind\n');
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const outcome = await cleanList({
      command,
      defaultCountry,
      input,
      pool,
      signal: controller.signal,
      onProgress: progress.update,
      openOutput: (delimiter) => {
        target = outputPath(command, delimiter === '\t');
        sink = target === '-' ? standardOutput(process.stdout) : outputFile(target);
        return sink;
      },
    });
    progress.clear();
    const seconds = (performance.now() - started) / 1000;
    for (const note of outcome.notes) process.stderr.write(`telfield clean: note: ${note}\n`);
    process.stderr.write(`${formatSummary(outcome.counts, seconds)}\n`);
    process.stderr.write(
      `  phone columns: ${outcome.phoneColumns.join(', ')}; default country: ${defaultCountry ?? 'none'}; ` +
        `judged by telfield ${VERSIONS.telfield} on libphonenumber-js ${VERSIONS.libphonenumberJs}` +
        `${target === '-' ? '' : `; written to ${target}`}\n`,
    );
    // Said once, after the summary (a refused input stays one line): without a default country, a number written
    // without + is read only where its row names a country.
    if (!defaultCountry)
      process.stderr.write(
        'telfield clean: no default country: numbers written without + are read only where the row names a ' +
          'country; pass --default-country\n',
      );
    return 0;
  } catch (error) {
    progress.clear();
    throw error;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await pool.close();
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
