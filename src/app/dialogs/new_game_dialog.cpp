#include "dialogs/new_game_dialog.hpp"

#include "board/board_preview.hpp"
#include "dialogs/rules_browser.hpp"
#include "dialogs/screen_room.hpp"
#include "text/texts.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <draughts/dxp/game_rules.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <iterator>
#include <utility>

namespace draughts::app {

namespace {
// The kind box's role holding an external engine's command line.
constexpr int EngineCommandRole = Qt::UserRole + 1;
} // namespace

namespace {

constexpr int previewSize = 84;
constexpr int DescriptionRole = Qt::UserRole + 1;

// The clocks offered besides none and the players' own: (minutes, seconds added per move).
constexpr std::pair<int, int> clockPresets[] = {{5, 3}, {10, 5}};
constexpr int customClock = -1;

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

    QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const override { return {420, previewSize + 20}; }
};

// The list asks for room for all five games, and takes two and a half
// where the screen is low: it scrolls then, and the dialog's buttons stay
// on the screen.
class GameChoiceList : public QListWidget {
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override { return {560, cards(5.0)}; }
    QSize minimumSizeHint() const override { return {560, cards(2.5)}; }

private:
    static int cards(double count) { return static_cast<int>(count * (previewSize + 20)) + 6; }
};

} // namespace

NewGameDialog::NewGameDialog(const GameSetup& current, QWidget* parent)
    : QDialog(parent), m_games(new GameChoiceList(this)), m_white(new QLineEdit(this)), m_black(new QLineEdit(this)),
      m_rule(new QComboBox(this)), m_form(nullptr), m_ruleSetBox(new QWidget(this)), m_ruleSets(new QButtonGroup(this)),
      m_clock(new QComboBox(this)), m_custom(new QWidget(this)), m_minutes(new QSpinBox(m_custom)),
      m_increment(new QSpinBox(m_custom))
{
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    addGameList(*layout);
    // One row of the form per choice besides the game.
    m_details = new QWidget(this);
    auto* form = m_form = new QFormLayout(m_details);
    form->setContentsMargins(0, 0, 0, 0);
    addPlayerRows(*form);
    addRuleRow(*form);
    addClockRows(*form);
    layout->addWidget(m_details);
    layout->addWidget(makeButtons());

    setVariant(current.variant);
    setNames(current.whiteName, current.blackName);
    setRule(current.rule);
    setRuleSet(current.ruleSet);
    setTimeControl(current.timeControl);
    setPlayer(core::Side::White, current.player(core::Side::White));
    setPlayer(core::Side::Black, current.player(core::Side::Black));
}

// The five games, each with a picture of its start and one line about it.
void NewGameDialog::addGameList(QVBoxLayout& layout)
{
    auto* title = new QLabel(tr("Choose a game"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);
    layout.addWidget(title);

    m_games->setItemDelegate(new GameChoiceDelegate(m_games));
    m_games->setIconSize(QSize(previewSize, previewSize));
    m_games->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_games->setStyleSheet(QStringLiteral("QListWidget { border: none; background: transparent; }"));
    for (core::Variant variant : Texts::games()) {
        const QPixmap preview = boardPreview(variant, rules::startPosition(variant), previewSize, devicePixelRatioF());
        auto* item = new QListWidgetItem(QIcon(preview), Texts::gameTitle(variant));
        item->setData(Qt::UserRole, static_cast<int>(variant));
        item->setData(DescriptionRole, Texts::gameDescription(variant));
        item->setToolTip(Texts::gameDescription(variant));
        m_games->addItem(item);
    }
    m_games->setToolTip(tr("The five games; double-click one to start it"));
    layout.addWidget(m_games, 1);
}

void NewGameDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    if (m_fitted)
        return;
    m_fitted = true;
    fitScreen(screenRoom(*this));
}

void NewGameDialog::fitScreen(QSize room)
{
    // A laptop's 768 pixels less a task bar hold the list's first games.
    resize(sizeHint().boundedTo(room).expandedTo(minimumSizeHint()));
}

