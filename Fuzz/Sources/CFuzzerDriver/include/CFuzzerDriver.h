// SPDX-License-Identifier: Apache-2.0
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that keep their own main (SwiftPM renames an executable's entry
// point, so the targets cannot use libFuzzer's main): it parses libFuzzer's flags and runs the loop.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
