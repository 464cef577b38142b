// SPDX-License-Identifier: Apache-2.0
#ifndef CIDN2_SHIM_H
#define CIDN2_SHIM_H

#include <idn2.h>

#endif /* CIDN2_SHIM_H */
