#pragma once

#include "database/game_database.hpp"

#include <QDialog>

#include <cstddef>
#include <memory>
#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace draughts::app {

class GameListFilter;
class GameListModel;

// The games of a file with several, as its index lists them: number,
// players, event, date, result and moves. A click on a column's header
// sorts by it; the fields above the list filter it by player (White or
// Black), event, year and result. Double-click or Open opens the chosen
// game; the list opens with `selected` (a row of `games`) chosen.
class GameListDialog : public QDialog {
    Q_OBJECT

public:
    GameListDialog(std::shared_ptr<const GameDatabase> games, std::size_t selected = 0, QWidget* parent = nullptr);

    // The row of the games given that is selected, or nothing.
    std::optional<std::size_t> chosenGame() const;
    // Selects a row of the games given, if the filters show it.
    void selectGame(std::size_t row);
    // Rows shown after filtering.
    int visibleCount() const;

    QTableView& table() { return *m_table; }
    QLineEdit& playerField() { return *m_player; }
    QLineEdit& eventField() { return *m_event; }
    QComboBox& yearBox() { return *m_year; }
    QComboBox& resultBox() { return *m_result; }
    QPushButton& openButton() { return *m_open; }

private:
    QGridLayout* makeFilters();
    void setUpTable();
    void filtersChanged();
    void selectionChanged();

    GameListModel* m_model;
    GameListFilter* m_filter;
    QLineEdit* m_player;
    QLineEdit* m_event;
    QComboBox* m_year;
    QComboBox* m_result;
    QTableView* m_table;
    QLabel* m_shown;
    QPushButton* m_open;
};

} // namespace draughts::app
