#pragma once

// A folder that includes another of its own layer: against the layered map.
#include "sound/sound.hpp"
