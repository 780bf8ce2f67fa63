#pragma once

#include <draughts/pdn/pdn_game.hpp>

#include <QByteArray>
#include <QString>

#include <optional>

namespace draughts::app {

// The game in progress kept on disk after every action, so that a crash or
// a killed program loses at most the move being made. The file is replaced
// atomically (QSaveFile): it always holds a whole game, the old or the new.
class Autosave {
public:
    // `directory` is created when the first game is written.
    explicit Autosave(QString directory);

    QString filePath() const;
    // Writes the game (PDN text); false when the disk refuses.
    bool write(const QByteArray& text) const;
    // Forgets the game: the next start has none to go on with.
    void remove() const;

    struct Restored {
        std::optional<pdn::PdnGame> game; // the game to go on with, if any
        QString notice;                   // set when a damaged file was set aside
    };
    // The game saved last time. A file that cannot be read is renamed with
    // a ".damaged" suffix (replacing an older one) and reported, never fatal.
    Restored restore() const;

private:
    QString m_directory;
};

} // namespace draughts::app
