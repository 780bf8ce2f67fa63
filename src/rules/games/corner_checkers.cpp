// The rules kernel compiled for Corner Checkers (game_kernel.hpp).

#include "../game_kernel_definitions.hpp"

namespace draughts::rules::detail {

template struct GameKernel<CornerCheckers>;

} // namespace draughts::rules::detail
