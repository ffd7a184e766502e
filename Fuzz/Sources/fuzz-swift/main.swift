import FuzzerDriver

loupe_fuzzer_run(CommandLine.argc, CommandLine.unsafeArgv)
