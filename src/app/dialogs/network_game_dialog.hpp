#pragma once

#include "values/network_setup.hpp"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace draughts::app {

// Game > Play Over the Network…: host a game (wait on a port; the
// addresses to give the other player are shown) or join one (the host's
// address and port), with the player's own name; the host chooses his
// colour. The game is International under the FMJD's rules, as DXP plays it.
class NetworkGameDialog : public QDialog {
    Q_OBJECT

public:
    // `addresses`: this computer's addresses, for the host to give out.
    NetworkGameDialog(const NetworkSetup& current, const QStringList& addresses, QWidget* parent = nullptr);

    NetworkSetup setup() const;

private:
    void showRole();

    QRadioButton* m_host;
    QRadioButton* m_join;
    QLineEdit* m_name;
    QLineEdit* m_address;
    QSpinBox* m_port;
    QComboBox* m_colour;
    QLabel* m_addressLabel;
    QLabel* m_colourLabel;
    QLabel* m_addresses;
    QDialogButtonBox* m_buttons;
    QStringList m_localAddresses;
};

} // namespace draughts::app
