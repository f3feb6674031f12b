// libphonenumber-js's ES modules each carry their own copy of Babel's helpers (_createClass, _toPrimitive …, one line
// each): a chunk with six of its classes ships six copies; read-excel-file's do the same. This plugin gives the build
// one copy per package: a helper line that is the same in every module of the package that has it is taken out of
// each module and imported from one virtual module instead. Only Babel's helper names are touched (a helper refers to
// other helpers only), and only where every copy is the same text, so the code that runs is the package's own.
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
/** Each package's folder of ES modules. */
const PACKAGES = { 'libphonenumber-js': 'es6', 'read-excel-file': 'modules' };
const VIRTUAL = '\0babel-helpers:';
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.js') ? [path] : [];
  });

/** Each helper's one text, for the helpers whose every copy in the package's ES modules is the same. */
export function sharedHelpers(root, pkg = 'libphonenumber-js') {
  const texts = new Map();
  for (const file of files(join(root, 'node_modules', pkg, PACKAGES[pkg])))
    for (const [line, name] of readFileSync(file, 'utf8').matchAll(HELPER_LINE))
      if (HELPERS.has(name)) texts.set(name, texts.has(name) && texts.get(name) !== line ? null : line);
  return new Map([...texts].filter(([, line]) => line !== null));
}

/** The package whose ES modules `id` is one of, or undefined. */
const packageOf = (id) =>
  Object.keys(PACKAGES).find((pkg) =>
    new RegExp(`[\\\\/]${pkg}[\\\\/]${PACKAGES[pkg]}[\\\\/].*\\.js$`).test(id),
  );

/** The plugin: those packages' ES modules import the shared helpers instead of defining them. */
export function sharedBabelHelpersPlugin(root = process.cwd()) {
  const shared = new Map();
  const helpersOf = (pkg) => {
    if (!shared.has(pkg)) shared.set(pkg, sharedHelpers(root, pkg));
    return shared.get(pkg);
  };
  return {
    name: 'telfield-shared-babel-helpers',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? id : null),
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return [...helpersOf(id.slice(VIRTUAL.length)).values()].map((line) => `export ${line}`).join('\n');
    },
    transform(code, id) {
      const pkg = packageOf(id);
      if (pkg === undefined) return null;
      const helpers = helpersOf(pkg);
      const used = [];
      const rest = code.replace(HELPER_LINE, (line, name) => {
        if (helpers.get(name) !== line) return line;
        used.push(name);
        return '';
      });
      if (used.length === 0) return null;
      return { code: `import { ${used.join(', ')} } from '${VIRTUAL}${pkg}';\n${rest}`, map: null };
    },
  };
}
