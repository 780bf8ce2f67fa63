#pragma once

#include <draughts/core/parsed.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_error.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <cstddef>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts::pdn {

// Each game of a file, in file order: the game, or the error that stopped it.
using PdnEntry = std::variant<PdnGame, PdnError>;

// How much of hostile input is read (docs/pdn.md, Limits). A game or a line
// longer than this is an error that names where it starts, and the file is
// not read past it.
struct ReadLimits {
    std::size_t gameBytes = 4 * 1024 * 1024; // from a game's first tag (or comment) to its end
    std::size_t lineBytes = 1024 * 1024;
};

namespace detail {
class PdnReaderState;
}

// Reads the games of a PDN file one at a time, from memory or from a
// stream, holding one game (and at most ReadLimits::gameBytes of the file)
// at a time. The bytes may be UTF-8, with or without a byte-order mark, or
// Windows-1252 ("Latin-1"), decided for each game by whether its bytes are
// valid UTF-8; line ends may be "\n", "\r\n" or "\r". Every move is checked
// against the rules. A game without a GameType or Variant tag is of
// `defaultVariant`, or International when none is given. An error stops
// only its own game; reading goes on with the next one, except after a
// game or line over the limits, which ends reading (its error is the last
// entry).
class PdnReader {
public:
    // `bytes` must outlive the reader (a temporary string cannot be given).
    explicit PdnReader(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt,
                       ReadLimits limits = {});
    PdnReader(std::string&& bytes, std::optional<core::Variant> defaultVariant = std::nullopt,
              ReadLimits limits = {}) = delete;
    // Reads `in` forward; it must outlive the reader.
    explicit PdnReader(std::istream& in, std::optional<core::Variant> defaultVariant = std::nullopt,
                       ReadLimits limits = {});
    ~PdnReader();
    PdnReader(PdnReader&&) noexcept;
    PdnReader& operator=(PdnReader&&) noexcept;

    // The next game of the file, or nothing once every game has been read.
    std::optional<PdnEntry> next();

private:
    std::unique_ptr<detail::PdnReaderState> m_state;
};

// Every game of a file in memory, as PdnReader reads them.
std::vector<PdnEntry> readPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt);

// The text of `bytes` as UTF-8 with "\n" line ends and no byte-order mark:
// UTF-8 if the bytes are valid UTF-8, else converted from Windows-1252.
std::string toUtf8Text(std::string_view bytes);

} // namespace draughts::pdn
