#pragma once

// A value that includes the board: against the layered map.
#include "board/board.hpp"
