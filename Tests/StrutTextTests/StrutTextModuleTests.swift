import Testing

@testable import StrutText

// The module is linked into its test target.
@Test func StrutTextModuleLinks() {
  #expect(String(describing: StrutText.self) == "StrutText")
}
