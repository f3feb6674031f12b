"""Anchor for the list cleaner (bench/anchors.mjs): Python phonenumbers (Debian's python3-phonenumbers) judging a
one-column CSV, one thread. Usage: python3 judge.py FILE [LIMIT]

Rules: the csv module reads the file (RFC 4180 quoting); the first row is the header and is skipped; each further
row's first cell is the phone text (a blank line is a blank cell). Each cell is parsed with default region US (a
NumberParseException skips it); a parsed number is checked (is_valid_number), typed (number_type) and formatted
(E164), valid or not. With LIMIT, only the first LIMIT cells are judged. Prints {"rows": N, "valid": M} on one line.
"""

import csv
import itertools
import json
import sys

import phonenumbers


def main():
    path = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else None
    rows = 0
    valid = 0
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        next(reader, None)  # The header.
        for row in itertools.islice(reader, limit):
            rows += 1
            try:
                number = phonenumbers.parse(row[0] if row else "", "US")
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_valid_number(number):
                valid += 1
            phonenumbers.number_type(number)
            phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    print(json.dumps({"rows": rows, "valid": valid}))


main()
