#ifndef LOUPE_FUZZER_DRIVER_H
#define LOUPE_FUZZER_DRIVER_H

/// Runs libFuzzer with the process's arguments on the target's `LLVMFuzzerTestOneInput`, then exits with its status.
///
/// SwiftPM on Linux links every executable with `main` aliased to the module's own entry point, so libFuzzer's
/// `main` is never used; each target's `main.swift` calls this instead.
_Noreturn void loupe_fuzzer_run(int argc, char **argv);

#endif
