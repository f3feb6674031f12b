// Anchor for the list cleaner (bench/anchors.mjs): Google's C++ libphonenumber (Debian's libphonenumber-dev) judging
// a one-column CSV, one thread. Usage: judge FILE [LIMIT]
//
// Rules: the first line is the header and is skipped; each further line is one cell (a trailing CR is dropped); a
// cell that starts with '"' is unquoted per RFC 4180 ("" → ", and a line break inside the quotes joins the next
// line). Each cell is parsed with default region US; a parsed number is checked (IsValidNumber), typed
// (GetNumberType) and formatted (E164), valid or not. With LIMIT, only the first LIMIT cells are judged.
// Prints {"rows":N,"valid":M} on one line.
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

void DropCarriageReturn(std::string& line) {
  if (!line.empty() && line.back() == '\r') line.pop_back();
}

// Reads the next cell into `cell`; false at the end of the file.
bool NextCell(std::istream& in, std::string& cell) {
  std::string line;
  if (!std::getline(in, line)) return false;
  DropCarriageReturn(line);
  if (line.empty() || line[0] != '"') {
    cell = line;
    return true;
  }
  cell.clear();
  size_t i = 1;
  for (;;) {
    if (i >= line.size()) {
      // The quotes hold a line break: the cell goes on on the next line.
      std::string next;
      if (!std::getline(in, next)) return true;
      DropCarriageReturn(next);
      cell += '\n';
      line = next;
      i = 0;
      continue;
    }
    if (line[i] != '"') {
      cell += line[i++];
    } else if (i + 1 < line.size() && line[i + 1] == '"') {
      cell += '"';
      i += 2;
    } else {
      return true;  // The closing quote; anything after it on the line is ignored.
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: judge FILE [LIMIT]\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "judge: cannot open %s\n", argv[1]);
    return 1;
  }
  const long long limit = argc > 2 ? std::atoll(argv[2]) : -1;
  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();

  std::string cell;
  NextCell(in, cell);  // The header.
  long long rows = 0;
  long long valid = 0;
  std::string e164;
  PhoneNumber number;
  while ((limit < 0 || rows < limit) && NextCell(in, cell)) {
    rows++;
    number.Clear();
    if (util.Parse(cell, "US", &number) != PhoneNumberUtil::NO_PARSING_ERROR) continue;
    if (util.IsValidNumber(number)) valid++;
    util.GetNumberType(number);
    util.Format(number, PhoneNumberUtil::E164, &e164);
  }
  std::printf("{\"rows\":%lld,\"valid\":%lld}\n", rows, valid);
  return 0;
}
