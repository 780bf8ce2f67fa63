// Texts: the games the program offers. This list is the one place of the
// window that names the games one by one; everything else asks the rules
// library's facts.

#include "text/texts.hpp"

#include <algorithm>

namespace draughts::app {

namespace {

struct Listing {
    core::Variant variant;
    const char* title;
    const char* description;
};

// In the order the New Game dialog shows them.
constexpr Listing listings[] = {
    {core::Variant::International, QT_TRANSLATE_NOOP("Texts", "International"),
     QT_TRANSLATE_NOOP("Texts", "10×10, 20 men a side, flying kings; the largest capture is compulsory.")},
    {core::Variant::Polish, QT_TRANSLATE_NOOP("Texts", "Polish"),
     QT_TRANSLATE_NOOP("Texts", "10×10, 15 men a side; a man crowned during a capture stops there.")},
    {core::Variant::TwentyVsTen, QT_TRANSLATE_NOOP("Texts", "Twenty vs Ten"),
     QT_TRANSLATE_NOOP("Texts", "20 white men against 10 black men that move twice each turn.")},
    {core::Variant::CornerCheckers, QT_TRANSLATE_NOOP("Texts", "Corner Checkers"),
     QT_TRANSLATE_NOOP("Texts", "Played on the light squares; men are crowned only in the far corner.")},
    {core::Variant::ToTheLastMan, QT_TRANSLATE_NOOP("Texts", "To the Last Man"),
     QT_TRANSLATE_NOOP("Texts", "8×8 stones that change colour when captured and return from the far row.")},
};

const Listing& listingOf(core::Variant variant)
{
    return *std::find_if(std::begin(listings), std::end(listings),
                         [variant](const Listing& l) { return l.variant == variant; });
}

} // namespace

const std::vector<core::Variant>& Texts::games()
{
    static const std::vector<core::Variant> all = [] {
        std::vector<core::Variant> variants;
        for (const Listing& l : listings)
            variants.push_back(l.variant);
        return variants;
    }();
    return all;
}

QString Texts::gameTitle(core::Variant variant) { return tr(listingOf(variant).title); }

QString Texts::gameDescription(core::Variant variant) { return tr(listingOf(variant).description); }

// International's rule sets, where a game starts: who moves first
// (international.md §3.1, §10.1) and what a missed capture does (§7, §10.2).
QString Texts::ruleSetLine(rules::RuleSet ruleSet, game::MissedCaptureRule rule)
{
    if (ruleSet == rules::RuleSet::Fmjd)
        return tr("FMJD: White first, capture compulsory — as clubs, tournaments and other programs play");
    return rule == game::MissedCaptureRule::Forfeit
               ? tr("The original text: Black first, a missed capture may be claimed")
               : tr("The original text: Black first, capture compulsory");
}

} // namespace draughts::app
