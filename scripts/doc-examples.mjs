// The README's and docs/package.md's TypeScript examples as files a consumer app type-checks (consumer-test: under
// strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess), so an example that no longer compiles against
// the package fails `npm test`. Run: node scripts/doc-examples.mjs <out-dir>; prints how many it wrote.
//
// A block is written as the file it is:
// - a block whose first line names its file (`// app/signup/actions.ts`) is that file, so the blocks of a
//   multi-file example import each other;
// - a block that exports something is a module as it stands;
// - any other block is a fragment (statements and JSX a component's body would hold): its imports stay at the top and
//   the rest becomes the body of a function, so `const { control } = useForm()` and `<Controller … />;` are checked
//   where a team would paste them.
// Free names the docs leave to the reader (save, country, setCountry) are declared in doc-examples.d.ts beside them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DOCUMENTS = ['README.md', 'docs/package.md'];

const FENCE = /^```(tsx|ts)\n([\s\S]*?)^```$/gm;
const NAMED = /^\/\/ ([\w./-]+\.tsx?)\b/;

/** Every ts/tsx block of a Markdown text: its language, code, and the line its fence opens on. */
export function codeBlocks(markdown) {
  return [...markdown.matchAll(FENCE)].map((match) => ({
    language: match[1],
    code: match[2],
    line: markdown.slice(0, match.index).split('\n').length,
  }));
}

/** A fragment's import declarations (single- or multi-line) and the statements after them. */
function splitImports(code) {
  const lines = code.split('\n');
  const imports = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (/^import\b/.test(line)) {
      let end = i;
      while (!/(from\s+)?['"][^'"]+['"];?\s*(\/\/.*)?$/.test(lines[end] ?? '') && end < lines.length - 1)
        end++;
      imports.push(...lines.slice(i, end + 1));
      i = end + 1;
    } else if (line.trim() === '' || line.startsWith('//')) {
      imports.push(line);
      i++;
    } else break;
  }
  return { imports: imports.join('\n'), body: lines.slice(i).join('\n') };
}

/** The file a block is written as: its path under the output folder and its text. */
export function exampleFile(block, source, index) {
  const named = NAMED.exec(block.code);
  if (named) return { path: named[1], text: block.code };
  const stem = `${source.replace(/[^\w]+/g, '-')}-${String(index + 1).padStart(2, '0')}-line-${block.line}`;
  const path = `${stem}.${block.language}`;
  if (/^export\s/m.test(block.code)) return { path, text: block.code };
  const { imports, body } = splitImports(block.code);
  const indented = body
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  return {
    path,
    text: `${imports}\n\n// ${source}, line ${block.line}: a fragment, checked as a function's body.\nexport function Example(): unknown {\n${indented}\n  return null;\n}\n`,
  };
}

const GLOBALS = `// What the docs' examples leave to the reader, as a team's own code would have it.
declare function save(...args: unknown[]): void;
declare const country: import('telfield').CountryCode | undefined;
declare function setCountry(country: import('telfield').CountryCode | undefined): void;
declare module '*.css';
`;

/** Writes every example under `out` (emptied first) with the declarations beside them; returns the files written. */
export function writeDocExamples(root, out) {
  rmSync(out, { recursive: true, force: true });
  const written = [];
  for (const source of DOCUMENTS) {
    const blocks = codeBlocks(readFileSync(join(root, source), 'utf8'));
    blocks.forEach((block, index) => {
      const { path, text } = exampleFile(block, source, index);
      mkdirSync(dirname(join(out, path)), { recursive: true });
      writeFileSync(join(out, path), text);
      written.push(path);
    });
  }
  writeFileSync(join(out, 'doc-examples.d.ts'), GLOBALS);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/doc-examples.mjs <out-dir>');
  console.log(`${writeDocExamples(process.cwd(), out).length} examples written to ${out}`);
}
