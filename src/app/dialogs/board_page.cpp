#include "dialogs/board_page.hpp"

#include "board/board_theme.hpp"
#include "board/piece_painter.hpp"
#include "settings/language.hpp"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

constexpr int sampleCell = 30;

// A theme at a glance: four squares of each colour with a man and a king of
// each side standing on the dark ones.
QPixmap themeSample(const BoardTheme& theme, qreal ratio)
{
    const QSize size(4 * sampleCell, 2 * sampleCell);
    QPixmap pixmap(size * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const PieceLook pieces[] = {{core::Side::White, PieceLook::Kind::Man},
                                {core::Side::Black, PieceLook::Kind::King},
                                {core::Side::Black, PieceLook::Kind::Man},
                                {core::Side::White, PieceLook::Kind::King}};
    int next = 0;
    for (int row = 0; row < 2; ++row)
        for (int column = 0; column < 4; ++column) {
            const QRectF square(column * sampleCell, row * sampleCell, sampleCell, sampleCell);
            const bool dark = (row + column) % 2 == 1;
            PiecePainter::paintArt(painter, theme.squareArt(dark), square);
            if (dark)
                PiecePainter::paintPiece(painter, theme, square, pieces[next++]);
        }
    return pixmap;
}

QLabel* heading(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace

BoardPage::BoardPage(QWidget* parent)
    : PreferencesPage(parent), m_themes(new QListWidget(this)), m_squareNames(new QCheckBox(this)),
      m_edgeCoordinates(new QCheckBox(this)), m_flipped(new QCheckBox(this)), m_turnToPlayer(new QCheckBox(this)),
      m_themeHeading(heading(this)), m_namesHeading(heading(this)), m_orientationHeading(heading(this))
{
    setObjectName(QStringLiteral("boardPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_themeHeading);
    m_themes->setObjectName(QStringLiteral("themes"));
    m_themes->setIconSize(QSize(4 * sampleCell, 2 * sampleCell));
    m_themes->setSpacing(3);
    // Each theme on a row of its own: a sample, its name and a line about it.
    for (const BoardTheme& theme : BoardTheme::all()) {
        auto* item = new QListWidgetItem(QIcon(themeSample(theme, devicePixelRatioF())), QString(), m_themes);
        item->setData(Qt::UserRole, theme.id());
        item->setSizeHint(QSize(0, 2 * sampleCell + 8));
    }
    m_themes->setFixedHeight(m_themes->count() * (2 * sampleCell + 14) + 6);
    layout->addWidget(m_themes);
    layout->addSpacing(10);
    layout->addWidget(m_namesHeading);
    layout->addWidget(m_squareNames);
    layout->addWidget(m_edgeCoordinates);
    layout->addSpacing(10);
    layout->addWidget(m_orientationHeading);
    layout->addWidget(m_flipped);
    layout->addWidget(m_turnToPlayer);
    layout->addStretch(1);
    m_edgeCoordinates->setObjectName(QStringLiteral("edgeCoordinates"));

    connect(m_themes, &QListWidget::currentRowChanged, this, &PreferencesPage::edited);
    for (QCheckBox* box : {m_squareNames, m_edgeCoordinates, m_flipped, m_turnToPlayer})
        connect(box, &QCheckBox::toggled, this, [this] {
            updateEnabled();
            emit edited();
        });
    retranslate();
}

QString BoardPage::title() const { return tr("Board"); }

QIcon BoardPage::icon() const
{
    // The left half of the sample: a man of each side on its square.
    const qreal ratio = devicePixelRatioF();
    const QSize size = QSize(2, 2) * sampleCell * ratio;
    QPixmap half = themeSample(BoardTheme::current(), ratio).copy(QRect(QPoint(0, 0), size));
    half.setDevicePixelRatio(ratio);
    return QIcon(half);
}

void BoardPage::load(const Preferences& values)
{
    const QSignalBlocker blockThemes(m_themes);
    const QString id = BoardTheme::byId(values.theme).id();
    for (int row = 0; row < m_themes->count(); ++row)
        if (m_themes->item(row)->data(Qt::UserRole).toString() == id)
            m_themes->setCurrentRow(row);
    for (auto [box, value] :
         {std::pair{m_squareNames, values.squareNames}, std::pair{m_edgeCoordinates, values.edgeCoordinates},
          std::pair{m_flipped, values.flipped}, std::pair{m_turnToPlayer, values.turnToPlayer}}) {
        const QSignalBlocker block(box);
        box->setChecked(value);
    }
    updateEnabled();
}

void BoardPage::store(Preferences& values) const
{
    if (const QListWidgetItem* item = m_themes->currentItem())
        values.theme = item->data(Qt::UserRole).toString();
    values.squareNames = m_squareNames->isChecked();
    values.edgeCoordinates = m_edgeCoordinates->isChecked();
    values.flipped = m_flipped->isChecked();
    values.turnToPlayer = m_turnToPlayer->isChecked();
}

void BoardPage::updateEnabled()
{
    // The board turns by itself to the player whose turn it is; the fixed choice waits meanwhile.
    m_flipped->setEnabled(!m_turnToPlayer->isChecked());
}

void BoardPage::retranslate()
{
    m_themeHeading->setText(tr("Theme"));
    for (int row = 0; row < m_themes->count(); ++row) {
        QListWidgetItem* item = m_themes->item(row);
        const BoardTheme& theme = BoardTheme::byId(item->data(Qt::UserRole).toString());
        item->setText(theme.name(Language::current()) + QLatin1Char('\n') + theme.description(Language::current()));
        item->setToolTip(theme.description(Language::current()));
    }
    m_themes->setToolTip(tr("How the squares and the pieces look"));
    m_namesHeading->setText(tr("Square names"));
    m_squareNames->setText(tr("Show square names"));
    m_squareNames->setToolTip(tr("The names the move list and the hints use: numbers on the squares in the numbered "
                                 "games, letters and digits along the edges in To the Last Man"));
    m_edgeCoordinates->setText(tr("Also letters and digits along the edges of numbered boards"));
    m_edgeCoordinates->setToolTip(tr("The rule pages name some squares so, e.g. a1; the game itself uses the numbers"));
    m_orientationHeading->setText(tr("Orientation"));
    m_flipped->setText(tr("Black at the bottom"));
    m_flipped->setToolTip(tr("Turn the board round, as View > Flip Board does"));
    m_turnToPlayer->setText(tr("Turn the board to the player whose turn it is"));
    m_turnToPlayer->setToolTip(
        tr("When two people play at this computer, each sees the board from their own side on their turn"));
}

void BoardPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    PreferencesPage::changeEvent(event);
}

} // namespace draughts::app
