#pragma once

// Internal to src/pdn: one game's tokens into a PdnGame, every move checked
// by the rules.

#include <draughts/pdn/pdn_reader.hpp>

#include "game_splitter.hpp"
#include "pdn_lexer.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace draughts::pdn::detail {

struct GameInProgress;
struct PendingError;

// Fed the tokens of one game by GameSplitter::next, then finished with the
// span the splitter found, whose encoding decides how texts are read. A
// short capture that several routes fit is read on after each of them, in
// a copy of the game per route, and the route after which the rest of the
// game reads is kept (route_choice.hpp).
class GameParser {
public:
    explicit GameParser(std::optional<core::Variant> defaultVariant);
    ~GameParser();

    void token(const Token& token);
    PdnEntry finish(const GameSpan& span);

private:
    // Replaces each game that met an ambiguous capture by a copy per route.
    void splitAtAmbiguousCaptures();

    std::optional<core::Variant> m_defaultVariant;
    std::vector<std::unique_ptr<GameInProgress>> m_games; // one, until a capture is ambiguous
    std::vector<PendingError> m_forks;                    // each ambiguous capture met
    std::vector<std::vector<std::string>> m_forkRoutes;   // its routes, with every landing square
};

// Reads the next game of `splitter` into an entry; nothing at the end.
std::optional<PdnEntry> readNextGame(GameSplitter& splitter, std::optional<core::Variant> defaultVariant);

} // namespace draughts::pdn::detail
