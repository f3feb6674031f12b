// libphonenumber-js's ES modules each carry their own copy of Babel's helpers (_createClass, _toPrimitive …, one line
// each): a chunk with six of its classes ships six copies. This plugin gives the build one copy: a helper line that
// is the same in every module that has it is taken out of each module and imported from one virtual module instead.
// Only Babel's helper names are touched (a helper refers to other helpers only), and only where every copy is the
// same text, so the code that runs is the code libphonenumber-js ships.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const HELPERS = new Set([
  '_typeof',
  '_classCallCheck',
  '_defineProperties',
  '_createClass',
  '_toPropertyKey',
  '_toPrimitive',
  '_defineProperty',
  'ownKeys',
  '_objectSpread',
  '_slicedToArray',
  '_nonIterableRest',
  '_unsupportedIterableToArray',
  '_arrayLikeToArray',
  '_iterableToArrayLimit',
  '_arrayWithHoles',
  '_createForOfIteratorHelperLoose',
]);
const HELPER_LINE = /^function (\w+)\(.*\}$/gm;
const VIRTUAL = '\0libphonenumber-js-babel-helpers';
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.js') ? [path] : [];
  });

/** Each helper's one text, for the helpers whose every copy in libphonenumber-js/es6 is the same. */
export function sharedHelpers(root) {
  const texts = new Map();
  for (const file of files(join(root, 'node_modules', 'libphonenumber-js', 'es6')))
    for (const [line, name] of readFileSync(file, 'utf8').matchAll(HELPER_LINE))
      if (HELPERS.has(name)) texts.set(name, texts.has(name) && texts.get(name) !== line ? null : line);
  return new Map([...texts].filter(([, line]) => line !== null));
}

/** The plugin: libphonenumber-js's ES modules import the shared helpers instead of defining them. */
export function sharedBabelHelpersPlugin(root = process.cwd()) {
  let shared;
  return {
    name: 'telfield-shared-babel-helpers',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL ? VIRTUAL : null),
    load(id) {
      if (id !== VIRTUAL) return null;
      shared ??= sharedHelpers(root);
      return [...shared.values()].map((line) => `export ${line}`).join('\n');
    },
    transform(code, id) {
      if (!/[\\/]libphonenumber-js[\\/]es6[\\/].*\.js$/.test(id)) return null;
      shared ??= sharedHelpers(root);
      const used = [];
      const rest = code.replace(HELPER_LINE, (line, name) => {
        if (shared.get(name) !== line) return line;
        used.push(name);
        return '';
      });
      if (used.length === 0) return null;
      return { code: `import { ${used.join(', ')} } from '${VIRTUAL}';\n${rest}`, map: null };
    },
  };
}
