#include <draughts/core/position.hpp>

#include <draughts/core/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <initializer_list>
#include <string_view>

namespace draughts::core {

namespace {

Bitboard numbers(Variant variant, int first, int last)
{
    Bitboard set = 0;
    for (int n = first; n <= last; ++n)
        set |= bitOf(squareFromNumber(variant, n));
    return set;
}

Bitboard named(Variant variant, std::initializer_list<std::string_view> names)
{
    Bitboard set = 0;
    for (std::string_view name : names)
        set |= bitOf(squareAt(variant, name[0] - 'a', std::stoi(std::string(name.substr(1))) - 1));
    return set;
}

} // namespace

Position startPosition(Variant variant)
{
    Position p;
    switch (variant) {
    case Variant::International:
        p.black = numbers(variant, 1, 20);
        p.white = numbers(variant, 31, 50);
        break;
    case Variant::Polish:
        p.black = numbers(variant, 1, 15);
        p.white = numbers(variant, 36, 50);
        break;
    case Variant::TwentyVsTen:
        p.black = numbers(variant, 1, 10);
        p.white = numbers(variant, 31, 50);
        break;
    case Variant::CornerCheckers:
        // rules-spec Corner: each army in the light triangle by its own dark corner.
        p.white = named(variant, {"b1", "d1", "f1", "a2", "c2", "e2", "b3", "d3", "a4", "c4", "b5", "a6"});
        p.black = named(variant, {"e10", "g10", "i10", "f9", "h9", "j9", "g8", "i8", "h7", "j7", "i6", "j5"});
        break;
    case Variant::ToTheLastMan:
        p.black = numbers(variant, 1, 12);
        p.white = numbers(variant, 21, 32);
        break;
    }
    p.sideToMove = rules::firstToMove(variant);
    return p;
}

} // namespace draughts::core
