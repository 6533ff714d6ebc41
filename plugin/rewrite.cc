#include "gcc-compat.h"
