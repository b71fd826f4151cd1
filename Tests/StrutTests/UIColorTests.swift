import Foundation
import Strut
import Testing

@Suite("UIColor: components, named colors and equality")
struct UIColorTests {
  private func components(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1
    var g: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
  }

  // UIKit: init(red:green:blue:alpha:) stores the components getRed reads back.
  @Test func rgbComponentsRoundTrip() {
    #expect(
      components(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == [0.1, 0.2, 0.3, 0.4])
  }

  // UIKit: init(white:alpha:) is a gray whose RGB components all equal the white level.
  @Test func whiteComponents() {
    #expect(components(UIColor(white: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
  }

  // UIKit's named colors and their component values.
  @Test func namedColors() {
    #expect(components(.black) == [0, 0, 0, 1])
    #expect(components(.white) == [1, 1, 1, 1])
    #expect(components(.red) == [1, 0, 0, 1])
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(components(.clear) == [0, 0, 0, 0])
    let third: CGFloat = 1.0 / 3.0
    #expect(components(.darkGray) == [third, third, third, 1])
  }

  // UIKit: colors with the same components are equal (isEqual), and description is UIKit's.
  @Test func equalityAndDescription() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red != UIColor.blue)
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
    #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  // UIKit: a view's backgroundColor stores the color.
  @Test func backgroundColorIsStored() {
    let view = UIView()
    view.backgroundColor = .systemLikeBlue
    #expect(view.backgroundColor == UIColor(red: 0, green: 0.478, blue: 1, alpha: 1))
  }
}

extension UIColor {
  /// Colors are Sendable, so app code can keep them in static constants, as on iOS.
  fileprivate static let systemLikeBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
}
