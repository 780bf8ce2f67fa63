#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/pdn/pdn_index.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>

namespace draughts::app {

// Who a result token gives the game to, whatever the game's convention
// ("2-0" and "1-0" alike); None for "*" or anything else.
enum class Outcome { None, WhiteWon, BlackWon, Draw, BothLost };
Outcome resultOutcome(std::string_view token);

// The games of a PDN file, or of text in memory, as its index lists them:
// each game's place and tags, found without replaying a move, so that a
// database of 100,000 games is listed at once (docs/pdn.md, "A game list of
// a large file"). A game is read and replayed only when it is opened. A
// file is read once to be indexed and not kept in memory: each game is read
// again from the file, so a file changed meanwhile gives a clear error,
// never the wrong game.
class GameDatabase {
public:
    struct Loaded {
        std::shared_ptr<const GameDatabase> games; // null when the file cannot be read
        QString error;                             // why not, from the system
    };
    // Reads and indexes a file. A pipe or a device is read up to 256 MiB
    // and kept in memory. Safe to call on a worker thread.
    static Loaded fromFile(const QString& path);
    // Indexes text in memory (the clipboard): games without a Variant or
    // GameType tag are of `defaultVariant`.
    static std::shared_ptr<const GameDatabase> fromText(QByteArray bytes, std::optional<core::Variant> defaultVariant);

    // "" for text in memory.
    const QString& path() const { return m_path; }
    std::size_t size() const { return m_index.games.size(); }
    // Game `row` (from 0), as the index found it. Its `result` is spelled as
    // the file writes it ("1/2-1/2" where the game ends with that token).
    const pdn::IndexedGame& game(std::size_t row) const { return m_index.games[row]; }
    // Why the index stopped before the end of the file (a game or a line
    // over the reader's limits); the games before it are listed.
    const std::optional<pdn::PdnError>& stop() const { return m_index.stop; }
    // Whether the file is one game, read whole: Save may write it back.
    bool isSingleGame() const { return size() == 1 && !stop(); }

    // Reads and replays game `row`, as the reader would have read it in the
    // whole file: errors name lines and columns of the file.
    pdn::PdnEntry read(std::size_t row) const;

private:
    GameDatabase() = default;

    QString m_path;
    // The largest pipe or device read: its text is kept, as it cannot be read again.
    static constexpr qsizetype sequentialLimit = 256 * 1024 * 1024;

    QByteArray m_text; // the clipboard's or a pipe's text; a file is read again for each game
    bool m_textKept = false;
    std::optional<core::Variant> m_defaultVariant;
    pdn::PdnIndex m_index;
};

} // namespace draughts::app
