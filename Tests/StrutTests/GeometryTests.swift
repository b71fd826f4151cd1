import Foundation
import Strut
import Testing

@Suite("Geometry: edge insets, inset(by:) and directional conversion")
struct GeometryTests {
  // UIKit: UIEdgeInsets.zero and UIEdgeInsets() are zero on every side.
  @Test func zeroInsetsAreZeroOnEverySide() {
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(UIEdgeInsets() == .zero)
    #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
  }

  // UIKit: UIEdgeInsets is a value compared field by field (Equatable, Hashable here).
  @Test func insetsCompareAndHashByValue() {
    let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let b = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(a == b)
    #expect(a != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
    #expect(Set([a, b]).count == 1)
  }

  // UIEdgeInsetsInsetRect: origin moves by (left, top), size shrinks by (left+right, top+bottom).
  @Test func insetByPositiveInsetsShrinks() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let inset = rect.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 4, right: 10))
    #expect(inset == CGRect(x: 16, y: 8, width: 74, height: 38))
  }

  // UIEdgeInsetsInsetRect: negative insets outset the rectangle.
  @Test func insetByNegativeInsetsGrows() {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 40)
    let outset = rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
    #expect(outset == CGRect(x: 5, y: 5, width: 110, height: 50))
  }

  // UIEdgeInsetsInsetRect does not standardize: insets wider than the rect give a negative width.
  @Test func insetLargerThanRectGivesNegativeSize() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let inset = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(inset.origin.x == 8)
    #expect(inset.size.width == -6)
    #expect(inset.size.height == 10)
  }

  // E13: leading is left in a left-to-right layout.
  @Test func directionalInsetsMapLeadingToLeftInLTR() {
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4)
    let insets = UIEdgeInsets(directional, layoutDirection: .leftToRight)
    #expect(insets == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
  }

  // E13: leading is right in a right-to-left layout.
  @Test func directionalInsetsMapLeadingToRightInRTL() {
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4)
    let insets = UIEdgeInsets(directional, layoutDirection: .rightToLeft)
    #expect(insets == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 20))
  }

  // E13: the conversion is its own inverse in both directions.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func directionalConversionRoundTrips(_ direction: UIUserInterfaceLayoutDirection) {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let directional = NSDirectionalEdgeInsets(insets, layoutDirection: direction)
    #expect(UIEdgeInsets(directional, layoutDirection: direction) == insets)
  }

  // UIKit raw values: UIUserInterfaceLayoutDirection leftToRight 0, rightToLeft 1.
  @Test func layoutDirectionRawValues() {
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
  }
}