// Who plays each side: a person and his name, or the computer at a level.
void NewGameDialog::addPlayerRows(QFormLayout& form)
{
    m_white->setPlaceholderText(Texts::side(core::Side::White));
    m_black->setPlaceholderText(Texts::side(core::Side::Black));
    m_white->setToolTip(tr("The name of the player with the white pieces"));
    m_black->setToolTip(tr("The name of the player with the black pieces"));
    m_whiteRow = makePlayerRow(core::Side::White, m_white);
    m_blackRow = makePlayerRow(core::Side::Black, m_black);
    for (const PlayerRow* player : {&m_whiteRow, &m_blackRow}) {
        auto* line = new QHBoxLayout;
        line->addWidget(player->kind);
        line->addWidget(player->name, 1);
        line->addWidget(player->level, 1);
        form.addRow(player == &m_whiteRow ? tr("White player:") : tr("Black player:"), line);
    }
}

// The rule sets (International: the original text's and the FMJD's, each
// with its one line, so that neither hides behind the other), and what
// happens to a missed capture under the original text.
void NewGameDialog::addRuleRow(QFormLayout& form)
{
    m_ruleSetBox->setObjectName(QStringLiteral("ruleSetChoice"));
    auto* box = new QVBoxLayout(m_ruleSetBox);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(2);
    for (const auto& [ruleSet, name] :
         {std::pair{rules::RuleSet::Original, "ruleSetOriginal"}, std::pair{rules::RuleSet::Fmjd, "ruleSetFmjd"}}) {
        auto* button = new QRadioButton(m_ruleSetBox);
        button->setObjectName(QString::fromLatin1(name));
        m_ruleSets->addButton(button, static_cast<int>(ruleSet));
        box->addWidget(button);
    }
    m_ruleSetTip = tr("International as the rule text describes it, or as the FMJD (the world draughts "
                      "federation) plays it: White begins, captures are compulsory, and its draw rules");
    form.addRow(tr("Rules:"), m_ruleSetBox);
    connect(m_ruleSets, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool checked) {
        if (checked)
            showRuleChoices();
    });
    m_rule->setObjectName(QStringLiteral("missedCaptureChoice"));
    m_rule->addItem(tr("Forfeit: a missed capture may be claimed by the opponent"),
                    static_cast<int>(game::MissedCaptureRule::Forfeit));
    m_rule->addItem(tr("Compulsory: only rule-conforming moves are accepted"),
                    static_cast<int>(game::MissedCaptureRule::Compulsory));
    m_rule->setToolTip(tr("What happens when a player does not make a compulsory capture"));
    form.addRow(tr("Missed captures:"), m_rule);
    // The original text's line says what a missed capture does.
    connect(m_rule, &QComboBox::currentIndexChanged, this, &NewGameDialog::showRuleChoices);
}

QRadioButton& NewGameDialog::ruleSetButton(rules::RuleSet ruleSet) const
{
    return *static_cast<QRadioButton*>(m_ruleSets->button(static_cast<int>(ruleSet)));
}

rules::RuleSet NewGameDialog::chosenRuleSet() const
{
    return m_ruleSets->checkedId() == static_cast<int>(rules::RuleSet::Fmjd) ? rules::RuleSet::Fmjd
                                                                             : rules::RuleSet::Original;
}

void NewGameDialog::moveRuleSetsOut()
{
    const QFormLayout::TakeRowResult row = m_form->takeRow(m_ruleSetBox);
    if (row.labelItem) {
        delete row.labelItem->widget();
        delete row.labelItem;
    }
    delete row.fieldItem; // the box itself stays, for the caller's layout
    m_form = nullptr;
    showRuleChoices();
}

