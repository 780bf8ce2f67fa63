// The rules kernel compiled for International draughts (game_kernel.hpp).

#include "../game_kernel_definitions.hpp"

namespace draughts::rules::detail {

template struct GameKernel<International>;

} // namespace draughts::rules::detail
