#include "dialogs/network_game_dialog.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace draughts::app {

NetworkGameDialog::NetworkGameDialog(const NetworkSetup& current, const QStringList& addresses, QWidget* parent)
    : QDialog(parent), m_host(new QRadioButton(tr("&Host a game: the other player joins this computer"), this)),
      m_join(new QRadioButton(tr("&Join a game on another computer"), this)), m_name(new QLineEdit(this)),
      m_address(new QLineEdit(this)), m_port(new QSpinBox(this)), m_colour(new QComboBox(this)),
      m_addressLabel(new QLabel(tr("Host's &address:"), this)), m_colourLabel(new QLabel(tr("Your &colour:"), this)),
      m_addresses(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_localAddresses(addresses)
{
    setObjectName(QStringLiteral("networkGameDialog"));
    setWindowTitle(tr("Play Over the Network"));
    m_host->setObjectName(QStringLiteral("hostGame"));
    m_join->setObjectName(QStringLiteral("joinGame"));
    m_name->setObjectName(QStringLiteral("networkName"));
    m_address->setObjectName(QStringLiteral("networkAddress"));
    m_port->setObjectName(QStringLiteral("networkPort"));
    m_colour->setObjectName(QStringLiteral("hostColour"));
    m_addresses->setObjectName(QStringLiteral("hostAddresses"));
    auto* roles = new QButtonGroup(this);
    roles->addButton(m_host);
    roles->addButton(m_join);

    m_name->setText(current.name);
    m_name->setMaxLength(32); // DXP's name field
    m_name->setPlaceholderText(tr("Shown to the other player"));
    m_address->setText(current.address);
    m_address->setPlaceholderText(tr("e.g. 192.168.1.20"));
    m_port->setRange(1, 65535);
    m_port->setValue(current.port);
    m_colour->addItem(tr("White (moves first)"), static_cast<int>(core::Side::White));
    m_colour->addItem(tr("Black"), static_cast<int>(core::Side::Black));
    m_colour->setCurrentIndex(current.hostSide == core::Side::Black ? 1 : 0);
    m_addresses->setWordWrap(true);
    m_addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addressLabel->setBuddy(m_address);
    m_colourLabel->setBuddy(m_colour);

    auto* form = new QFormLayout;
    form->addRow(tr("Your &name:"), m_name);
    form->addRow(m_addressLabel, m_address);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(m_colourLabel, m_colour);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_host);
    layout->addWidget(m_join);
    layout->addLayout(form);
    layout->addWidget(m_addresses);
    auto* rules = new QLabel(tr("The game is International draughts under the FMJD's rules (White begins, "
                                "every capture is compulsory), as the DamExchange protocol (DXP) plays it."),
                             this);
    rules->setWordWrap(true);
    layout->addWidget(rules);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QRadioButton* role : {m_host, m_join})
        connect(role, &QRadioButton::toggled, this, [this] {
            showRole();
            adjustSize(); // no gap where the other role's rows were
        });
    connect(m_address, &QLineEdit::textChanged, this, &NetworkGameDialog::showRole);
    connect(m_port, &QSpinBox::valueChanged, this, &NetworkGameDialog::showRole);
    (current.role == NetworkSetup::Role::Join ? m_join : m_host)->setChecked(true);
    showRole();
}

// The host's colour and addresses, or the address to join; the button says what happens.
void NetworkGameDialog::showRole()
{
    const bool hosting = m_host->isChecked();
    m_addressLabel->setVisible(!hosting);
    m_address->setVisible(!hosting);
    m_colourLabel->setVisible(hosting);
    m_colour->setVisible(hosting);
    m_addresses->setVisible(hosting);
    m_addresses->setText(tr("Give the other player this computer's address and the port: %1, port %2.")
                             .arg(m_localAddresses.join(tr(" or ")))
                             .arg(m_port->value()));
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setText(hosting ? tr("Host") : tr("Join"));
    ok->setEnabled(hosting || !m_address->text().trimmed().isEmpty());
}

NetworkSetup NetworkGameDialog::setup() const
{
    NetworkSetup setup;
    setup.role = m_host->isChecked() ? NetworkSetup::Role::Host : NetworkSetup::Role::Join;
    setup.name = m_name->text().trimmed();
    setup.address = m_address->text().trimmed();
    setup.port = static_cast<quint16>(m_port->value());
    setup.hostSide = static_cast<core::Side>(m_colour->currentData().toInt());
    return setup;
}

} // namespace draughts::app
