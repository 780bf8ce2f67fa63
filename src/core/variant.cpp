#include <draughts/core/variant.hpp>

namespace draughts::core {

std::string_view variantId(Variant variant)
{
    switch (variant) {
    case Variant::International: return "international";
    case Variant::Polish: return "polish";
    case Variant::TwentyVsTen: return "twenty-vs-ten";
    case Variant::CornerCheckers: return "corner";
    case Variant::ToTheLastMan: break;
    }
    return "last-man";
}

std::string_view variantName(Variant variant)
{
    switch (variant) {
    case Variant::International: return "International";
    case Variant::Polish: return "Polish";
    case Variant::TwentyVsTen: return "Twenty vs Ten";
    case Variant::CornerCheckers: return "Corner Checkers";
    case Variant::ToTheLastMan: break;
    }
    return "To the Last Man";
}

std::optional<Variant> variantFromId(std::string_view id)
{
    for (Variant variant : allVariants)
        if (variantId(variant) == id)
            return variant;
    return std::nullopt;
}

} // namespace draughts::core
