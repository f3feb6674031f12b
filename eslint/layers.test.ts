import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/one-way').map((m) => m.message);
}

describe('the layering rule', () => {
  it.each([
    ['src/phone/x.ts', "import { useState } from 'react';\nexport const x = useState;", /framework-free/],
    [
      'src/caret/x.ts',
      "import { AsYouType } from 'libphonenumber-js';\nexport const x = AsYouType;",
      /framework-free/,
    ],
    [
      'src/phone/x.ts',
      "import { x as y } from '../react/y';\nexport const x = y;",
      /src\/phone may not import src\/react/,
    ],
    [
      'src/react/x.ts',
      "import { y } from '../components/y';\nexport const x = y;",
      /may not import src\/components/,
    ],
    [
      'src/components/x.ts',
      "import { y } from '../features/check/y';\nexport const x = y;",
      /may not import src\/features/,
    ],
    [
      'src/features/check/x.ts',
      "import { y } from '../batch/y';\nexport const x = y;",
      /features may not import each other/,
    ],
    [
      'src/cli/x.ts',
      "import { y } from '../app/y';\nexport const x = y;",
      /src\/cli may not import src\/app/,
    ],
    [
      'src/cli/x.ts',
      "import { en } from '../features/batch/messages/en';\nexport const x = en;",
      /src\/cli may not import src\/features: the command line is a shell over src\/list/,
    ],
    [
      'src/app/x.ts',
      "import { y } from '../cli/y';\nexport const x = y;",
      /src\/app may not import src\/cli/,
    ],
    [
      'src/udf/x.ts',
      "import { y } from '../react/y';\nexport const x = y;",
      /src\/udf may not import src\/react/,
    ],
    [
      'src/phone/x.ts',
      "import { y } from '../udf/y';\nexport const x = y;",
      /src\/phone may not import src\/udf/,
    ],
    [
      'src/features/check/x.ts',
      "import { y } from '../../app/y';\nexport const x = y;",
      /may not import src\/app/,
    ],
    ['src/phone/x.ts', "import { y } from '../caret/y';\nexport const x = y;", /may not import src\/caret/],
    ['src/index.ts', "export { y } from './features/check/y';", /may not import src\/features/],
    ['src/headless.ts', "export { y } from './features/check/y';", /may not import src\/features/],
    ['src/phone.ts', "export { y } from './react/y';", /may not import src\/react/],
    ['src/phone.ts', "import { useId } from 'react';\nexport const x = useId;", /framework-free/],
    [
      'src/features/batch/x.ts',
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/core';\nexport const x = parsePhoneNumberFromString;",
      /only src\/phone calls libphonenumber-js/,
    ],
    [
      'src/react/x.ts',
      "import { AsYouType, type CountryCode } from 'libphonenumber-js/core';\nexport const x: [typeof AsYouType, CountryCode?] = [AsYouType];",
      /only src\/phone calls libphonenumber-js/,
    ],
    [
      'src/components/x.tsx',
      "const m = import('libphonenumber-js/max/metadata');\nexport const x = m;",
      /only src\/phone calls libphonenumber-js/,
    ],
    [
      'src/phone/metadata/x.ts',
      "import { y } from '../judge/y';\nexport const x = y;",
      /src\/phone\/metadata may not import src\/phone\/judge/,
    ],
    [
      'src/phone/plan/x.ts',
      "import type { Y } from '../read/y';\nexport type X = Y;",
      /src\/phone\/plan may not import src\/phone\/read/,
    ],
    [
      'src/phone/judge/x.ts',
      "import { y } from '../api/y';\nexport const x = y;",
      /src\/phone\/judge may not import src\/phone\/api/,
    ],
    [
      'src/phone/api/x.ts',
      "import { fastReading } from '../fast/fast-reading';\nexport const x = fastReading;",
      /src\/phone\/fast is fenced: only src\/phone\/judge may import it/,
    ],
    [
      'src/phone.ts',
      "export { fastReading } from './phone/fast/fast-reading';",
      /src\/phone\/fast is fenced/,
    ],
    [
      'src/features/batch/intake/x.ts',
      "import { y } from '../run/y';\nexport const x = y;",
      /src\/features\/batch\/intake may not import src\/features\/batch\/run: .*intake → run → results/,
    ],
    [
      'src/features/batch/intake/x.tsx',
      "import type { Y } from '../results/y';\nexport type X = Y;",
      /src\/features\/batch\/intake may not import src\/features\/batch\/results/,
    ],
    [
      'src/features/batch/run/x.ts',
      "export { y } from '../results/y';",
      /src\/features\/batch\/run may not import src\/features\/batch\/results/,
    ],
    [
      'src/list/table/x.ts',
      "const y = import('../intake/y');\nexport const x = y;",
      /src\/list\/table may not import src\/list\/intake: .*table → intake → run → results/,
    ],
    ['src/list/x.ts', "import { useState } from 'react';\nexport const x = useState;", /framework-free/],
    ['src/intl/x.ts', "import { useState } from 'react';\nexport const x = useState;", /framework-free/],
    [
      'src/intl/x.ts',
      "import { y } from '../phone/plan/y';\nexport const x = y;",
      /src\/intl may not import src\/phone/,
    ],
    [
      'src/intl/x.ts',
      "import { y } from '../list/y';\nexport const x = y;",
      /src\/intl may not import src\/list/,
    ],
    [
      'src/list/run/x.ts',
      "import { y } from '../../features/batch/y';\nexport const x = y;",
      /src\/list may not import src\/features/,
    ],
    [
      'src/list/results/x.ts',
      "import { y } from '../../react/y';\nexport const x = y;",
      /src\/list may not import src\/react/,
    ],
    [
      'src/features/batch/run/deeper/x.ts',
      "import { y } from '../../results/view/y';\nexport const x = y;",
      /src\/features\/batch\/run may not import src\/features\/batch\/results/,
    ],
  ])('rejects %s importing the wrong way', async (file, code, message) => {
    const messages = await lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['src/app/x.ts', "import { y } from '../features/check/y';\nexport const x = y;"],
    ['src/features/batch/x.ts', "import { y } from '../../list/run/y';\nexport const x = y;"],
    ['src/cli/x.ts', "import { y } from '../list/results/y';\nexport const x = y;"],
    ['src/list/x.ts', "import { plural } from '../intl/plural';\nexport const x = plural;"],
    ['src/components/i18n/x.ts', "import { plural } from '../../intl/plural';\nexport const x = plural;"],
    [
      'src/list/run/x.ts',
      "import { y } from '../../phone/api/y';\nimport { z } from '../table/z';\nexport const x = [y, z];",
    ],
    [
      'src/features/check/x.ts',
      "import { y } from '../../components/y';\nimport { z } from './z';\nexport const x = [y, z];",
    ],
    [
      'src/components/x.ts',
      "import { y } from '../react/y';\nimport { z } from '../phone/z';\nexport const x = [y, z];",
    ],
    [
      'src/react/x.ts',
      "import { y } from '../caret/y';\nimport { useState } from 'react';\nexport const x = [y, useState];",
    ],
    ['src/index.ts', "export { y } from './components/y';"],
    ['src/headless.ts', "export { y } from './react/y';"],
    ['src/phone.ts', "export { y } from './phone/api/y';"],
    [
      'src/features/batch/x.ts',
      "import type { CountryCode } from 'libphonenumber-js/core';\nexport const x: CountryCode = 'GB';",
    ],
    [
      'src/react/x.ts',
      "import { type CountryCode } from 'libphonenumber-js/core';\nexport const x: CountryCode = 'GB';",
    ],
    [
      'src/features/batch/x.test.ts',
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/core';\nexport const x = parsePhoneNumberFromString;",
    ],
    ['src/phone/x.ts', "import { AsYouType } from 'libphonenumber-js/core';\nexport const x = AsYouType;"],
    [
      'src/phone/judge/x.ts',
      "import { y } from '../read/y';\nimport { z } from './z';\nexport const x = [y, z];",
    ],
    [
      'src/phone/api/x.ts',
      "import { y } from '../judge/y';\nimport { z } from '../metadata/z';\nexport const x = [y, z];",
    ],
    [
      'src/phone/judge/x.ts',
      "import { fastReading } from '../fast/fast-reading';\nexport const x = fastReading;",
    ],
    [
      'src/phone/fast/x.ts',
      "import { y } from './y';\nimport { z } from '../read/z';\nexport const x = [y, z];",
    ],
    [
      'src/features/batch/results/x.ts',
      "import { a } from '../table/a';\nimport { b } from '../intake/b';\nimport { c } from '../run/c';\nimport { d } from './d';\nexport const x = [a, b, c, d];",
    ],
    [
      'src/features/batch/run/x.ts',
      "import { a } from '../table/a';\nimport type { B } from '../intake/b';\nexport const x: [typeof a, B?] = [a];",
    ],
    ['src/features/batch/intake/x.tsx', "import { a } from '../table/a';\nexport const x = a;"],
    // The screen, its session and its hooks are of no stage: they gather every stage.
    [
      'src/features/batch/x.ts',
      "import { a } from './results/a';\nimport { b } from './table/b';\nconst c = import('./results/c');\nexport const x = [a, b, c];",
    ],
    // The words are of no stage: every stage's panels name their type, and they name a stage's problem.
    [
      'src/features/batch/intake/x.tsx',
      "import type { BatchMessages } from '../messages/batch-messages';\nexport type X = BatchMessages;",
    ],
    [
      'src/features/batch/messages/x.ts',
      "import type { SourceProblem } from '../intake/read-source';\nexport type X = SourceProblem;",
    ],
    // A test may reach any stage of its feature (a reading's test reads back the row store the results use).
    ['src/features/batch/intake/x.test.ts', "import { y } from '../results/y';\nexport const x = y;"],
    ['src/features/batch/run/test-helpers.ts', "import { y } from '../results/y';\nexport const x = y;"],
    // Another feature has no stages.
    ['src/features/check/intake/x.ts', "import { y } from '../run/y';\nexport const x = y;"],
  ])('accepts %s importing downward', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
