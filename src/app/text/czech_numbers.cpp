#include "text/czech_numbers.hpp"

namespace draughts::app {

// dvou, tří, čtyř, šesti, sedmi, dvanácti to čtrnácti, šestnácti,
// sedmnácti, dvaceti to čtyřiceti devíti, šedesáti, sedmdesáti, sta, and
// the hundreds and thousands that begin with those words.
bool czechTakesZe(unsigned long long number)
{
    if (number >= 1000)
        return number / 1000 != 1 && czechTakesZe(number / 1000);
    if (number >= 100)
        return number / 100 == 1 || czechTakesZe(number / 100);
    if (number >= 20) {
        const unsigned long long tens = number / 10;
        return tens == 2 || tens == 3 || tens == 4 || tens == 6 || tens == 7;
    }
    switch (number) {
    case 2:
    case 3:
    case 4:
    case 6:
    case 7:
    case 12:
    case 13:
    case 14:
    case 16:
    case 17: return true;
    default: return false;
    }
}

} // namespace draughts::app
