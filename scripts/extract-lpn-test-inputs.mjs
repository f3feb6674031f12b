// Extracts the *inputs* (text + default country) that libphonenumber-js's own test suite
// (source/**/*.test.js) feeds to its parse* / is* / format* and find* / search* functions,
// for a differential test against libphonenumber-js at test time. No expectations are taken.
// A small string-literal-aware tokeniser reads the files via `git show`; nothing is executed.
//
// Usage: node scripts/extract-lpn-test-inputs.mjs /path/to/libphonenumber-js/repo [out.json]
// (default out: conformance/libphonenumber-js-inputs.json). Prints counts to stdout.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [repo, outArg] = process.argv.slice(2);
if (!repo) throw new Error('usage: node scripts/extract-lpn-test-inputs.mjs <repo> [out.json]');
const out = outArg ?? new URL('../conformance/libphonenumber-js-inputs.json', import.meta.url);
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

const words = (s) => s.trim().split(/\s+/);
const PARSE = words(`parse parseNumber parsePhoneNumber parsePhoneNumberFromString parsePhoneNumberWithError
  parsePhoneNumberWithError_ isValidPhoneNumber isPossiblePhoneNumber validatePhoneNumberLength
  isValidNumber isPossibleNumber getNumberType isValidNumberForRegion`);
// searchPhoneNumbers and `new PhoneNumberSearch` are not in the original list but are the same legacy family.
const FIND = words(`findPhoneNumbersInText searchPhoneNumbersInText findNumbers searchNumbers
  findPhoneNumbers searchPhoneNumbers`);
const NEW_FIND = ['PhoneNumberMatcher', 'PhoneNumberSearch']; // called as `new X(text, …)`
const FORMAT = ['format', 'formatNumber'];

// Decodes the escapes of a string or template literal body ('\u00a0' → U+00A0, "\'" → "'", …).
const SIMPLE = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
const decode = (body) =>
  body.replace(/\\(?:u\{([0-9a-f]+)\}|u([0-9a-f]{4})|x([0-9a-f]{2})|(\r\n|[\s\S]))/gi, (_, cp, u, x, e) =>
    cp || u || x
      ? String.fromCodePoint(parseInt(cp ?? u ?? x, 16))
      : /^[\r\n\u2028\u2029]/.test(e)
        ? ''
        : (SIMPLE[e] ?? e),
  );

// Tokens { t: 'id' | 'str' | 'tpl' (template with ${}) | 'num' | 'rx' | 'p', v }; comments are dropped.
const PLAIN_TEMPLATE = /`((?:\\[\s\S]|[^\\`$]|\$(?!\{))*)`/y;
const RULES = [
  ['skip', /(?:\s+|\/\/.*|\/\*[\s\S]*?\*\/)+/y],
  ['str', /(['"])((?:\\[\s\S]|(?!\1)[^\\\n])*)\1/y, 2],
  ['str', PLAIN_TEMPLATE, 1],
  ['id', /[A-Za-z_$][\w$]*/y],
  ['num', /\d[\w.]*/y],
  ['rx', /\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/\w*/y],
  ['p', /\.\.\.|[\s\S]/y],
];
const REGEX_AFTER = /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;
function tokenize(src) {
  const toks = [];
  for (let i = 0; i < src.length;) {
    const p = toks.at(-1);
    const regexOk = !p || (p.t === 'id' ? REGEX_AFTER.test(p.v) : p.t === 'p' && !')]}'.includes(p.v));
    PLAIN_TEMPLATE.lastIndex = i;
    if (src[i] === '`' && !PLAIN_TEMPLATE.test(src)) {
      // Template literal with ${…}: skip it, tracking braces (nested literals are assumed simple).
      let j = i + 1;
      for (let depth = 0; j < src.length && (depth > 0 || src[j] !== '`'); j++) {
        if (src[j] === '\\') j++;
        else if (depth > 0 && /['"`]/.test(src[j])) j = src.indexOf(src[j], j + 1);
        else if (src.startsWith('${', j)) [depth, j] = [depth + 1, j + 1];
        else if (depth > 0) depth += src[j] === '{' ? 1 : src[j] === '}' ? -1 : 0;
      }
      toks.push({ t: 'tpl', v: null });
      i = j + 1;
      continue;
    }
    for (const [t, re, group = 0] of RULES) {
      if (t === 'rx' && !regexOk) continue;
      re.lastIndex = i;
      const m = re.exec(src);
      if (!m) continue;
      if (t !== 'skip') toks.push({ t, v: t === 'str' ? decode(m[group]) : m[0] });
      i = re.lastIndex;
      break;
    }
  }
  return toks;
}

