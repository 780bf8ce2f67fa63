#include "dialogs/new_game_dialog.hpp"

#include "board/board_preview.hpp"
#include "dialogs/rules_browser.hpp"
#include "text/texts.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QPushButton>
#include <QVBoxLayout>

#include <draughts/rules/facts.hpp>

namespace draughts::app {

namespace {

constexpr int previewSize = 84;
constexpr int DescriptionRole = Qt::UserRole + 1;

// One game in the list: its picture, its name in bold and one line about it.
class GameChoiceDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF card = QRectF(option.rect).adjusted(3, 3, -3, -3);
        const bool selected = option.state & QStyle::State_Selected;
        painter->setPen(selected ? QPen(QColor(0xc9, 0x85, 0x3a), 2) : QPen(QColor(0xe6, 0xdc, 0xce), 1));
        painter->setBrush(selected ? QColor(0xff, 0xf3, 0xe0) : QColor(0xff, 0xfd, 0xf9));
        painter->drawRoundedRect(card, 8, 8);
        const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
        const QRect picture(option.rect.left() + 10, option.rect.center().y() - previewSize / 2, previewSize,
                            previewSize);
        icon.paint(painter, picture);
        QRect text = option.rect.adjusted(previewSize + 26, 12, -12, -12);
        QFont name = option.font;
        name.setBold(true);
        name.setPointSizeF(name.pointSizeF() * 1.2);
        painter->setFont(name);
        painter->setPen(QColor(0x2d, 0x26, 0x20));
        painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, index.data(Qt::DisplayRole).toString());
        painter->setFont(option.font);
        painter->setPen(QColor(0x6f, 0x62, 0x55));
        text.setTop(text.top() + QFontMetrics(name).height() + 4);
        painter->drawText(text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          index.data(DescriptionRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        return {420, previewSize + 20};
    }
};

} // namespace

NewGameDialog::NewGameDialog(const GameSetup& current, QWidget* parent)
    : QDialog(parent), m_games(new QListWidget(this)), m_white(new QLineEdit(this)), m_black(new QLineEdit(this)),
      m_rule(new QComboBox(this))
{
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("Choose a game"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);
    layout->addWidget(title);

    m_games->setItemDelegate(new GameChoiceDelegate(m_games));
    m_games->setIconSize(QSize(previewSize, previewSize));
    m_games->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_games->setMinimumSize(560, 5 * (previewSize + 20) + 6);
    m_games->setStyleSheet(QStringLiteral("QListWidget { border: none; background: transparent; }"));
    for (core::Variant variant : Texts::games()) {
        const QPixmap preview =
            boardPreview(variant, rules::startPosition(variant), previewSize, devicePixelRatioF());
        auto* item = new QListWidgetItem(QIcon(preview), Texts::gameTitle(variant));
        item->setData(Qt::UserRole, static_cast<int>(variant));
        item->setData(DescriptionRole, Texts::gameDescription(variant));
        item->setToolTip(Texts::gameDescription(variant));
        m_games->addItem(item);
    }
    layout->addWidget(m_games, 1);

    auto* form = new QFormLayout;
    m_games->setToolTip(tr("The five games; double-click one to start it"));
    m_white->setPlaceholderText(Texts::side(core::Side::White));
    m_black->setPlaceholderText(Texts::side(core::Side::Black));
    m_white->setToolTip(tr("The name of the player with the white pieces"));
    m_black->setToolTip(tr("The name of the player with the black pieces"));
    form->addRow(tr("White player:"), m_white);
    form->addRow(tr("Black player:"), m_black);
    m_rule->addItem(tr("Forfeit: a missed capture may be claimed by the opponent"),
                    static_cast<int>(game::MissedCaptureRule::Forfeit));
    m_rule->addItem(tr("Compulsory: only rule-conforming moves are accepted"),
                    static_cast<int>(game::MissedCaptureRule::Compulsory));
    m_rule->setToolTip(tr("What happens when a player does not make a compulsory capture"));
    form->addRow(tr("Missed captures:"), m_rule);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Start the chosen game"));
    // Each game's rules, one click away while choosing.
    auto* rules = buttons->addButton(tr("Rules…"), QDialogButtonBox::HelpRole);
    rules->setObjectName(QStringLiteral("rulesButton"));
    rules->setToolTip(tr("Read the rules of the selected game"));
    connect(rules, &QPushButton::clicked, this, [this] { RulesBrowser::open(this, setup().variant); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_games, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(buttons);

    setVariant(current.variant);
    setNames(current.whiteName, current.blackName);
    setRule(current.rule);
}

void NewGameDialog::setVariant(core::Variant variant)
{
    for (int row = 0; row < m_games->count(); ++row)
        if (m_games->item(row)->data(Qt::UserRole).toInt() == static_cast<int>(variant))
            m_games->setCurrentRow(row);
}

void NewGameDialog::setNames(const QString& white, const QString& black)
{
    // Default names stay as placeholders so that typing replaces them.
    m_white->setText(white == QStringLiteral("White") ? QString() : white);
    m_black->setText(black == QStringLiteral("Black") ? QString() : black);
}

void NewGameDialog::setRule(game::MissedCaptureRule rule)
{
    m_rule->setCurrentIndex(m_rule->findData(static_cast<int>(rule)));
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    if (const QListWidgetItem* item = m_games->currentItem())
        setup.variant = static_cast<core::Variant>(item->data(Qt::UserRole).toInt());
    setup.rule = static_cast<game::MissedCaptureRule>(m_rule->currentData().toInt());
    setup.whiteName = m_white->text().trimmed().isEmpty() ? QStringLiteral("White") : m_white->text().trimmed();
    setup.blackName = m_black->text().trimmed().isEmpty() ? QStringLiteral("Black") : m_black->text().trimmed();
    return setup;
}

} // namespace draughts::app
