import Foundation

@testable import Strut

/// A UIKit "Unable to simultaneously satisfy constraints" console log, read back into constraints
/// (test-only; uikit-semantics.md E8, E9).
///
/// The reader takes the quoted `"<...>"` lines between `(` and `)` as the mutually exclusive set,
/// and the line after "Will attempt to recover by breaking constraint" as UIKit's choice. Each
/// item is a stand-in `UIView`, one per address, so the same address is the same view; `|` is
/// the superview named in `names: '|':…`. The constraints hold their items weakly, so the
/// fixture keeps the views.
struct ConsoleLogFixture {
  /// One constraint line of the log.
  struct Entry {
    /// The description as printed, without the surrounding quotes.
    let text: String
    /// The constraint's address (`0x…`), the key that matches a set line to the broken line.
    let address: String
    /// The constraint read from the line, or `nil` when the reader could not read it.
    let constraint: NSLayoutConstraint?
  }

  /// The mutually exclusive set, in the printed order.
  private(set) var entries: [Entry] = []
  /// The line after "Will attempt to recover by breaking constraint", if the log has one.
  private(set) var broken: Entry?
  /// The stand-in views, by address.
  private(set) var views: [String: UIView] = [:]

  /// The lines the reader could not turn into a constraint, each once (the broken line repeats
  /// a line of the set).
  var unreadable: [String] {
    var seen: Set<String> = []
    return (entries + [broken].compactMap { $0 }).filter { $0.constraint == nil }.map(\.text)
      .filter { seen.insert($0).inserted }
  }

