import Testing

@testable import StrutConsoleLog

// The module is linked into its test target.
@Test func StrutConsoleLogModuleLinks() {
  #expect(String(describing: StrutConsoleLog.self) == "StrutConsoleLog")
}
