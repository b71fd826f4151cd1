import Testing

@testable import StrutInterfaceBuilder

// The module is linked into its test target.
@Test func StrutInterfaceBuilderModuleLinks() {
  #expect(String(describing: StrutInterfaceBuilder.self) == "StrutInterfaceBuilder")
}