  /// Reads a log's text.
  init(text: String) {
    let lines = text.components(separatedBy: .newlines)
    var inSet = false
    var expectBroken = false
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if expectBroken {
        guard !trimmed.isEmpty else { continue }
        broken = entry(trimmed)
        expectBroken = false
      } else if trimmed == "(" {
        inSet = true
      } else if trimmed == ")" {
        inSet = false
      } else if inSet, trimmed.hasPrefix("\"<") {
        var body = trimmed.dropFirst()
        if body.hasSuffix(",") { body = body.dropLast() }
        if body.hasSuffix("\"") { body = body.dropLast() }
        entries.append(entry(String(body)))
      } else if trimmed.hasPrefix("Will attempt to recover by breaking constraint") {
        expectBroken = true
      }
    }
  }

  /// The entry for one `<Class:0xADDR …>` description.
  private mutating func entry(_ text: String) -> Entry {
    let address = text.firstMatch(of: Self.header)?.output[2].substring.map(String.init) ?? ""
    return Entry(text: text, address: address, constraint: constraint(text))
  }

  // MARK: - Reading one description

  /// `Class:0xADDR`, then the label text UILabel and UIButton print (`'Title'`).
  private static let itemPattern = #"([A-Za-z_][\w.]*):(0x[0-9a-fA-F]+)(?:'[^']*')?"#
  /// `<Class:0xADDR`, with SnapKit's `@File.swift#61` after the address.
  private static var header: Regex<AnyRegexOutput> {
    try! Regex(#"^<([A-Za-z_][\w.]*):(0x[0-9a-fA-F]+)(@\S+)?"#)
  }
  /// `'identifier'` right after the address.
  private static var identifier: Regex<AnyRegexOutput> { try! Regex(#"^ '([^']*)'"#) }
  /// `h=--& v=--&` of an autoresizing constraint.
  private static var autoresizing: Regex<AnyRegexOutput> { try! Regex(#"^ (h=[-&]{3} v=[-&]{3})"#) }
  /// `   (active, names: …)`, `   (Names: …)` or `   (active)` at the end.
  private static var suffix: Regex<AnyRegexOutput> {
    try! Regex(#"\s+\((active|names:|Names:)[^()]*\)\s*$"#)
  }
  /// The superview `|` stands for.
  private static var superview: Regex<AnyRegexOutput> { try! Regex(#"'\|':"# + itemPattern) }
  /// `item.attr == [m*]item2.attr2 [+ c]` or `item.attr == [-] c`.
  private static var equation: Regex<AnyRegexOutput> {
    try! Regex(
      "^" + itemPattern + #"\.(\w+) (==|<=|>=) (.+)$"#)
  }
  private static var secondSide: Regex<AnyRegexOutput> {
    try! Regex(
      #"^(?:(-?[\d.]+)\*)?"# + itemPattern + #"\.(\w+)(?: ([+-]) ([\d.]+))?$"#)
  }
  private static var constantSide: Regex<AnyRegexOutput> { try! Regex(#"^(-)?\s*([\d.]+)$"#) }
  /// `H:|-gap-[v]`, `H:[v]-gap-|`, `H:[a]-gap-[b]` and `V:[v(44)]`, with `(LTR)` for left/right.
  private static var leadingPin: Regex<AnyRegexOutput> {
    try! Regex(
      #"^([HV]):\|-(.*)-\["# + itemPattern + #"\](\(LTR\))?$"#)
  }
  private static var trailingPin: Regex<AnyRegexOutput> {
    try! Regex(
      #"^([HV]):\["# + itemPattern + #"\]-(.*)-\|(\(LTR\))?$"#)
  }
  private static var spacing: Regex<AnyRegexOutput> {
    try! Regex(
      #"^([HV]):\["# + itemPattern + #"\]-(.*)-\["# + itemPattern + #"\](\(LTR\))?$"#)
  }
  private static var dimension: Regex<AnyRegexOutput> {
    try! Regex(
      #"^([HV]):\["# + itemPattern + #"\((.*)\)\](\(LTR\))?$"#)
  }
  /// A priority suffix (` @750`), which the policy does not read.
  private static var priority: Regex<AnyRegexOutput> { try! Regex(#" @\d+(\.\d+)?$"#) }

  /// Attributes by the name descriptions give them; autoresizing lines name frame edges.
  private static let attributes: [String: NSLayoutConstraint.Attribute] = {
    let all: [NSLayoutConstraint.Attribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
      .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    var names = Dictionary(uniqueKeysWithValues: all.map { ($0.uikitName, $0) })
    names["baseline"] = .lastBaseline
    names["minX"] = .left
    names["minY"] = .top
    names["midX"] = .centerX
    names["midY"] = .centerY
    names["maxX"] = .right
    names["maxY"] = .bottom
    return names
  }()

  /// The constraint a description describes, or `nil` when its form is not one the reader knows.
  private mutating func constraint(_ text: String) -> NSLayoutConstraint? {
    guard text.hasPrefix("<"), text.hasSuffix(">"), let head = text.firstMatch(of: Self.header)
    else { return nil }
    let className = String(head.output[1].substring ?? "")
    var rest = text[head.range.upperBound...].dropLast()
    var identifier: String?
    if let match = rest.firstMatch(of: Self.identifier) {
      identifier = match.output[1].substring.map(String.init)
      rest = rest[match.range.upperBound...]
    }
    var tag: String?
    if let match = rest.firstMatch(of: Self.autoresizing) {
      tag = match.output[1].substring.map(String.init)
      rest = rest[match.range.upperBound...]
    }
    var superview: UIView?
    if let match = rest.firstMatch(of: Self.suffix) {
      if let names = rest[match.range].firstMatch(of: Self.superview),
        let address = names.output[2].substring
      {
        superview = view(String(address))
      }
      rest = rest[..<match.range.lowerBound]
    }
    var body = rest.trimmingCharacters(in: .whitespaces)
    if let match = body.firstMatch(of: Self.priority) {
      body = String(body[..<match.range.lowerBound])
    }
    guard let parts = visualFormat(body, superview: superview) ?? equation(body) else {
      return nil
    }
    let made: NSLayoutConstraint =
      className == "NSAutoresizingMaskLayoutConstraint"
      ? NSAutoresizingMaskLayoutConstraint(
        item: parts.first, attribute: parts.firstAttribute, relatedBy: parts.relation,
        toItem: parts.second, attribute: parts.secondAttribute, multiplier: parts.multiplier,
        constant: parts.constant)
      : NSLayoutConstraint(
        item: parts.first, attribute: parts.firstAttribute, relatedBy: parts.relation,
        toItem: parts.second, attribute: parts.secondAttribute, multiplier: parts.multiplier,
        constant: parts.constant)
    made.identifier = identifier
    made.autoresizingTag = tag
    return made
  }

  /// The pieces of one relation.
  private struct Parts {
    var first: UIView
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation = .equal
    var second: UIView?
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
  }

  /// The stand-in view for an address, the same one each time.
  private mutating func view(_ address: String) -> UIView {
    if let view = views[address] { return view }
    let view = UIView()
    views[address] = view
    return view
  }

  /// `item.attr == [m*]item2.attr2 [± c]` or `item.attr == [-] c`.
  private mutating func equation(_ body: String) -> Parts? {
    guard let match = body.firstMatch(of: Self.equation),
      let address = match.output[2].substring, let name = match.output[3].substring,
      let attribute = Self.attributes[String(name)],
      let relation = Self.relation(match.output[4].substring ?? "")
    else { return nil }
    let right = String(match.output[5].substring ?? "")
    var parts = Parts(first: view(String(address)), firstAttribute: attribute, relation: relation)
    if let side = right.firstMatch(of: Self.secondSide) {
      guard let secondAddress = side.output[3].substring, let secondName = side.output[4].substring,
        let secondAttribute = Self.attributes[String(secondName)]
      else { return nil }
      parts.second = view(String(secondAddress))
      parts.secondAttribute = secondAttribute
      if let factor = side.output[1].substring {
        guard let value = Double(factor) else { return nil }
        parts.multiplier = CGFloat(value)
      }
      if let sign = side.output[5].substring, let magnitude = side.output[6].substring {
        guard let value = Double(magnitude) else { return nil }
        parts.constant = CGFloat(sign == "-" ? -value : value)
      }
      return parts
    }
    guard let side = right.firstMatch(of: Self.constantSide),
      let value = side.output[2].substring.flatMap({ Double($0) })
    else { return nil }
    parts.constant = CGFloat(side.output[1].substring == nil ? value : -value)
    return parts
  }

  /// The VFL forms UIKit prints for edge pins, sibling spacings and pre-iOS 10 dimensions.
  private mutating func visualFormat(_ body: String, superview: UIView?) -> Parts? {
    if let match = body.firstMatch(of: Self.dimension) {
      guard let address = match.output[3].substring,
        let (relation, constant) = Self.gap(match.output[4].substring ?? "", bare: true)
      else { return nil }
      let attribute: NSLayoutConstraint.Attribute =
        match.output[1].substring == "H" ? .width : .height
      return Parts(
        first: view(String(address)), firstAttribute: attribute, relation: relation,
        constant: constant)
    }
    if let match = body.firstMatch(of: Self.spacing) {
      guard let before = match.output[3].substring, let after = match.output[6].substring,
        let (relation, constant) = Self.gap(match.output[4].substring ?? "")
      else { return nil }
      let (start, end) = Self.edges(
        match.output[1].substring ?? "", ltr: match.output[7].substring != nil)
      return Parts(
        first: view(String(after)), firstAttribute: start, relation: relation,
        second: view(String(before)), secondAttribute: end, constant: constant)
    }
    if let match = body.firstMatch(of: Self.leadingPin) {
      guard let superview, let address = match.output[4].substring,
        let (relation, constant) = Self.gap(match.output[2].substring ?? "")
      else { return nil }
      let (start, _) = Self.edges(
        match.output[1].substring ?? "", ltr: match.output[5].substring != nil)
      return Parts(
        first: view(String(address)), firstAttribute: start, relation: relation,
        second: superview, secondAttribute: start, constant: constant)
    }
    if let match = body.firstMatch(of: Self.trailingPin) {
      guard let superview, let address = match.output[3].substring,
        let (relation, constant) = Self.gap(match.output[4].substring ?? "")
      else { return nil }
      let (_, end) = Self.edges(
        match.output[1].substring ?? "", ltr: match.output[5].substring != nil)
      // `[v]-(c)-|` is `superview.end == v.end + c`.
      return Parts(
        first: superview, firstAttribute: end, relation: relation,
        second: view(String(address)), secondAttribute: end, constant: constant)
    }
    return nil
  }

  /// The start and end edges of an axis: leading/trailing, left/right with `(LTR)`, top/bottom.
  private static func edges(
    _ axis: Substring, ltr: Bool
  ) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
    if axis == "V" { return (.top, .bottom) }
    return ltr ? (.left, .right) : (.leading, .trailing)
  }

  /// A VFL gap or size: `(8)`, `(>=12)`, `(-20)`, `NSSpace(8)`, `8`; `bare` for `[v(44)]`.
  private static func gap(
    _ text: Substring, bare: Bool = false
  ) -> (NSLayoutConstraint.Relation, CGFloat)? {
    var text = text.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("NSSpace(") {
      text = String(text.dropFirst("NSSpace".count))
    } else if let range = text.range(of: "NSSpace(") {
      // `>=NSSpace(8)`: keep the relation, drop the name.
      text.removeSubrange(range)
      text = "(" + text
    }
    if !bare {
      guard text.hasPrefix("("), text.hasSuffix(")") else {
        return Double(text).map { (.equal, CGFloat($0)) }
      }
      text = String(text.dropFirst().dropLast())
    }
    var relation = NSLayoutConstraint.Relation.equal
    for (symbol, value) in [(">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
      as [(String, NSLayoutConstraint.Relation)] where text.hasPrefix(symbol)
    {
      relation = value
      text = String(text.dropFirst(2))
    }
    return Double(text).map { (relation, CGFloat($0)) }
  }

  private static func relation(_ symbol: Substring) -> NSLayoutConstraint.Relation? {
    switch symbol {
    case "==": .equal
    case "<=": .lessThanOrEqual
    case ">=": .greaterThanOrEqual
    default: nil
    }
  }
}
