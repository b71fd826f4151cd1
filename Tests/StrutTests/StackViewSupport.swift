import Foundation
import Testing

@testable import Strut

/// A view with a fixed intrinsic size, standing in for a label until UILabel exists.
final class StackContentView: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// A test-only multiline text view: answers the internal `isMultilineTextCandidate` (S10).
final class StackMultilineView: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
  override var isMultilineTextCandidate: Bool { true }
}

/// A constraint reduced to what the dumps let us check: identifier, items, attributes,
/// relation, multiplier, constant and priority, with the two sides in a canonical order.
struct NormalizedStackConstraint: Comparable, Hashable, CustomStringConvertible {
  let text: String

  init(
    identifier: String, first: String, firstAttribute: String, relation: String,
    second: String?, secondAttribute: String?, multiplier: Double, constant: Double,
    priority: Double
  ) {
    var (first, firstAttribute, relation) = (first, firstAttribute, relation)
    var (second, secondAttribute, constant) = (second, secondAttribute, constant)
    // `a == b + c` is `b == a - c`: put the sides in name order when the multiplier is 1.
    if let other = second, let otherAttribute = secondAttribute, multiplier == 1,
      "\(other).\(otherAttribute)" < "\(first).\(firstAttribute)"
    {
      (first, firstAttribute, second, secondAttribute) = (
        other, otherAttribute, first, firstAttribute
      )
      relation = ["<=": ">=", ">=": "<=", "==": "=="][relation]!
      constant = -constant
    }
    let rhs =
      second.map { "\(String(format: "%.4f", multiplier))*\($0).\(secondAttribute!)" } ?? "-"
    text =
      "\(identifier) \(first).\(firstAttribute) \(relation) \(rhs) "
      + "\(String(format: "%+.3f", constant == 0 ? 0 : constant)) "
      + "@\(String(format: "%.3f", priority))"
  }

  var description: String { text }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}

