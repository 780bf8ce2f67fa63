#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <QPixmap>

namespace draughts::app {

// A small picture of a position, for the New Game dialog: the same squares
// and pieces as the board, without highlights.
QPixmap boardPreview(core::Variant variant, const core::Position& position, int side, qreal ratio);

} // namespace draughts::app
