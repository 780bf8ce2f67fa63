#include "database/game_database.hpp"

#include "values/system_path.hpp"

#include <QCoreApplication>
#include <QFile>

#include <filesystem>
#include <fstream>
#include <string_view>

namespace draughts::app {

namespace {

// The index spells results in the game's own convention ("1-1" for an
// International draw); the list shows them as the file writes them. A game
// that ends with a result token ends at its last byte, so the token is the
// word there, when it says the same as the index.
void spellAsWritten(pdn::IndexedGame& game, std::string_view file)
{
    if (game.offset + game.length > file.size() || game.length == 0)
        return;
    const std::string_view text = file.substr(game.offset, game.length);
    const std::size_t space = text.find_last_of(" \t\r\n}");
    const std::string_view last = space == std::string_view::npos ? text : text.substr(space + 1);
    const Outcome outcome = resultOutcome(last);
    if (last != game.result && outcome != Outcome::None && outcome == resultOutcome(game.result))
        game.result = std::string(last);
}

} // namespace

Outcome resultOutcome(std::string_view token)
{
    if (token == "2-0" || token == "1-0")
        return Outcome::WhiteWon;
    if (token == "0-2" || token == "0-1")
        return Outcome::BlackWon;
    if (token == "1-1" || token == "1/2-1/2")
        return Outcome::Draw;
    return token == "0-0" ? Outcome::BothLost : Outcome::None;
}

GameDatabase::Loaded GameDatabase::fromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {nullptr, file.errorString()};
    std::shared_ptr<GameDatabase> games(new GameDatabase);
    games->m_path = path;
    if (file.isSequential()) {
        // A pipe or a device cannot be read again when a game is opened:
        // its text is kept, up to a bound, so that /dev/zero is an error
        // and not all the memory there is.
        QByteArray bytes;
        for (;;) {
            const QByteArray chunk = file.read(64 * 1024); // waits for the writer; empty at the end
            if (chunk.isEmpty())
                break;
            bytes += chunk;
            if (bytes.size() > sequentialLimit)
                return {nullptr, QCoreApplication::translate("draughts::app::GameDatabase", "it is longer than %1 MiB")
                                     .arg(sequentialLimit / (1024 * 1024))};
        }
        if (file.error() != QFileDevice::NoError)
            return {nullptr, file.errorString()};
        games->m_text = std::move(bytes);
        games->m_textKept = true;
        const std::string_view text(games->m_text.constData(), static_cast<std::size_t>(games->m_text.size()));
        games->m_index = pdn::indexPdn(text);
        for (pdn::IndexedGame& game : games->m_index.games)
            spellAsWritten(game, text);
        return {std::move(games), {}};
    }
    // Read whole, once: indexing from memory is as fast as from a mapped
    // file, and a file cut short by another program meanwhile cannot bring
    // the program down as a mapping could. The text is dropped afterwards.
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return {nullptr, file.errorString()};
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    games->m_index = pdn::indexPdn(text);
    for (pdn::IndexedGame& game : games->m_index.games)
        spellAsWritten(game, text);
    return {std::move(games), {}};
}

std::shared_ptr<const GameDatabase> GameDatabase::fromText(QByteArray bytes,
                                                           std::optional<core::Variant> defaultVariant)
{
    std::shared_ptr<GameDatabase> games(new GameDatabase);
    games->m_text = std::move(bytes);
    games->m_textKept = true;
    games->m_defaultVariant = defaultVariant;
    const std::string_view text(games->m_text.constData(), static_cast<std::size_t>(games->m_text.size()));
    games->m_index = pdn::indexPdn(text, defaultVariant);
    for (pdn::IndexedGame& game : games->m_index.games)
        spellAsWritten(game, text);
    return games;
}

pdn::PdnEntry GameDatabase::read(std::size_t row) const
{
    const pdn::IndexedGame& entry = game(row);
    if (m_textKept)
        return pdn::readIndexedGame(std::string_view(m_text.constData(), static_cast<std::size_t>(m_text.size())),
                                    entry, m_defaultVariant);
    std::ifstream in(systemPath(m_path), std::ios::binary);
    // A file gone since it was listed has no game there any more: the
    // reader's own error says so, with the line where the game was.
    return pdn::readIndexedGame(in, entry, m_defaultVariant);
}

} // namespace draughts::app