// Index of the bracket matching toks[open]; the top-level comma-separated arguments after toks[open] = '('.
function close(toks, open) {
  for (let i = open, depth = 0; i < toks.length; i++) {
    if (toks[i].t === 'p' && '([{'.includes(toks[i].v)) depth++;
    else if (toks[i].t === 'p' && ')]}'.includes(toks[i].v) && --depth === 0) return i;
  }
  return toks.length;
}
function argsAt(toks, open) {
  const args = [[]];
  for (let i = open + 1, end = close(toks, open); i < end; i++) {
    if (toks[i].t === 'p' && toks[i].v === ',') args.push([]);
    else if (toks[i].t === 'p' && '([{'.includes(toks[i].v))
      args.at(-1).push(...toks.slice(i, (i = close(toks, i)) + 1));
    else args.at(-1).push(toks[i]);
  }
  return args.filter((a) => a.length);
}
const strOf = (arg) => (arg?.length === 1 && arg[0].t === 'str' ? arg[0].v : undefined);
const isCountry = (s) => typeof s === 'string' && /^[A-Z]{2}$/.test(s);
// `{ defaultCountry: 'XX' }` / `{ defaultCallingCode: '7' }` at the top level of an object-literal argument.
function optionOf(arg, key) {
  for (let i = 1, depth = 0; arg?.[0].v === '{' && i < arg.length - 2; i++) {
    if (arg[i].t === 'p') depth += '([{'.includes(arg[i].v) ? 1 : ')]}'.includes(arg[i].v) ? -1 : 0;
    if (depth === 0 && arg[i].v === key && arg[i + 1].v === ':' && /str|num/.test(arg[i + 2].t))
      return arg[i + 2].v;
  }
  return undefined;
}
function countryOf(args) {
  const option = (key) => optionOf(args[1], key) ?? optionOf(args[2], key);
  const dc = isCountry(strOf(args[1])) ? strOf(args[1]) : option('defaultCountry');
  const dcc = option('defaultCallingCode');
  return { defaultCountry: dc ?? null, ...(dcc === undefined ? {} : { defaultCallingCode: String(dcc) }) };
}

// Call sites `name(…)` (not `x.name(…)`, not a `function name(…)` declaration) and `new Name(…)`.
function* calls(toks, targets) {
  for (let i = 0; i + 1 < toks.length; i++) {
    const [prev, { t, v }] = [toks[i - 1]?.v, toks[i]];
    if (t !== 'id' || toks[i + 1].v !== '(' || !targets.has(v) || prev === '.' || prev === 'function')
      continue;
    if ((prev === 'new') === NEW_FIND.includes(v)) yield { name: v, args: argsAt(toks, i + 1) };
  }
}

