#include "dialogs/game_list_dialog.hpp"

#include "database/game_list_filter.hpp"
#include "database/game_list_model.hpp"
#include "text/texts.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

// The result filter's choices, in its order; the first is "any result".
struct ResultChoice {
    std::optional<Outcome> outcome;
    const char* label;
};
constexpr ResultChoice resultChoices[] = {
    {std::nullopt, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "All results")},
    {Outcome::WhiteWon, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "White won")},
    {Outcome::BlackWon, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "Black won")},
    {Outcome::Draw, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "Draw")},
    {Outcome::BothLost, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "Both lost")},
    {Outcome::None, QT_TRANSLATE_NOOP("draughts::app::GameListDialog", "Unfinished")},
};

} // namespace

GameListDialog::GameListDialog(std::shared_ptr<const GameDatabase> games, std::size_t selected, QWidget* parent)
    : QDialog(parent), m_model(new GameListModel(games, this)), m_filter(new GameListFilter(this)),
      m_player(new QLineEdit(this)), m_event(new QLineEdit(this)), m_year(new QComboBox(this)),
      m_result(new QComboBox(this)), m_table(new QTableView(this)), m_shown(new QLabel(this)), m_open(nullptr)
{
    setWindowTitle(tr("Choose a game"));
    const int count = m_model->rowCount();
    const QString file = games->path().isEmpty() ? QString() : QFileInfo(games->path()).fileName();
    auto* intro = new QLabel(file.isEmpty() ? tr("%n game(s). Choose one:", nullptr, count)
                                            : tr("%n game(s) in %1. Choose one:", nullptr, count).arg(file),
                             this);

    QGridLayout* filters = makeFilters();
    setUpTable();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_open = buttons->button(QDialogButtonBox::Open);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableView::activated, this, &QDialog::accept);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    if (const auto& stop = games->stop()) {
        // The games after a game or a line over the reader's limits are not listed.
        auto* stopped = new QLabel(tr("The list ends before the end of the file: game %1, line %2: %3")
                                       .arg(stop->game)
                                       .arg(stop->line)
                                       .arg(Texts::pdnError(*stop)),
                                   this);
        stopped->setWordWrap(true);
        layout->addWidget(stopped);
    }
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_shown);
    layout->addWidget(buttons);
    resize(900, 520);
    filtersChanged();
    selectGame(selected);
}

// The filters, each with a label that names it for the keyboard and screen readers.
QGridLayout* GameListDialog::makeFilters()
{
    auto* filters = new QGridLayout;
    const auto addFilter = [&](int column, const QString& label, QWidget* field) {
        auto* name = new QLabel(label, this);
        name->setBuddy(field);
        filters->addWidget(name, 0, column);
        filters->addWidget(field, 1, column);
    };
    m_player->setPlaceholderText(tr("White or Black"));
    m_player->setClearButtonEnabled(true);
    m_event->setClearButtonEnabled(true);
    m_year->addItem(tr("All years"), 0);
    for (const int year : m_model->years())
        m_year->addItem(QString::number(year), year);
    for (const ResultChoice& choice : resultChoices)
        m_result->addItem(tr(choice.label));
    addFilter(0, tr("&Player:"), m_player);
    addFilter(1, tr("&Event:"), m_event);
    addFilter(2, tr("&Year:"), m_year);
    addFilter(3, tr("&Result:"), m_result);
    filters->setColumnStretch(0, 2);
    filters->setColumnStretch(1, 2);
    connect(m_player, &QLineEdit::textChanged, this, &GameListDialog::filtersChanged);
    connect(m_event, &QLineEdit::textChanged, this, &GameListDialog::filtersChanged);
    connect(m_year, &QComboBox::currentIndexChanged, this, &GameListDialog::filtersChanged);
    connect(m_result, &QComboBox::currentIndexChanged, this, &GameListDialog::filtersChanged);
    return filters;
}

// The games as a table: sorted by a click on a header, filtered, one row chosen.
void GameListDialog::setUpTable()
{
    m_filter->setSourceModel(m_model);
    m_table->setModel(m_filter);
    m_table->setAccessibleName(tr("Games of the file"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // In the file's order until the player clicks a column's header.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    // Widths from the font, never from the rows: measuring 100,000 rows would
    // take longer than listing them.
    QHeaderView* header = m_table->horizontalHeader();
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->resizeSection(GameListModel::Number, digit * 8);
    header->resizeSection(GameListModel::White, digit * 20);
    header->resizeSection(GameListModel::Black, digit * 20);
    header->resizeSection(GameListModel::Event, digit * 22);
    header->resizeSection(GameListModel::Date, digit * 12);
    header->resizeSection(GameListModel::Result, digit * 9);
    header->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &GameListDialog::selectionChanged);
}

void GameListDialog::filtersChanged()
{
    m_filter->setPlayer(m_player->text());
    m_filter->setEvent(m_event->text());
    m_filter->setYear(m_year->currentData().toInt());
    const int choice = std::max(0, m_result->currentIndex());
    m_filter->setOutcome(resultChoices[choice].outcome);
    const int shown = visibleCount();
    m_shown->setText(shown == m_model->rowCount()
                         ? QString()
                         : tr("Shown: %1 of %n game(s)", nullptr, m_model->rowCount()).arg(shown));
    if (!m_table->selectionModel()->hasSelection() && shown > 0) {
        m_table->selectRow(0);
        m_table->setCurrentIndex(m_filter->index(0, 0));
    }
    selectionChanged();
}

void GameListDialog::selectionChanged() { m_open->setEnabled(chosenGame().has_value()); }

int GameListDialog::visibleCount() const { return m_filter->rowCount(); }

void GameListDialog::selectGame(std::size_t row)
{
    if (row >= static_cast<std::size_t>(m_model->rowCount()))
        return;
    const QModelIndex shown = m_filter->mapFromSource(m_model->index(static_cast<int>(row), 0));
    if (!shown.isValid())
        return;
    m_table->selectRow(shown.row());
    m_table->setCurrentIndex(shown);
    m_table->scrollTo(shown, QAbstractItemView::PositionAtCenter);
}

std::optional<std::size_t> GameListDialog::chosenGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return static_cast<std::size_t>(m_filter->mapToSource(rows.front()).row());
}

} // namespace draughts::app
