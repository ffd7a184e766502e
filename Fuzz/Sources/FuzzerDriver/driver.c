#include "FuzzerDriver.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// Both come from the link: the first from the target's Swift code (`@_cdecl`), the second from libFuzzer, which
// `-sanitize=fuzzer` links in.
extern int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

void loupe_fuzzer_run(int argc, char **argv) {
    exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput));
}
