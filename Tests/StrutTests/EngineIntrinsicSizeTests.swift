import Foundation
import Testing

@testable import Strut

@Suite("Engine: intrinsic content size")
struct EngineIntrinsicSizeTests {
  /// C4: `invalidateIntrinsicContentSize()` makes the next pass re-read the size; without it the
  /// engine keeps the size it read.
  @Test func invalidatingTheIntrinsicSizeRelaysOutToTheNewSize() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(120, 20), to: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))

    label.contentSize = CGSize(width: 200, height: 30)
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))

    label.invalidateIntrinsicContentSize()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 200, height: 30))
  }

  /// C4: an axis that changes to `noIntrinsicMetric` loses its content-size constraint.
  @Test func invalidatingToNoIntrinsicMetricDropsTheAxis() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(120, 20), to: root)
    let width = label.widthAnchor.constraint(equalToConstant: 300)
    width.priority = .defaultLow - 1
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      width,
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 120)
    label.contentSize.width = UIView.noIntrinsicMetric
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(label.frame.width == 300)
    #expect(label.frame.height == 20)
  }

  /// C2: a plain view has no intrinsic size, so its hugging and compression-resistance
  /// priorities have no effect, even when required.
  @Test func plainViewHuggingDoesNothing() {
    let root = engineRoot()
    let plain = engineAdd(to: root)
    plain.setContentHuggingPriority(.required, for: .horizontal)
    plain.setContentCompressionResistancePriority(.required, for: .horizontal)
    plain.setContentHuggingPriority(.required, for: .vertical)
    let width = plain.widthAnchor.constraint(equalToConstant: 150)
    width.priority = UILayoutPriority(10)
    NSLayoutConstraint.activate([
      plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      plain.topAnchor.constraint(equalTo: root.topAnchor),
      plain.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      width,
    ])
    root.layoutIfNeeded()
    // A hug at 1000 toward a size of 0 would win over the width @10; it does not exist.
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 150, height: 200))
    #expect(!plain.hasAmbiguousLayout)
    let generated = plain.constraintsAffectingLayout(for: .horizontal)
    #expect(!generated.contains { $0 is NSContentSizeLayoutConstraint })
  }

  /// C1: required hugging and required compression resistance make the intrinsic size a fixed
  /// size that beats any optional constraint.
  @Test func requiredHuggingAndCompressionActAsAFixedSize() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(100, 20), to: root)
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    let wider = label.widthAnchor.constraint(equalToConstant: 300)
    wider.priority = .required - 1
    let narrower = label.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
    narrower.priority = .required - 1
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      wider, narrower,
    ])
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    #expect(messages.isEmpty)
    #expect(label.frame.width == 100)
  }

  /// C1 + E6/E7: against a required width the required content size conflicts, and the
  /// content-size constraint is broken (BreakPolicy rule 0: Xcode keeps the app's widths).
  @Test func requiredContentSizeAgainstRequiredWidthBreaksTheContentSize() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(100, 20), to: root)
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    let width = label.widthAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      width,
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    #expect(messages.count == 1)
    let listed = messages.first.map(listedConstraints) ?? []
    #expect(listed.count == 2)
    #expect(listed.contains { $0.contains("Hug:1000 CompressionResistance:1000") })
    let broken = messages.first.flatMap(brokenConstraint)
    #expect(broken?.contains("Hug:1000 CompressionResistance:1000") == true)
    #expect(broken != width.description)
    #expect(label.frame.width == 300)
  }

  /// C1 + E3: in a container too short for both, the view with the lower compression
  /// resistance is compressed; the other keeps its intrinsic width.
  @Test func lowerCompressionResistanceCompressesFirst() {
    for lowerFirst in [true, false] {
      let root = engineRoot(150, 40)
      let a = engineAdd(EngineSizedView(100, 20), to: root)
      let b = engineAdd(EngineSizedView(100, 20), to: root)
      let lower = lowerFirst ? a : b
      let higher = lowerFirst ? b : a
      lower.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      pinSideBySide(a, b, in: root)
      root.layoutIfNeeded()
      #expect(higher.frame.width == 100)
      #expect(lower.frame.width == 50)
      #expect(b.frame.maxX == 150)
    }
  }

  /// C1: compression resistance below an optional constraint's priority lets that constraint
  /// win; above it, the intrinsic size wins.
  @Test func compressionResistanceAgainstAnOptionalWidth() {
    for (resistance, expected) in [(UILayoutPriority(751), 100.0), (749, 40)] {
      let root = engineRoot()
      let label = engineAdd(EngineSizedView(100, 20), to: root)
      label.setContentCompressionResistancePriority(resistance, for: .horizontal)
      let width = label.widthAnchor.constraint(equalToConstant: 40)
      width.priority = .defaultHigh
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
        width,
      ])
      root.layoutIfNeeded()
      #expect(label.frame.width == CGFloat(expected))
    }
  }

  /// C1/E9: the content-size constraint prints as UIKit's `NSContentSizeLayoutConstraint`, with
  /// the view's current priorities.
  @Test func contentSizeConstraintDescription() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(120, 20), to: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let horizontal = label.constraintsAffectingLayout(for: .horizontal)
    let contentWidth = horizontal.first { $0 is NSContentSizeLayoutConstraint }
    let text = contentWidth?.description ?? ""
    let pattern =
      #"^<NSContentSizeLayoutConstraint:0x[0-9a-f]+ StrutTests\.EngineSizedView:0x[0-9a-f]+"#
      + #"\.width == 120 Hug:250 CompressionResistance:750   \(active\)>$"#
    #expect(text.wholeMatch(of: try! Regex(pattern)) != nil, "\(text)")

    label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    root.layoutIfNeeded()
    let vertical = label.constraintsAffectingLayout(for: .vertical)
    let contentHeight = vertical.first { $0 is NSContentSizeLayoutConstraint }
    #expect(
      contentHeight?.description.hasSuffix(
        ".height == 20 Hug:251 CompressionResistance:1000   (active)>") == true)
  }
}
