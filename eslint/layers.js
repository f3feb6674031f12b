// Enforces the one-way flow app → features → components → react → caret/phone, with the list core (src/list) under
// the screens and the command line and over src/phone (see README, "Architecture"), and that
// only src/phone calls libphonenumber-js at run time (its types may be named anywhere; tests may compare with it).
import path from 'node:path';

// src/cli (the command line) and src/app (the browser's shell) are both tops: neither imports the other. src/udf uses the
// judgement alone. src/list, the list cleaner's core (reading, columns, cleaning, results, export), is framework-free:
// the screen's Web Workers and the command line's worker threads run the same code, so neither React nor the DOM.
// src/intl counts and lists numbers in words with the platform's Intl alone, for every layer that writes words (the
// screens' and the field's word sets, and the list's own English the command line prints).
const RANK = {
  phone: 0,
  caret: 0,
  intl: 0,
  udf: 0.5,
  list: 0.7,
  react: 1,
  components: 2,
  index: 2.5,
  features: 3,
  app: 4,
  cli: 4,
};
const NO_REACT = new Set(['phone', 'caret', 'intl', 'list']);
const BARE_FORBIDDEN = {
  phone: [/^react(-dom)?(\/|$)/],
  list: [/^react(-dom)?(\/|$)/],
  caret: [/^react(-dom)?(\/|$)/, /^libphonenumber-js(\/|$)/],
  intl: [/^react(-dom)?(\/|$)/, /^libphonenumber-js(\/|$)/],
};

/**
 * Inside a layer, or a feature of src/features, the stages that read in order (src/phone's README; the list cleaner's
 * batch-screen.tsx): a stage imports its own and earlier stages only, type imports included, so the folder reads top
 * to bottom with no circle. A file directly in the folder (phone.ts; a screen, its session and reducer), or in a
 * folder outside the order (the list cleaner's messages/), is of no stage and may import any.
 */
const STAGES = {
  phone: ['metadata', 'plan', 'read', 'country', 'fast', 'judge', 'api'],
  list: ['table', 'intake', 'run', 'results'],
  'features/batch': ['intake', 'run', 'results'],
};

/**
 * Stages fenced off inside their layer: only the stages named may import them. src/phone's fast path answers for
 * libphonenumber-js without its parse, held to it by a differential test; the judgement alone asks it, so no other
 * path can take its answer without the judgement's checks around it.
 */
const FENCED = {
  phone: { fast: ['judge'] },
};

const ENGINE = /^libphonenumber-js(\/|$)/;
const TEST_FILE = /(\.test\.tsx?|test-helpers\.ts)$/;

/** `import type …`, `export type …`, or every named specifier marked `type`. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** The stage a folder is in `scope` ('phone', 'features/batch'), or undefined when it is in none. */
function stageOf(scope, folder) {
  return STAGES[scope]?.includes(folder) ? folder : undefined;
}

/** Where a file sits: its layer and, for screens, which feature; and its stage, if its folder reads in order. */
export function layerOf(file) {
  const rel = path.relative(path.resolve('src'), path.resolve(file)).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return undefined;
  // The package's entries: index and headless may gather any layer below features; phone is the framework-free one.
  if (rel.length === 1) {
    if (/^(index|headless)\.tsx?$/.test(rel[0])) return { layer: 'index' };
    return /^phone\.ts$/.test(rel[0]) ? { layer: 'phone' } : undefined;
  }
  const layer = rel[0];
  if (!(layer in RANK)) return undefined;
  const [scope, depth] = layer === 'features' ? [`${layer}/${rel[1]}`, 2] : [layer, 1];
  const stage = rel.length > depth + 1 ? stageOf(scope, rel[depth]) : undefined;
  const where = layer === 'features' ? { layer, feature: rel[1] } : { layer };
  return stage === undefined ? where : { ...where, stage };
}

/** Why a stage may not import another of its layer (or feature), or undefined when it may. */
function stageViolation(from, to) {
  const scope = from.feature === undefined ? from.layer : `${from.layer}/${from.feature}`;
  const order = STAGES[scope];
  if (!order || to.stage === undefined) return undefined;
  const fence = FENCED[scope]?.[to.stage];
  if (fence && from.stage !== to.stage && !fence.includes(from.stage))
    return `src/${scope}/${to.stage} is fenced: only src/${scope}/${fence.join(', ')} may import it`;
  if (from.stage === undefined) return undefined;
  const [a, b] = [order.indexOf(from.stage), order.indexOf(to.stage)];
  if (b <= a) return undefined;
  return `src/${scope}/${from.stage} may not import src/${scope}/${to.stage}: src/${scope} reads in order, ${order.join(' → ')}`;
}

/** Why `from` may not import `to`, or undefined when it may. */
export function violation(from, to) {
  if (!from || !to) return undefined;
  if (from.layer === 'features' && to.layer === 'features') {
    return from.feature === to.feature
      ? stageViolation(from, to)
      : `features may not import each other (${from.feature} → ${to.feature})`;
  }
  if (from.layer === to.layer) return stageViolation(from, to);
  // The command line is a shell over the list's core, as the screen is: it reaches no screen.
  if (from.layer === 'cli' && to.layer === 'features')
    return 'src/cli may not import src/features: the command line is a shell over src/list, beside the screens';
  if (RANK[to.layer] < RANK[from.layer]) return undefined;
  return `src/${from.layer} may not import src/${to.layer}: imports flow app → features → components → react → caret/phone, and features and cli → list → phone`;
}

export const layersPlugin = {
  rules: {
    'one-way': {
      meta: { type: 'problem', schema: [], docs: { description: 'imports flow one way between layers' } },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const forbidden = BARE_FORBIDDEN[from.layer] ?? [];
          if (!source.startsWith('.') && forbidden.some((re) => re.test(source))) {
            context.report({
              node,
              message: `src/${from.layer} is framework-free: it may not import '${source}'`,
            });
            return;
          }
          if (
            from.layer !== 'phone' &&
            ENGINE.test(source) &&
            !typeOnly(node) &&
            !TEST_FILE.test(context.filename)
          ) {
            context.report({
              node,
              message: `only src/phone calls libphonenumber-js at run time: import from src/phone instead ('${source}')`,
            });
            return;
          }
          if (!source.startsWith('.')) return;
          const target = layerOf(path.resolve(path.dirname(context.filename), source));
          // A test may reach any stage of its layer or feature (a reading's test compares with the judgement), not
          // another layer.
          const why =
            TEST_FILE.test(context.filename) && target?.layer === from.layer
              ? undefined
              : violation(from, target);
          if (why) context.report({ node, message: why });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

export const FRAMEWORK_FREE = [...NO_REACT].map((layer) => `src/${layer}/**`);
