// SPDX-License-Identifier: Apache-2.0
// The declaration in include/CFuzzerDriver.h is defined by libFuzzer (-sanitize=fuzzer).
#include "CFuzzerDriver.h"
