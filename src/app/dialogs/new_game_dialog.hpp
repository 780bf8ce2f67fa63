#pragma once

#include "values/game_setup.hpp"
#include "values/engine_description.hpp"

#include <array>
#include <optional>

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;

namespace draughts::app {

// Game > New Game: the five games, each with a picture of its starting
// position and one line about it, the players (a person with his name, or
// the computer at a level 1-8), International's two rule sets each with its
// one line, the missed-capture setting and the clocks (none, 5+3, 10+5 or
// the players' own).
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const GameSetup& current, QWidget* parent = nullptr);

    // The game chosen; always starts from the game's usual position.
    GameSetup setup() const;
    void setVariant(core::Variant variant);
    void setNames(const QString& white, const QString& black);
    void setRule(game::MissedCaptureRule rule);
    void setRuleSet(rules::RuleSet ruleSet);
    void setTimeControl(const pdn::TimeControl& control);
    void setPlayer(core::Side side, const PlayerChoice& choice);
    // The external engines offered as players, each only in the games it
    // says it plays (Preferences > Engines).
    void setEngines(const QList<EngineDescription>& engines);
    // Where "Engine over the network (DXP)" connects: host:port (Preferences > Engines).
    void setNetworkAddress(const QString& hostAndPort) { m_networkAddress = hostAndPort; }
    // Its whole height where `room` (screenRoom) holds it, else room's:
    // the list of games scrolls then. Done with the dialog's own screen
    // when it is first shown.
    void fitScreen(QSize room);

    // The rule sets of the game chosen, each with its one line (International:
    // the original text's and the FMJD's); hidden for a game with one.
    QWidget& ruleSetBox() const { return *m_ruleSetBox; }
    QRadioButton& ruleSetButton(rules::RuleSet ruleSet) const;

protected:
    // The choices besides the game: players, rules, clocks.
    QWidget& details() const { return *m_details; }
    // The rule sets' row of the details, for a dialog that shows them elsewhere.
    void moveRuleSetsOut();
    void showEvent(QShowEvent* event) override;

private:
    void addGameList(QVBoxLayout& layout);
    void addPlayerRows(QFormLayout& form);
    void addRuleRow(QFormLayout& form);
    void addClockRows(QFormLayout& form);
    QDialogButtonBox* makeButtons();
    // One side's row: who plays it, and his name or the computer's level.
    struct PlayerRow {
        QComboBox* kind;
        QLineEdit* name;
        QComboBox* level;
    };
    void showCustomClock();
    void showPlayerRow(const PlayerRow& row);
    PlayerRow makePlayerRow(core::Side side, QLineEdit* name);
    PlayerChoice choiceOf(const PlayerRow& row) const;
    const PlayerRow& row(core::Side side) const { return side == core::Side::White ? m_whiteRow : m_blackRow; }
    void showEngines();
    // The rule set only where the game has more than one; missed captures
    // only where the rule set has a choice (the FMJD's are compulsory).
    void showRuleChoices();
    rules::RuleSet chosenRuleSet() const;

    QListWidget* m_games;
    bool m_fitted = false; // sized to the screen on its first showing
    QWidget* m_details;
    QLineEdit* m_white;
    QLineEdit* m_black;
    PlayerRow m_whiteRow;
    PlayerRow m_blackRow;
    QComboBox* m_rule;
    QFormLayout* m_form;
    QWidget* m_ruleSetBox;
    QButtonGroup* m_ruleSets; // the buttons' ids are the RuleSet values
    QString m_ruleSetTip;     // the rule sets' tool tip when they may be chosen
    QComboBox* m_clock;
    QWidget* m_custom;
    QSpinBox* m_minutes;
    QSpinBox* m_increment;
    QList<EngineDescription> m_engines;
    QString m_networkAddress = QStringLiteral("127.0.0.1:27531");
    // An engine choice waiting for its engine to be offered, by side.
    std::array<std::optional<PlayerChoice>, 2> m_wantedEngine;
};

} // namespace draughts::app
