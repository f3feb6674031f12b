// One timed pass over the bench's list in a fresh Node process (so one contender's warm caches never help another):
// `node bench/node-list-run.mjs <contender> <rows>` prints { rows, seconds, valid, peakMb } as JSON.
//   library  - libphonenumber-js max: parsePhoneNumberFromString + isValid + getType, default country US
//   telfield - telfield/phone's parsePhone (the one judgement), default country US
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { batchPhones } from './batch.mjs';

const [contender, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg);
const cells = batchPhones(rows);
const { parsePhone } = await import('../lib/phone.js');

const loops = {
  library: () => {
    let valid = 0;
    for (const cell of cells) {
      const number = parsePhoneNumberFromString(cell, { defaultCountry: 'US' });
      if (!number) continue;
      if (number.isValid()) valid++;
      number.getType();
    }
    return valid;
  },
  telfield: () => {
    let valid = 0;
    for (const cell of cells) if (parsePhone(cell, { defaultCountry: 'US' }).valid) valid++;
    return valid;
  },
};
const loop = loops[contender];
if (!loop) throw new Error(`unknown contender ${contender}`);
const started = performance.now();
const valid = loop();
const seconds = (performance.now() - started) / 1000;
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(JSON.stringify({ rows, seconds, valid, peakMb }));