enum StackDump {
  /// The `UISV-*` constraints of a stack view, named as the dumps name them: `StackView`,
  /// `UIViewLayoutMarginsGuide`, `Subview0…`, `_UILayoutSpacer`, `Gap0…`.
  static func normalized(_ stack: UIStackView) -> [NormalizedStackConstraint] {
    let constraints = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    var gaps: [ObjectIdentifier: Int] = [:]
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        if let gap = item as? _UIOLAGapGuide, gaps[ObjectIdentifier(gap)] == nil {
          gaps[ObjectIdentifier(gap)] = gaps.count
        }
      }
    }
    func name(_ item: AnyObject) -> String {
      if item === stack { return "StackView" }
      if let index = stack.arrangedSubviews.firstIndex(where: { $0 === item }) {
        return "Subview\(index)"
      }
      if let gap = gaps[ObjectIdentifier(item)] { return "Gap\(gap)" }
      if let guide = item as? UILayoutGuide {
        return guide.identifier == "UISV-alignment-spanner" ? "_UILayoutSpacer" : guide.identifier
      }
      return "\(item)"
    }
    return constraints.map { constraint in
      NormalizedStackConstraint(
        identifier: constraint.identifier!, first: name(constraint.firstItem!),
        firstAttribute: constraint.firstAttribute.uikitName,
        relation: constraint.relation.uikitSymbol,
        second: constraint.secondItem.map(name),
        secondAttribute: constraint.secondItem == nil ? nil : constraint.secondAttribute.uikitName,
        multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
        priority: Double(constraint.priority.rawValue))
    }.sorted()
  }

  /// The `UISV-*` constraints of a dump, parsed from either format (kean.blog's groups or the
  /// Arranged README's `<'id' expression>` lines) and named as ``normalized(_:)`` names them.
  static func parse(_ text: String) -> [NormalizedStackConstraint] {
    var group = ""
    var gaps: [String: Int] = [:]
    var result: [NormalizedStackConstraint] = []
    for rawLine in text.split(separator: "\n").map(String.init) {
      if rawLine.hasPrefix("<'") {
        let inner = rawLine.dropFirst(2).dropLast()
        let parts = inner.split(separator: "'", maxSplits: 1)
        let identifier = String(parts[0])
        let body = String(parts[1]).trimmingCharacters(in: .whitespaces)
        result.append(expression(body, identifier: identifier, gaps: &gaps))
      } else if rawLine.hasPrefix(" ") {
        guard group.hasPrefix("UISV-") else { continue }
        let body = rawLine.trimmingCharacters(in: .whitespaces)
        result.append(expression(body, identifier: group, gaps: &gaps))
      } else if rawLine.hasSuffix(":") {
        group = String(rawLine.dropLast())
      }
    }
    return result.sorted()
  }

  private static func canonicalName(_ raw: String, gaps: inout [String: Int]) -> String {
    if raw.hasPrefix("_UIOLAGapGuide") {
      if gaps[raw] == nil { gaps[raw] = gaps.count }
      return "Gap\(gaps[raw]!)"
    }
    if raw.hasPrefix("_UILayoutSpacer") { return "_UILayoutSpacer" }
    if raw.hasSuffix("'UIViewLayoutMarginsGuide'") { return "UIViewLayoutMarginsGuide" }
    if raw.hasPrefix("UIStackView") || raw == "StackView" || raw == "|" { return "StackView" }
    if raw.hasPrefix("content-view-"), let number = Int(raw.dropFirst("content-view-".count)) {
      return "Subview\(number - 1)"
    }
    return raw
  }

  /// `item.attr`, split at the last dot.
  private static func itemAttribute(_ text: String, gaps: inout [String: Int]) -> (String, String) {
    let dot = text.lastIndex(of: ".")!
    let item = String(text[..<dot]).trimmingCharacters(in: .whitespaces)
    let attribute = text[text.index(after: dot)...].trimmingCharacters(in: .whitespaces)
    return (canonicalName(item, gaps: &gaps), attribute)
  }

  private static func expression(
    _ line: String, identifier: String, gaps: inout [String: Int]
  ) -> NormalizedStackConstraint {
    var body = line
    var priority = 1000.0
    if let range = body.range(of: " priority:") {
      priority = Double(body[range.upperBound...])!
      body = String(body[..<range.lowerBound])
    }
    if body.hasPrefix("H:") || body.hasPrefix("V:") {
      return visualFormat(body, identifier: identifier, priority: priority, gaps: &gaps)
    }
    let operators = ["==", "<=", ">="]
    let found = operators.compactMap { op in body.range(of: op).map { (op, $0) } }
      .min { $0.1.lowerBound < $1.1.lowerBound }!
    let (first, firstAttribute) = itemAttribute(
      String(body[..<found.1.lowerBound]), gaps: &gaps)
    var rhs = String(body[found.1.upperBound...]).trimmingCharacters(in: .whitespaces)
    if let constant = Double(rhs) {
      return NormalizedStackConstraint(
        identifier: identifier, first: first, firstAttribute: firstAttribute,
        relation: found.0, second: nil, secondAttribute: nil, multiplier: 1,
        constant: constant, priority: priority)
    }
    var constant = 0.0
    for (separator, sign) in [(" + ", 1.0), (" - ", -1.0)] {
      if let range = rhs.range(of: separator) {
        constant = sign * Double(rhs[range.upperBound...])!
        rhs = String(rhs[..<range.lowerBound])
      }
    }
    var multiplier = 1.0
    if let star = rhs.firstIndex(of: "*") {
      multiplier = Double(rhs[..<star])!
      rhs = String(rhs[rhs.index(after: star)...])
    }
    let (second, secondAttribute) = itemAttribute(rhs, gaps: &gaps)
    return NormalizedStackConstraint(
      identifier: identifier, first: first, firstAttribute: firstAttribute, relation: found.0,
      second: second, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority)
  }

  /// `H:[a]-(c)-[b]`, `H:[a]-(>=c)-[b]`, `V:[a]-(c)-|` and `V:[a(0@25)]`.
  private static func visualFormat(
    _ line: String, identifier: String, priority: Double, gaps: inout [String: Int]
  ) -> NormalizedStackConstraint {
    let horizontal = line.hasPrefix("H:")
    let (minimum, maximum, dimension) =
      horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
    let body = String(line.dropFirst(2))
    func bracketed(_ text: String) -> String {
      var name = String(text.dropFirst().dropLast())
      for suffix in [".leading", ".top"] where name.hasSuffix(suffix) {
        name = String(name.dropLast(suffix.count))
      }
      return canonicalName(name, gaps: &gaps)
    }
    if !body.contains("-("), body.hasSuffix(")]"), let open = body.lastIndex(of: "(") {
      let item = canonicalName(String(body[body.index(after: body.startIndex)..<open]), gaps: &gaps)
      let size = body[body.index(after: open)...].split(separator: "@")[0]
      return NormalizedStackConstraint(
        identifier: identifier, first: item, firstAttribute: dimension, relation: "==",
        second: nil, secondAttribute: nil, multiplier: 1, constant: Double(size)!,
        priority: priority)
    }
    let halves = body.components(separatedBy: "-(")
    let rest = halves[1].components(separatedBy: ")-")
    var gapText = rest[0]
    var relation = "=="
    if gapText.hasPrefix(">=") {
      relation = ">="
      gapText = String(gapText.dropFirst(2))
    }
    let previous = bracketed(halves[0])
    let next = rest[1] == "|" ? "StackView" : bracketed(rest[1])
    // `[a]-(c)-[b]` is `b.min REL a.max + c`; `[a]-(c)-|` is `canvas.max REL a.max + c`.
    return NormalizedStackConstraint(
      identifier: identifier, first: next, firstAttribute: rest[1] == "|" ? maximum : minimum,
      relation: relation, second: previous, secondAttribute: maximum, multiplier: 1,
      constant: Double(gapText)!, priority: priority)
  }
}

