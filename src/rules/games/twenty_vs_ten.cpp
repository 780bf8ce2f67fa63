// The rules kernel compiled for Twenty vs Ten (game_kernel.hpp).

#include "../game_kernel_definitions.hpp"

namespace draughts::rules::detail {

template struct GameKernel<TwentyVsTen>;

} // namespace draughts::rules::detail
