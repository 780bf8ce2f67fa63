#pragma once

#include <draughts/core/types.hpp>

#include <QObject>

namespace draughts::app {

class GameController;

// Which side sits at the bottom of the board. White, unless the players
// turn the board (Black at the bottom) or ask it to turn to the person whose
// turn it is: then two people at one computer each see the game from their
// own side, and against another kind of player (a computer) the board stays
// with the person. It does not turn while the players look back through the
// game, where every step would turn it.
class BoardOrientation : public QObject {
    Q_OBJECT

public:
    explicit BoardOrientation(const GameController& controller, QObject* parent = nullptr);

    // The players' own choice, used unless the board turns to the player.
    void setFlipped(bool flipped);
    bool flipped() const { return m_flipped; }
    // Turn to the person whose turn it is.
    void setTurnsToPlayer(bool on);
    bool turnsToPlayer() const { return m_turnsToPlayer; }

    core::Side bottom() const;
    bool blackAtBottom() const { return bottom() == core::Side::Black; }

signals:
    void changed();

private:
    void turnStarted(core::Side side);
    void update(core::Side before);

    const GameController& m_controller;
    bool m_flipped = false;
    bool m_turnsToPlayer = false;
    // The last person asked to decide; White until someone is.
    core::Side m_lastPerson = core::Side::White;
};

} // namespace draughts::app
