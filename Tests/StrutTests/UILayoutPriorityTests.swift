import Strut
import Testing

@Suite("UILayoutPriority: named levels, literals, ordering and arithmetic")
struct UILayoutPriorityTests {
  // E1: UIKit's named priority levels and their values.
  @Test func namedLevelsHaveUIKitValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  // UIKit: UILayoutPriority(_:) and init(rawValue:) wrap the same Float.
  @Test func initializersAgree() {
    #expect(UILayoutPriority(751) == UILayoutPriority(rawValue: 751))
    #expect(UILayoutPriority(rawValue: 751).rawValue == 751)
  }

  // Strut adds float and integer literals, as SnapKit and common UIKit extensions do.
  @Test func literalsMakePriorities() {
    let fromInteger: UILayoutPriority = 251
    let fromFloat: UILayoutPriority = 999.5
    #expect(fromInteger.rawValue == 251)
    #expect(fromFloat.rawValue == 999.5)
  }

  // E3: priorities are ordered by value; 251 outranks 250.
  @Test func prioritiesAreOrderedByValue() {
    #expect(UILayoutPriority.defaultLow < 251)
    #expect(UILayoutPriority.required > .defaultHigh)
    let sorted = [UILayoutPriority.required, .fittingSizeLevel, .defaultHigh, .defaultLow].sorted()
    #expect(sorted == [.fittingSizeLevel, .defaultLow, .defaultHigh, .required])
  }

  // UIKit overlay: `+` and `-` with Float, e.g. `.defaultHigh + 1` and `.required - 1`.
  @Test func arithmeticWithFloat() {
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.required - 1).rawValue == 999)
    #expect((UILayoutPriority.defaultLow - 0.5).rawValue == 249.5)
  }

  // UIKit does not clamp arithmetic; validity is checked when a constraint is activated (E1).
  @Test func arithmeticIsNotClamped() {
    #expect((UILayoutPriority.required + 1).rawValue == 1001)
    #expect((UILayoutPriority.fittingSizeLevel - 100).rawValue == -50)
  }
}