// The clocks: none, the usual presets, or minutes and seconds of the players' choosing.
void NewGameDialog::addClockRows(QFormLayout& form)
{
    m_clock->setObjectName(QStringLiteral("clockChoice"));
    m_clock->addItem(tr("No clocks"), 0);
    for (int i = 0; i < static_cast<int>(std::size(clockPresets)); ++i)
        m_clock->addItem(tr("%n minute(s)", nullptr, clockPresets[i].first) + QStringLiteral(" + ") +
                             tr("%n second(s) a move", nullptr, clockPresets[i].second),
                         i + 1);
    m_clock->addItem(tr("Other…"), customClock);
    m_clock->setToolTip(tr("Each player's time for the game, and the time added after each of his turns; "
                           "a player whose time runs out loses"));
    auto* customLayout = new QHBoxLayout(m_custom);
    customLayout->setContentsMargins(0, 0, 0, 0);
    m_minutes->setRange(1, 180);
    m_minutes->setValue(15);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setObjectName(QStringLiteral("clockMinutes"));
    m_minutes->setToolTip(tr("Each player's time for the whole game"));
    m_increment->setRange(0, 60);
    m_increment->setValue(10);
    m_increment->setPrefix(QStringLiteral("+ "));
    m_increment->setSuffix(tr(" s a move"));
    m_increment->setObjectName(QStringLiteral("clockIncrement"));
    m_increment->setToolTip(tr("Seconds added to a player's time after each of his turns"));
    customLayout->addWidget(m_minutes);
    customLayout->addWidget(m_increment);
    customLayout->addStretch();
    form.addRow(tr("Clocks:"), m_clock);
    form.addRow(QString(), m_custom);
    connect(m_clock, &QComboBox::currentIndexChanged, this, &NewGameDialog::showCustomClock);
    showCustomClock();
}

