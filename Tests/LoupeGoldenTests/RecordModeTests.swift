import LoupeGolden
import Testing

@Suite struct RecordModeTests {
    @Test func theOptionComesFirstThenLoupeRecordThenTheFallbacks() throws {
        let env = ["LOUPE_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "all", "CI": "true"]
        #expect(try RecordMode.resolve(explicit: "never", environment: env) == .never)
        #expect(try RecordMode.resolve(explicit: nil, environment: env) == .failed)
        #expect(try RecordMode.resolve(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"],
                                       fallbackVariables: ["SNAPSHOT_TESTING_RECORD"]) == .all)
        // The fallback is only read when asked for (the CLI does not).
        #expect(try RecordMode.resolve(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .missing)
    }

    @Test func theDefaultIsMissingButNeverOnCI() throws {
        #expect(try RecordMode.resolve(explicit: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "false"]) == .missing)
    }

    @Test func theLegacyVariableMeansAll() throws {
        #expect(try RecordMode.resolve(explicit: nil, environment: ["LOUPE_RECORD_GOLDENS": "1"]) == .all)
        #expect(throws: RecordMode.Invalid.self) {
            try RecordMode.resolve(explicit: nil, environment: ["LOUPE_RECORD_GOLDENS": "yes"])
        }
    }

    @Test func anUnknownValueIsAnErrorNamingItsSource() {
        let error = #expect(throws: RecordMode.Invalid.self) {
            try RecordMode.resolve(explicit: nil, environment: ["LOUPE_RECORD": "sometimes"])
        }
        #expect(error?.description == "LOUPE_RECORD: \"sometimes\" is not a record mode (expected one of missing, failed, all, never)")
    }
}
