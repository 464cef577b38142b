// SPDX-License-Identifier: Apache-2.0
#ifndef CCREDKIT_SHA1_H
#define CCREDKIT_SHA1_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (x86-64 SHA-NI) that ck_sha1_blocks uses.
int ck_sha1_hardware_available(void);

/// Runs SHA-1's compression over `blocks` 64-byte blocks with the SHA extensions; `state` is the five
/// words A–E. Call only when ck_sha1_hardware_available() returned 1.
void ck_sha1_blocks(uint32_t state[5], const uint8_t *data, size_t blocks);

#endif
