#pragma once

#include <draughts/core/types.hpp>

#include <QString>

namespace draughts::app {

// Game > Play Over the Network…: what the two people choose before their
// game (docs/dxp.md, "Playing over a network"). The host listens and
// decides the game (which colour he plays; International under the FMJD's
// rules, as DXP plays it); the other joins at the host's address.
struct NetworkSetup {
    static constexpr quint16 DefaultPort = 27531; // DXP's customary port

    enum class Role { Host, Join };
    Role role = Role::Host;
    QString name;                            // ours, sent to the other player
    QString address;                         // join: the host's name or address
    quint16 port = DefaultPort;              // host: listened on; join: connected to
    core::Side hostSide = core::Side::White; // host: the colour he plays

    friend bool operator==(const NetworkSetup&, const NetworkSetup&) = default;
};

} // namespace draughts::app
