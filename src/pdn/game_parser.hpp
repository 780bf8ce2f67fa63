#pragma once

// Internal to src/pdn: one game's tokens into a PdnGame, every move checked
// by the rules.

#include <draughts/pdn/pdn_reader.hpp>

#include "game_splitter.hpp"
#include "pdn_lexer.hpp"

#include <memory>
#include <optional>

namespace draughts::pdn::detail {

struct GameInProgress;

// Fed the tokens of one game by GameSplitter::next, then finished with the
// span the splitter found, whose encoding decides how texts are read.
class GameParser {
public:
    explicit GameParser(std::optional<core::Variant> defaultVariant);
    ~GameParser();

    void token(const Token& token);
    PdnEntry finish(const GameSpan& span);

private:
    std::optional<core::Variant> m_defaultVariant;
    std::unique_ptr<GameInProgress> m_game;
};

// Reads the next game of `splitter` into an entry; nothing at the end.
std::optional<PdnEntry> readNextGame(GameSplitter& splitter, std::optional<core::Variant> defaultVariant);

} // namespace draughts::pdn::detail
