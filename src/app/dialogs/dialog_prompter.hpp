#pragma once

#include "dialogs/prompter.hpp"

class QWidget;

namespace draughts::app {

// Asks the players with ordinary dialogs over the main window.
class DialogPrompter : public Prompter {
public:
    explicit DialogPrompter(QWidget* parent) : m_parent(parent) {}

    bool acceptDraw(const QString& offeredBy, const QString& offeredTo) override;
    bool confirmResign(const QString& player) override;
    void announceResult(const QString& text) override;
    std::optional<GameSetup> chooseNewGame(const GameSetup& current) override;

private:
    QWidget* m_parent;
};

} // namespace draughts::app
