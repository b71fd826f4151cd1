import Testing

@testable import StrutDoctor

// The module is linked into its test target.
@Test func strutDoctorModuleLinks() {
  #expect(String(describing: StrutDoctor.self) == "StrutDoctor")
}
