#pragma once

#include "files/file_prompter.hpp"

#include <QDialog>

class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace draughts::app {

// The games of a file with several: players, event, date, result and the
// number of moves, a line to filter them, and the games that could not be
// read with their errors. Double-click or OK opens the chosen game.
class GameListDialog : public QDialog {
    Q_OBJECT

public:
    GameListDialog(const std::vector<GameSummary>& games, const QStringList& problems, QWidget* parent = nullptr);

    void setFilterText(const QString& text);
    // Rows shown after filtering.
    int visibleCount() const;
    // Selects the n-th row shown.
    void selectVisible(int row);
    // The index into the games given of the selected game, or nothing.
    std::optional<int> chosenGame() const;

private:
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_filter;
    QLineEdit* m_search;
    QTableView* m_table;
};

} // namespace draughts::app
