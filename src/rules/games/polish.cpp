// The rules kernel compiled for Polish draughts (game_kernel.hpp).

#include "../game_kernel_definitions.hpp"

namespace draughts::rules::detail {

template struct GameKernel<Polish>;

} // namespace draughts::rules::detail
