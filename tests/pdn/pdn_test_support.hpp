#pragma once

#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace draughts::pdn::testing {

inline std::string dataFile(const std::string& name)
{
    std::ifstream file(std::string(DRAUGHTS_PDN_TEST_DATA) + "/" + name, std::ios::binary);
    REQUIRE(file);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

inline const PdnGame& gameOf(const PdnEntry& entry)
{
    if (const auto* error = std::get_if<PdnError>(&entry))
        FAIL("game " << error->game << ": " << error->describe());
    return std::get<PdnGame>(entry);
}

inline const PdnError& errorOf(const PdnEntry& entry)
{
    if (!std::holds_alternative<PdnError>(entry))
        FAIL("expected an error");
    return std::get<PdnError>(entry);
}

// The one game of a text that must read without error.
inline PdnGame readOne(const std::string& text, std::optional<core::Variant> variant = std::nullopt)
{
    const auto entries = readPdn(text, variant);
    REQUIRE(entries.size() == 1);
    return gameOf(entries[0]);
}

inline PdnError readOneError(const std::string& text, std::optional<core::Variant> variant = std::nullopt)
{
    const auto entries = readPdn(text, variant);
    REQUIRE(entries.size() == 1);
    return errorOf(entries[0]);
}

// Plays actions given in notation ("32-28", "~28" for a claim); every one
// must be permitted.
inline void play(game::Game& game, std::initializer_list<const char*> actions)
{
    for (const char* text : actions) {
        if (text[0] == '~') {
            REQUIRE(game.claim(notation::parseSquare(game.variant(), text + 1)));
            continue;
        }
        const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
        REQUIRE(move);
        REQUIRE(game.play(*move));
    }
}

inline std::vector<std::string> historyTexts(const game::Game& game)
{
    std::vector<std::string> texts;
    for (const auto& entry : game.history())
        texts.push_back(entry.text);
    return texts;
}

inline std::vector<std::string> historyTexts(const game::GameRecord& record) { return historyTexts(record.replay()); }

} // namespace draughts::pdn::testing
