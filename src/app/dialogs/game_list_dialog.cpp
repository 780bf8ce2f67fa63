#include "dialogs/game_list_dialog.hpp"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace draughts::app {

GameListDialog::GameListDialog(const std::vector<GameSummary>& games, const QStringList& problems, QWidget* parent)
    : QDialog(parent), m_model(new QStandardItemModel(this)), m_filter(new QSortFilterProxyModel(this)),
      m_search(new QLineEdit(this)), m_table(new QTableView(this))
{
    setWindowTitle(tr("Choose a game"));
    m_model->setHorizontalHeaderLabels(
        {tr("White"), tr("Black"), tr("Event"), tr("Date"), tr("Result"), tr("Moves")});
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameSummary& g = games[i];
        QList<QStandardItem*> row;
        for (const QString& text : {g.white, g.black, g.event, g.date, g.result})
            row << new QStandardItem(text);
        auto* moves = new QStandardItem;
        moves->setData(g.moves, Qt::DisplayRole);
        row << moves;
        row.front()->setData(static_cast<int>(i), Qt::UserRole);
        for (QStandardItem* item : row)
            item->setEditable(false);
        m_model->appendRow(row);
    }
    m_filter->setSourceModel(m_model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_search->setPlaceholderText(tr("Filter by player, event, date or result"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, &GameListDialog::setFilterText);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableView::doubleClicked, this, &QDialog::accept);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Games that can be opened: %n. Choose one:", nullptr, static_cast<int>(games.size())), this));
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    if (!problems.isEmpty()) {
        layout->addWidget(new QLabel(tr("These games could not be read:"), this));
        auto* errors = new QPlainTextEdit(problems.join(QLatin1Char('\n')), this);
        errors->setReadOnly(true);
        errors->setMaximumHeight(110);
        layout->addWidget(errors);
    }
    layout->addWidget(buttons);
    resize(720, 440);
    selectVisible(0);
}

void GameListDialog::setFilterText(const QString& text)
{
    if (m_search->text() != text)
        m_search->setText(text);
    m_filter->setFilterFixedString(text);
    if (!m_table->selectionModel()->hasSelection())
        selectVisible(0);
}

int GameListDialog::visibleCount() const { return m_filter->rowCount(); }

void GameListDialog::selectVisible(int row)
{
    if (row < 0 || row >= m_filter->rowCount())
        return;
    m_table->selectRow(row);
    m_table->setCurrentIndex(m_filter->index(row, 0));
}

std::optional<int> GameListDialog::chosenGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_filter->mapToSource(rows.front()).siblingAtColumn(0).data(Qt::UserRole).toInt();
}

} // namespace draughts::app