// Local wrappers, e.g. `function test(text, country) { new PhoneNumberMatcher(text, …) }`, or
// `function parsePhoneNumberFull(...p) { _parsePhoneNumber.apply(this, p) }`: they inherit the kind.
function findWrappers(toks, targets) {
  for (let i = 0; i + 3 < toks.length; i++) {
    const decl = toks[i].v === 'function' && toks[i + 2].v === '(';
    const arrow = /^(const|let|var)$/.test(toks[i].v) && toks[i + 2].v === '=' && toks[i + 3].v === '(';
    const [name, open] = [toks[i + 1].v, decl ? i + 2 : i + 3];
    if ((!decl && !arrow) || toks[i + 1].t !== 'id' || targets.has(name)) continue;
    const [params, after] = [argsAt(toks, open), close(toks, open) + 1];
    const body = toks[after]?.v === '=' && toks[after + 1]?.v === '>' ? after + 2 : after;
    if (toks[body]?.v !== '{') continue;
    const inner = toks.slice(body, close(toks, body) + 1);
    const [first, second] = params[0] ?? [];
    if (first?.t === 'id' && !second) {
      const call = [...calls(inner, targets)].find(
        (c) => c.args[0]?.length === 1 && c.args[0][0].v === first.v,
      );
      if (call) targets.set(name, { ...targets.get(call.name), inner: countryOf(call.args) });
    } else if (first?.v === '...') {
      for (let j = 0; j + 6 < inner.length; j++) {
        const base = inner[j].t === 'id' ? inner[j].v.replace(/^_+|_+$|Custom$/g, '') : '';
        const applied = inner[j + 1].v === '.' && inner[j + 2].v === 'apply' && inner[j + 6].v === second.v;
        if (applied && targets.has(base)) targets.set(name, { ...targets.get(base) });
      }
    }
  }
}

const sha = git('rev-parse', 'HEAD').trim();
const files = git('ls-tree', '-r', '--name-only', sha, 'source').split('\n');
const [result, seen, perFile, skipped] = [{ parse: [], find: [] }, new Set(), {}, {}];
let kept = 0;
for (const from of files.filter((f) => f.endsWith('.test.js'))) {
  const toks = tokenize(git('show', `${sha}:${from}`));
  const targets = new Map([
    ...PARSE.map((n) => [n, { kind: 'parse' }]),
    ...FORMAT.map((n) => [n, { kind: 'parse', format: true }]),
    ...[...FIND, ...NEW_FIND].map((n) => [n, { kind: 'find' }]),
  ]);
  findWrappers(toks, targets);
  findWrappers(toks, targets); // wrappers of wrappers
  for (const { name, args } of calls(toks, targets)) {
    const { kind, format, inner } = targets.get(name);
    const text = strOf(args[0]);
    const given = countryOf(args);
    const country = given.defaultCountry || given.defaultCallingCode ? given : (inner ?? given);
    const formatOk = isCountry(strOf(args[1])) || args[1]?.[0].v === '{' || country.defaultCountry;
    if (text === undefined || (format && !formatOk && !country.defaultCallingCode)) {
      const why =
        text === undefined ? 'first argument not a string literal' : 'format() without country/options';
      skipped[`${from} ${name}(): ${why}`] = (skipped[`${from} ${name}(): ${why}`] ?? 0) + 1;
      continue;
    }
    kept++;
    const entry = { text, ...country, from };
    const key = JSON.stringify([kind, text, entry.defaultCountry, entry.defaultCallingCode ?? null]);
    if (seen.has(key)) continue;
    seen.add(key);
    result[kind].push(entry);
    perFile[from] ??= { parse: 0, find: 0 };
    perFile[from][kind]++;
  }
}

const source = `catamphetamine/libphonenumber-js source/**/*.test.js at commit ${sha}`;
const note = `Inputs only (text and default country) taken from libphonenumber-js's own tests; every expectation is computed at test time with libphonenumber-js max.`;
// Invisible characters (format chars such as U+200E, U+202C; spaces other than ' ') are written as \u escapes.
const hex = (c) =>
  c
    .split('')
    .map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');
writeFileSync(
  out,
  JSON.stringify({ source, note, ...result }, null, 2).replace(/(?! )[\p{Cf}\p{Z}]/gu, hex) + '\n',
);
console.log(
  `commit ${sha}: ${kept} calls -> ${result.parse.length} parse, ${result.find.length} find (unique)`,
);
console.table(perFile);
console.log('Skipped calls:');
console.table(skipped);
