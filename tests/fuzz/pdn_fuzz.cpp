// libFuzzer target: the FEN and PDN readers take any bytes without crashing,
// and whatever they accept is written and read back unchanged; the index of
// the bytes lists the same games, each of which reads again at its offset.

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_index.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include "pdn_compare.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace draughts;

[[noreturn]] void failure(const std::string& what, std::string_view detail)
{
    std::fprintf(stderr, "pdn_fuzz: %s\n%.*s\n", what.c_str(), static_cast<int>(detail.size()), detail.data());
    std::abort();
}

void checkFen(std::string_view text)
{
    for (core::Variant variant : core::allVariants) {
        const auto position = notation::readFen(variant, text);
        if (!position) {
            if (position.error().column < 1 || position.error().column > text.size() + 1)
                failure("FEN error column out of range", text);
            continue;
        }
        const std::string written = notation::writeFen(variant, *position);
        const auto again = notation::readFen(variant, written);
        if (!again)
            failure("written FEN does not read back: " + again.error().message, written);
        core::Position expected = *position;
        // writeFen keeps the draw counter only in games that have one.
        if (rules::facts(variant).drawCounterLimit == 0)
            expected.quietPlies = 0;
        if (!(*again == expected))
            failure("FEN reads back as another position", written);
    }
}

void checkIndex(std::string_view bytes, const std::vector<pdn::PdnEntry>& entries)
{
    const pdn::PdnIndex index = pdn::indexPdn(bytes);
    // A game or line over the limits ends both with one more entry, the error.
    if (index.games.size() + (index.stop ? 1 : 0) != entries.size())
        failure("the index lists " + std::to_string(index.games.size()) + " games, the reader " +
                    std::to_string(entries.size()),
                bytes);
    for (std::size_t i = 0; i < index.games.size(); ++i) {
        const pdn::PdnEntry again = pdn::readIndexedGame(bytes, index.games[i]);
        if (again.index() != entries[i].index())
            failure("game " + std::to_string(i + 1) + " reads differently at its offset", bytes);
        if (const auto* error = std::get_if<pdn::PdnError>(&again)) {
            if (error->describe() != std::get<pdn::PdnError>(entries[i]).describe())
                failure("game " + std::to_string(i + 1) + " has another error at its offset: " + error->describe(),
                        bytes);
        } else if (!pdn::testing::differenceBetween(std::get<pdn::PdnGame>(entries[i]), std::get<pdn::PdnGame>(again),
                                                    pdn::testing::Comments::Exact)
                        .empty()) {
            failure("game " + std::to_string(i + 1) + " is another game at its offset", bytes);
        }
    }
}

void checkPdn(std::string_view bytes)
{
    const auto entries = pdn::readPdn(bytes);
    checkIndex(bytes, entries);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (const auto* error = std::get_if<pdn::PdnError>(&entries[i])) {
            if (error->game != i + 1 || error->line < 1 || error->column < 1 || error->message.empty())
                failure("malformed error record", error->describe());
            continue;
        }
        const auto& game = std::get<pdn::PdnGame>(entries[i]);
        const std::string text = pdn::writePdn(game);
        const auto back = pdn::readPdn(text);
        if (back.size() != 1)
            failure("written game reads back as " + std::to_string(back.size()) + " games", text);
        if (const auto* error = std::get_if<pdn::PdnError>(&back[0]))
            failure("written game does not read back: " + error->describe(), text);
        const auto& reread = std::get<pdn::PdnGame>(back[0]);
        const std::string difference = pdn::testing::differenceBetween(game, reread);
        if (!difference.empty())
            failure("written game reads back different: " + difference, text);
        if (pdn::writePdn(reread) != text)
            failure("writing is not stable", text);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    checkFen(bytes);
    checkPdn(bytes);
    return 0;
}
