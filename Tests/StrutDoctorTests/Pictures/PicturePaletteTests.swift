import Foundation
import Strut
import Testing

@testable import StrutDoctor

/// Colours in pictures (issue #6): components are clamped to 0...1, and a component that is
/// not a number (a hostile storyboard, a colour computed from a zero division) prints as 0
/// instead of trapping in the conversion to a byte.
@Suite("Pictures: colours")
struct PicturePaletteTests {
  @Test func componentsAreClampedAndNaNIsZero() {
    #expect(PicturePalette.hex(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).hex == "#ff8000")
    #expect(PicturePalette.hex(UIColor(red: 2, green: -1, blue: 0, alpha: 3)).hex == "#ff0000")
    let broken = PicturePalette.hex(UIColor(red: .nan, green: 0.2, blue: .nan, alpha: 1))
    #expect(broken.hex == "#003300")
  }
}