// Start, Cancel, and each game's rules one click away while choosing.
QDialogButtonBox* NewGameDialog::makeButtons()
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Start the chosen game"));
    auto* rules = buttons->addButton(tr("Rules…"), QDialogButtonBox::HelpRole);
    rules->setObjectName(QStringLiteral("rulesButton"));
    rules->setToolTip(tr("Read the rules of the selected game"));
    connect(rules, &QPushButton::clicked, this, [this] { RulesBrowser::open(this, setup().variant); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A game chosen changes the engines offered; a double click starts it.
    connect(m_games, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_games, &QListWidget::currentRowChanged, this, &NewGameDialog::showEngines);
    connect(m_games, &QListWidget::currentRowChanged, this, &NewGameDialog::showRuleChoices);
    return buttons;
}

NewGameDialog::PlayerRow NewGameDialog::makePlayerRow(core::Side side, QLineEdit* name)
{
    const QString prefix = side == core::Side::White ? QStringLiteral("white") : QStringLiteral("black");
    PlayerRow row{new QComboBox(this), name, new QComboBox(this)};
    row.kind->setObjectName(prefix + QStringLiteral("Kind"));
    row.kind->addItem(tr("Human"), static_cast<int>(PlayerChoice::Kind::Human));
    row.kind->addItem(tr("Computer"), static_cast<int>(PlayerChoice::Kind::Computer));
    row.kind->setToolTip(tr("Whether a person at the board or the computer plays this side"));
    row.level->setObjectName(prefix + QStringLiteral("Level"));
    for (int level = engine::WeakestLevel; level <= engine::StrongestLevel; ++level) {
        QString text = tr("Level %1").arg(level);
        if (level == engine::WeakestLevel)
            text = tr("Level %1 (beginner)").arg(level);
        else if (level == 4)
            text = tr("Level %1 (casual player)").arg(level);
        else if (level == 6)
            text = tr("Level %1 (club player)").arg(level);
        else if (level == engine::StrongestLevel)
            text = tr("Level %1 (strongest)").arg(level);
        row.level->addItem(text, level);
    }
    row.level->setToolTip(tr("How strongly the computer plays: level 1 is for beginners, level 8 thinks "
                             "longest and plays its best"));
    connect(row.kind, &QComboBox::currentIndexChanged, this, [this, side] {
        showPlayerRow(this->row(side));
        showRuleChoices();
    });
    showPlayerRow(row);
    return row;
}

void NewGameDialog::showPlayerRow(const PlayerRow& row)
{
    const int kind = row.kind->currentData().toInt();
    const bool human = kind == static_cast<int>(PlayerChoice::Kind::Human);
    row.name->setVisible(human);
    row.level->setVisible(kind == static_cast<int>(PlayerChoice::Kind::Computer));
}

void NewGameDialog::setEngines(const QList<EngineDescription>& engines)
{
    m_engines = engines;
    showEngines();
}

void NewGameDialog::showEngines()
{
    const core::Variant variant = setup().variant;
    for (core::Side side : {core::Side::White, core::Side::Black}) {
        const PlayerRow& r = row(side);
        auto& wanted = m_wantedEngine[static_cast<std::size_t>(side)];
        const PlayerChoice current = choiceOf(r);
        if (current.kind == PlayerChoice::Kind::Engine || current.kind == PlayerChoice::Kind::Network)
            wanted = current;
        else if (current.isHuman())
            wanted.reset();
        const QSignalBlocker block(r.kind);
        while (r.kind->count() > 2)
            r.kind->removeItem(2);
        for (const EngineDescription& engine : m_engines)
            if (engine.supports(variant)) {
                r.kind->addItem(engine.title(), static_cast<int>(PlayerChoice::Kind::Engine));
                r.kind->setItemData(r.kind->count() - 1, engine.command, EngineCommandRole);
            }
        // DXP knows only one game (docs/dxp.md): the library says which.
        if (dxp::playable(variant))
            r.kind->addItem(tr("Engine over the network (DXP)"), static_cast<int>(PlayerChoice::Kind::Network));
        if (wanted) {
            const int index = wanted->kind == PlayerChoice::Kind::Network
                                  ? r.kind->findData(static_cast<int>(PlayerChoice::Kind::Network))
                                  : r.kind->findData(wanted->engineId, EngineCommandRole);
            r.kind->setCurrentIndex(index >= 0 ? index
                                               : r.kind->findData(static_cast<int>(PlayerChoice::Kind::Computer)));
        }
        showPlayerRow(r);
    }
}

void NewGameDialog::setPlayer(core::Side side, const PlayerChoice& choice)
{
    const PlayerRow& r = row(side);
    m_wantedEngine[static_cast<std::size_t>(side)].reset();
    if (choice.kind == PlayerChoice::Kind::Engine || choice.kind == PlayerChoice::Kind::Network) {
        // Shown once the engine is offered for the game; the computer until then.
        m_wantedEngine[static_cast<std::size_t>(side)] = choice;
        const int index = choice.kind == PlayerChoice::Kind::Network
                              ? r.kind->findData(static_cast<int>(PlayerChoice::Kind::Network))
                              : r.kind->findData(choice.engineId, EngineCommandRole);
        r.kind->setCurrentIndex(index >= 0 ? index : r.kind->findData(static_cast<int>(PlayerChoice::Kind::Computer)));
        r.level->setCurrentIndex(std::max(0, r.level->findData(choice.level)));
        showPlayerRow(r);
        return;
    }
    // A person across the network is not offered: a person at this board plays his side.
    const PlayerChoice::Kind kind = choice.kind == PlayerChoice::Kind::Remote ? PlayerChoice::Kind::Human : choice.kind;
    r.kind->setCurrentIndex(r.kind->findData(static_cast<int>(kind)));
    r.level->setCurrentIndex(std::max(0, r.level->findData(choice.level)));
    showPlayerRow(r);
}

PlayerChoice NewGameDialog::choiceOf(const PlayerRow& row) const
{
    PlayerChoice choice;
    choice.kind = static_cast<PlayerChoice::Kind>(row.kind->currentData().toInt());
    choice.level = row.level->currentData().toInt();
    if (choice.kind == PlayerChoice::Kind::Engine) {
        choice.engineId = row.kind->currentData(EngineCommandRole).toString();
        choice.engineName = row.kind->currentText();
    } else if (choice.kind == PlayerChoice::Kind::Network) {
        choice.engineId = m_networkAddress;
    }
    return choice;
}

void NewGameDialog::showCustomClock() { m_custom->setVisible(m_clock->currentData().toInt() == customClock); }

void NewGameDialog::setTimeControl(const pdn::TimeControl& control)
{
    if (!control.enabled()) {
        m_clock->setCurrentIndex(0);
        return;
    }
    for (int i = 0; i < static_cast<int>(std::size(clockPresets)); ++i)
        if (control == pdn::TimeControl{clockPresets[i].first * 60, clockPresets[i].second}) {
            m_clock->setCurrentIndex(m_clock->findData(i + 1));
            return;
        }
    m_minutes->setValue(std::max(1, control.baseSeconds / 60));
    m_increment->setValue(control.incrementSeconds);
    m_clock->setCurrentIndex(m_clock->findData(customClock));
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

void NewGameDialog::setRuleSet(rules::RuleSet ruleSet)
{
    {
        const QSignalBlocker block(m_ruleSets);
        ruleSetButton(ruleSet).setChecked(true);
    }
    showRuleChoices();
}

// The rule sets show where the game has more than one; a game over DXP
// shows the FMJD's rules it will be played under, fixed.
void NewGameDialog::showRuleChoices()
{
    const bool overDxp = playedOverDxp(setup());
    if (overDxp) {
        const QSignalBlocker block(m_ruleSets);
        ruleSetButton(dxp::GameRuleSet).setChecked(true);
    }
    const GameSetup chosen = setup();
    const bool offered = rules::offersRuleSet(chosen.variant, rules::RuleSet::Fmjd);
    if (m_form)
        m_form->setRowVisible(m_ruleSetBox, offered);
    else
        m_ruleSetBox->setVisible(offered);
    m_ruleSetBox->setEnabled(!overDxp);
    m_ruleSetBox->setToolTip(overDxp ? tr("A game over the network (DXP) is played under the FMJD's rules")
                                     : m_ruleSetTip);
    const auto missed = static_cast<game::MissedCaptureRule>(m_rule->currentData().toInt());
    for (rules::RuleSet ruleSet : {rules::RuleSet::Original, rules::RuleSet::Fmjd})
        ruleSetButton(ruleSet).setText(Texts::ruleSetLine(ruleSet, missed));
    m_rule->setEnabled(chosen.ruleSet == rules::RuleSet::Original);
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    if (const QListWidgetItem* item = m_games->currentItem())
        setup.variant = static_cast<core::Variant>(item->data(Qt::UserRole).toInt());
    setup.rule = static_cast<game::MissedCaptureRule>(m_rule->currentData().toInt());
    const rules::RuleSet ruleSet = chosenRuleSet();
    if (rules::offersRuleSet(setup.variant, ruleSet))
        setup.ruleSet = ruleSet;
    // Under the FMJD's rules captures are compulsory (international.md §10.2)
    // and `rule` is unused: it keeps the original text's choice for the
    // next game under the original text.
    setup.whiteName = m_white->text().trimmed().isEmpty() ? QStringLiteral("White") : m_white->text().trimmed();
    setup.blackName = m_black->text().trimmed().isEmpty() ? QStringLiteral("Black") : m_black->text().trimmed();
    setup.players = {choiceOf(m_whiteRow), choiceOf(m_blackRow)};
    const int clock = m_clock->currentData().toInt();
    if (clock == customClock)
        setup.timeControl = {m_minutes->value() * 60, m_increment->value()};
    else if (clock > 0)
        setup.timeControl = {clockPresets[clock - 1].first * 60, clockPresets[clock - 1].second};
    return setup;
}

} // namespace draughts::app
