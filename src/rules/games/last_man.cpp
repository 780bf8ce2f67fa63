// The rules kernel compiled for To the Last Man (game_kernel.hpp).

#include "../game_kernel_definitions.hpp"

namespace draughts::rules::detail {

template struct GameKernel<ToTheLastMan>;

} // namespace draughts::rules::detail
