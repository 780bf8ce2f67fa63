#include "dialogs/engines_page.hpp"

#include "engines/endgame_tables_keeper.hpp"
#include "text/texts.hpp"

#include <draughts/hub/notation.hpp>

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace draughts::app {

EnginesPage::EnginesPage(QWidget* parent)
    : PreferencesPage(parent), m_intro(new QLabel(this)), m_list(new QListWidget(this)), m_details(new QLabel(this)),
      m_commandLabel(new QLabel(this)), m_command(new QLineEdit(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this)), m_status(new QLabel(this)), m_dxpLabel(new QLabel(this)),
      m_dxpAddress(new QLineEdit(this)), m_threadsLabel(new QLabel(this)), m_threads(new QSpinBox(this)),
      m_tables(new QCheckBox(this))
{
    setObjectName(QStringLiteral("enginesPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_details);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);
    auto* row = new QHBoxLayout;
    m_commandLabel->setBuddy(m_command);
    row->addWidget(m_commandLabel);
    row->addWidget(m_command, 1);
    row->addWidget(m_add);
    layout->addLayout(row);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto* dxp = new QHBoxLayout;
    m_dxpLabel->setBuddy(m_dxpAddress);
    m_dxpAddress->setObjectName(QStringLiteral("dxpAddress"));
    dxp->addWidget(m_dxpLabel);
    dxp->addWidget(m_dxpAddress, 1);
    layout->addLayout(dxp);
    auto* threads = new QHBoxLayout;
    m_threadsLabel->setBuddy(m_threads);
    m_threads->setObjectName(QStringLiteral("threads"));
    m_threads->setRange(1, defaultThreads());
    threads->addWidget(m_threadsLabel);
    threads->addWidget(m_threads);
    threads->addStretch(1);
    layout->addLayout(threads);
    m_tables->setObjectName(QStringLiteral("endgameTables"));
    layout->addWidget(m_tables);

    connect(m_add, &QPushButton::clicked, this, &EnginesPage::add);
    connect(m_command, &QLineEdit::returnPressed, this, &EnginesPage::add);
    connect(m_remove, &QPushButton::clicked, this, &EnginesPage::remove);
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesPage::showDetails);
    connect(m_dxpAddress, &QLineEdit::textEdited, this, &EnginesPage::edited);
    connect(m_threads, &QSpinBox::valueChanged, this, &EnginesPage::edited);
    connect(m_tables, &QCheckBox::toggled, this, &EnginesPage::edited);
    retranslate();
    showDetails();
}

QString EnginesPage::title() const { return tr("Engines"); }

QIcon EnginesPage::icon() const { return style()->standardIcon(QStyle::SP_ComputerIcon); }

void EnginesPage::load(const Preferences& values)
{
    m_engines = values.engines;
    m_dxpAddress->setText(values.dxpAddress);
    const QSignalBlocker block(m_threads);
    m_threads->setValue(values.threads);
    const QSignalBlocker blockTables(m_tables);
    m_tables->setChecked(values.endgameTables);
    showList();
}

void EnginesPage::store(Preferences& values) const
{
    values.engines = m_engines;
    const QString address = m_dxpAddress->text().trimmed();
    if (!address.isEmpty())
        values.dxpAddress = address;
    values.threads = m_threads->value();
    values.endgameTables = m_tables->isChecked();
}

void EnginesPage::add()
{
    const QString command = m_command->text().trimmed();
    if (command.isEmpty() || isAsking())
        return;
    for (const EngineDescription& engine : m_engines) {
        if (engine.command == command) {
            m_status->setText(tr("“%1” is in the list already.").arg(command));
            return;
        }
    }
    m_probe = new HubClient(command, this);
    m_probe->setTimeouts(m_timeouts);
    connect(m_probe, &HubClient::identified, this, &EnginesPage::identified);
    connect(m_probe, &HubClient::failed, this, [this](const QString& message) {
        m_status->setText(message);
        m_probe->deleteLater();
        m_add->setEnabled(true);
    });
    m_status->setText(tr("Asking “%1” who it is…").arg(command));
    m_add->setEnabled(false);
    m_probe->start();
}

void EnginesPage::identified(const EngineDescription& engine)
{
    m_engines.append(engine);
    m_probe->deleteLater(); // tells the engine to quit
    m_add->setEnabled(true);
    m_command->clear();
    m_status->setText(tr("%1 was added.").arg(engine.title()));
    showList();
    m_list->setCurrentRow(static_cast<int>(m_engines.size()) - 1);
    emit edited();
}

void EnginesPage::remove()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_engines.size())
        return;
    m_status->setText(tr("%1 was removed.").arg(m_engines[row].title()));
    m_engines.removeAt(row);
    showList();
    emit edited();
}

void EnginesPage::showList()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const EngineDescription& engine : m_engines)
        m_list->addItem(engine.title());
    if (!m_engines.isEmpty())
        m_list->setCurrentRow(0);
    showDetails();
}

void EnginesPage::showDetails()
{
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 0);
    if (row < 0 || row >= m_engines.size()) {
        m_details->setText(m_engines.isEmpty() ? tr("No engine has been added yet.") : QString());
        return;
    }
    const EngineDescription& engine = m_engines[row];
    QStringList games;
    for (const QString& value : engine.variantValues()) {
        const auto variant = hub::variantFromValue(value.toStdString());
        games.append(variant ? Texts::gameTitle(*variant) : tr("%1 (a game this program does not play)").arg(value));
    }
    QStringList parameters;
    for (const EngineParameter& p : engine.parameters)
        parameters.append(p.choices.isEmpty() ? tr("%1 = %2").arg(p.name, p.value)
                                              : tr("%1 = %2 (%3)").arg(p.name, p.value, p.choices));
    QStringList lines;
    lines.append(tr("Command: %1").arg(engine.command));
    if (!engine.author.isEmpty())
        lines.append(tr("Author: %1").arg(engine.author));
    lines.append(tr("Games: %1").arg(games.join(QStringLiteral(", "))));
    lines.append(tr("Parameters: %1").arg(parameters.isEmpty() ? tr("none") : parameters.join(QStringLiteral("; "))));
    m_details->setText(lines.join(QLatin1Char('\n')));
}

void EnginesPage::retranslate()
{
    m_intro->setText(tr("Other draughts programs that speak the Hub protocol can play against you. "
                        "Add one by the command that starts it in Hub mode."));
    m_commandLabel->setText(tr("&Command:"));
    m_command->setPlaceholderText(tr("e.g. scan hub"));
    m_add->setText(tr("&Add"));
    m_remove->setText(tr("&Remove"));
    m_dxpLabel->setText(tr("Engine over the &network (DXP), host:port:"));
    m_dxpAddress->setToolTip(tr("Where New Game's engine over the network listens, e.g. 127.0.0.1:27531"));
    m_threadsLabel->setText(tr("&Threads for the computer's thinking:"));
    m_threads->setToolTip(tr("On how many processor cores at once the computer player, the hint and the game "
                             "analysis think; this computer has %1.")
                              .arg(defaultThreads()));
    m_tables->setText(tr("&Endgame tables: build them when first needed, and use them"));
    m_tables->setToolTip(tr("The computer player, the hint and the game analysis then know every ending of up to "
                            "%n piece(s) exactly. Each game's tables are built once, in the background, and kept "
                            "in the program's data folder (10 to 40 MB a game).",
                            nullptr, EndgameTablesKeeper::WindowPieces));
    showDetails();
}

void EnginesPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    PreferencesPage::changeEvent(event);
}

} // namespace draughts::app
