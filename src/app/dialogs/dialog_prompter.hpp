#pragma once

#include "players/prompter.hpp"
#include "values/engine_description.hpp"

#include <functional>

class QWidget;

namespace draughts::app {

// Asks the players with ordinary dialogs over the main window.
class DialogPrompter : public Prompter {
public:
    explicit DialogPrompter(QWidget* parent) : m_parent(parent) {}

    bool acceptDraw(const QString& offeredBy, const QString& offeredTo) override;
    bool confirmResign(const QString& player) override;
    bool acceptTakeBack(const QString& askedBy, const QString& askedOf) override;
    void announceResult(const QString& text) override;
    std::optional<GameSetup> chooseNewGame(const GameSetup& current) override;
    // The external engines New Game offers (Preferences > Engines).
    void setEngines(std::function<QList<EngineDescription>()> engines) { m_engines = std::move(engines); }
    // Where New Game's engine over the network (DXP) connects: host:port.
    void setNetworkAddress(std::function<QString()> address) { m_networkAddress = std::move(address); }

private:
    QWidget* m_parent;
    std::function<QList<EngineDescription>()> m_engines;
    std::function<QString()> m_networkAddress;
};

} // namespace draughts::app
