#pragma once

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

inline std::vector<std::string> historyTexts(const game::Game& game)
{
    std::vector<std::string> texts;
    for (const auto& entry : game.history())
        texts.push_back(entry.text);
    return texts;
}

inline std::vector<std::string> historyTexts(const game::GameRecord& record) { return historyTexts(record.replay()); }

} // namespace draughts::pdn::testing
