#pragma once

namespace draughts::app {

// Whether Czech says "ze" rather than "z" before `number` written in digits:
// the number is read in the genitive, and "ze" comes before the words that
// begin with s, z, š, ž or a hard cluster (ze dvou, ze tří, ze čtyř, ze
// šesti, ze sedmi, ze sta; z jednoho, z pěti, z deseti, z tisíce). Texts
// whose Czech has "z %1" exist twice, the second disambiguated "ze", and
// the code picks by this.
bool czechTakesZe(unsigned long long number);

} // namespace draughts::app
