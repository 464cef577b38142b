// SPDX-License-Identifier: Apache-2.0
#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* PCRE2_ZERO_TERMINATED and PCRE2_UNSET are cast expressions, which Swift cannot import. */
static inline PCRE2_SIZE cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

#endif /* CPCRE2_SHIM_H */
