#include "editor/setup_flow.hpp"

#include "controller/game_controller.hpp"
#include "editor/position_editor.hpp"
#include "files/game_files.hpp"
#include "players/prompter.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::app {

SetupFlow::SetupFlow(QWidget& window, const GameController& controller, GameFiles& files,
                     std::function<Prompter*()> prompter, StartGame startGame)
    : QObject(&window), m_window(window), m_controller(controller), m_files(files), m_prompter(std::move(prompter)),
      m_startGame(std::move(startGame))
{}

PositionEditor* SetupFlow::editor() const { return m_editor; }

void SetupFlow::open(std::optional<core::Variant> variant)
{
    if (m_editor) {
        m_editor->raise();
        m_editor->activateWindow();
        return;
    }
    GameSetup current = m_controller.setup();
    std::optional<core::Position> start;
    if (variant && *variant != current.variant)
        current.variant = *variant;
    else
        start = m_controller.shown().position();
    m_editor = new PositionEditor(current, start, &m_window);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_editor, &QDialog::accepted, this, [this] { carryOut(*m_editor); });
    m_editor->open();
}

void SetupFlow::carryOut(const PositionEditor& editor)
{
    GameSetup setup = editor.setup();
    if (editor.choice() == PositionEditor::Choice::Play) {
        // New Game's players and clocks, for the game and rules set up here.
        GameSetup asked = m_controller.setup();
        asked.variant = setup.variant;
        asked.ruleSet = setup.ruleSet;
        std::optional<GameSetup> chosen = m_prompter()->chooseNewGame(asked);
        if (!chosen || !m_files.mayReplaceGame())
            return;
        chosen->variant = setup.variant;
        chosen->start = setup.start;
        m_startGame(*chosen);
        return;
    }
    if (!m_files.mayReplaceGame())
        return;
    m_startGame(setup);
    if (editor.choice() == PositionEditor::Choice::Save)
        m_files.saveAs();
}

} // namespace draughts::app
