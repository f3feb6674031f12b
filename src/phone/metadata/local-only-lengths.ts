// Written by scripts/build-local-only-lengths.mjs from Google's metadata (google-libphonenumber): do not edit.
/** Local numbers' lengths (dialled without the area code; each below 10), then their countries: ' … 7AFAG…US…'. */
export const LOCAL_ONLY_LENGTHS =
  ' 7AFAGAIASAZBBBMBOBSDMDOECETGDGHGUJMKNKYLCLKLYMGMPMSPRPSRUSASXTCTTUSVCVEVGVI 5ALBYMMNFPY 56AMCNIDIEKG 678AR 3AT 6BABTERGGHRIMJELAMESLSMYEZM 45BGCURS 47CO 23DE 67EGGEHUINIQKHKPMKMYNGNPPESY 4568GB 8IR 4KM 347KR 567KZPKUAUG 456MN 78MX 457PH 3567TJ 3456ZW';
