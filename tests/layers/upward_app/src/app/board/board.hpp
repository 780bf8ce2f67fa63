#pragma once

// The board may include the values below it.
#include "values/value.hpp"