/// A root view holding a stack view pinned at its top-left corner.
struct StackHarness {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  let stack: UIStackView

  init(_ views: [UIView], width: CGFloat? = nil, height: CGFloat? = nil) {
    stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
  }

  /// Lays out and returns the arranged views' widths.
  func widths() -> [CGFloat] {
    root.layoutIfNeeded()
    return stack.arrangedSubviews.map(\.frame.width)
  }
}

extension StackDump {
  /// The `UISV-*` constraints of UIKit's own printing, one description a line
  /// (`<NSLayoutConstraint:0x… 'UISV-spacing' V:[Title1]-(0)-[Panel1]   (active, names: …)>`),
  /// with `arranged` naming the arranged views in order (a name a log prints, or
  /// `UILabel:0x…`), named as ``normalized(_:)`` names them.
  static func parseRaw(_ text: String, arranged: [String]) -> [NormalizedStackConstraint] {
    var gaps: [String: Int] = [:]
    return text.split(separator: "\n").compactMap { line -> NormalizedStackConstraint? in
      guard let start = line.range(of: " 'UISV-") else { return nil }
      let rest = line[line.index(after: start.lowerBound)...].dropFirst()
      guard let close = rest.firstIndex(of: "'") else { return nil }
      let identifier = String(rest[..<close])
      var body = String(rest[rest.index(after: close)...]).trimmingCharacters(in: .whitespaces)
      if let end = body.range(of: "   (") ?? body.range(of: ">") {
        body = String(body[..<end.lowerBound])
      }
      // Longest names first, so that `Title10` is not read as `Title1` and a `0`.
      for (index, name) in arranged.enumerated().sorted(by: { $0.1.count > $1.1.count }) {
        body = body.replacingOccurrences(of: name, with: "Subview\(index)")
      }
      return expression(body, identifier: identifier, gaps: &gaps)
    }.sorted()
  }
}
