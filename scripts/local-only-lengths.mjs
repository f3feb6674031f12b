// Google's local-only lengths (possibleLengthLocalOnly of each territory's general description) as one string,
// grouped by lengths: ' 3AT 4KM … 7AFAG…US… 4568GB', a space, the lengths as digits, then the ISO codes that have
// them. Read by the build script and by the unit test that holds the written table equal to it.
import libphonenumber from 'google-libphonenumber';

export function localOnlyLengths() {
  const util = libphonenumber.PhoneNumberUtil.getInstance();
  const groups = new Map();
  for (const region of [...util.getSupportedRegions()].sort()) {
    const lengths = util.getMetadataForRegion(region).getGeneralDesc().possibleLengthLocalOnlyArray();
    if (lengths.length === 0) continue;
    if (lengths.some((length) => length > 9)) throw new Error(`${region}: a local-only length of two digits`);
    const key = lengths.join('');
    groups.set(key, (groups.get(key) ?? '') + region);
  }
  return [...groups].map(([lengths, regions]) => ` ${lengths}${regions}`).join('');
}
