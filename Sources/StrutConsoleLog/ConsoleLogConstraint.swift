import Foundation
import Strut

/// One constraint description from a console log, read into its parts (uikit-semantics.md E9).
///
/// The parts are the relation the description states,
/// `first.firstAttribute (==, <=, >=) multiplier × second.secondAttribute + constant`, whatever
/// notation printed it:
///
///     H:|-(10)-[UILabel:0x…'Leo Nicholson']   label.leading == superview.leading + 10
///     H:[UILabel:0x…'Leo Nicholson']-(11)-|   label.trailing == superview.trailing - 11
///     V:[UILabel:0x…'Thonburi']-(16)-[UILabel:0x…]   second.top == first.bottom + 16
///     V:[UILabel:0x…(103)]                     label.height == 103
///
/// A visual-format edge pin is read with the bracketed view first, as the app most likely wrote
/// it (`label.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -11)`);
/// UIKit prints both orders the same way, and the relation they state is the same.
public struct ConsoleLogConstraint: Hashable, Sendable {
  /// How the description wrote the relation.
  public enum Notation: String, Hashable, Sendable {
    /// Visual format: `H:|-(8)-[v]`, `V:[a]-(8)-[b]`, `H:[v(44)]`.
    case visualFormat
    /// An equation: `v.width == 0.5*w.width + 10`.
    case equation
    /// A content-size constraint: `v.width == 160 Hug:250 CompressionResistance:750`.
    case contentSize
  }

  /// The line of the input the description is on, counting from 1.
  public var line: Int
  /// The description as printed, without the surrounding quotes and comma.
  public var text: String
  /// The constraint's class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
  /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, `_UILayoutSupportConstraint`, ….
  public var className: String
  /// The constraint's address, the key that finds the broken constraint in the list (or
  /// Masonry's key when the app set one).
  public var address: String
  /// Where SnapKit says the constraint was made (`@BackupWordsController.swift#61`).
  public var sourceLocation: SourceLocation?
  /// The identifier printed in quotes after the address (`'UIView-Encapsulated-Layout-Height'`).
  public var identifier: String?
  /// An autoresizing constraint's mask, `h=--& v=--&` (E10).
  public var autoresizingMask: String?
  /// How the relation was written.
  public var notation: Notation
  /// The first item.
  public var first: ConsoleLogItem
  /// The attribute of the first item.
  public var firstAttribute: NSLayoutConstraint.Attribute
  /// The relation.
  public var relation: NSLayoutConstraint.Relation
  /// The second item, or `nil` for a constant.
  public var second: ConsoleLogItem?
  /// The attribute of the second item; `.notAnAttribute` with no second item.
  public var secondAttribute: NSLayoutConstraint.Attribute
  /// The multiplier of the second attribute.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority: as printed (`@750`), else 1000, required (E11: unsatisfiable sets hold only
  /// required constraints).
  public var priority: Float
  /// For a content-size constraint, its hugging and compression-resistance priorities.
  public var contentPriorities: ContentPriorities?
  /// Whether the description printed `(active…)`; `false` for iOS ≤ 9 and Masonry's
  /// descriptions, which print no activity.
  public var printsActive: Bool
  /// The superview `|` stands for, from `names: '|':…`, for visual-format pins.
  public var superview: ConsoleLogItem?
  /// Whether the spacing is the system spacing, `NSSpace(8)`.
  public var isSystemSpacing: Bool
  /// Whether a horizontal visual format ended in `(LTR)`: left and right rather than leading
  /// and trailing.
  public var isLeftToRight: Bool

  /// The hugging and compression-resistance priorities of a content-size constraint.
  public struct ContentPriorities: Hashable, Sendable {
    /// The content-hugging priority: the size `<=` the intrinsic one at this priority.
    public var hugging: Float
    /// The compression-resistance priority: the size `>=` the intrinsic one at this priority.
    public var compressionResistance: Float

    /// Creates the pair.
    ///
    /// - Parameters:
    ///   - hugging: The content-hugging priority.
    ///   - compressionResistance: The compression-resistance priority.
    public init(hugging: Float, compressionResistance: Float) {
      self.hugging = hugging
      self.compressionResistance = compressionResistance
    }
  }

  /// Creates a constraint from its parts; the reader fills in the rest.
  ///
  /// - Parameters:
  ///   - line: The line the description is on.
  ///   - text: The description as printed.
  ///   - className: The constraint's class.
  ///   - address: The constraint's address.
  ///   - first: The first item.
  ///   - firstAttribute: Its attribute.
  ///   - relation: The relation.
  ///   - second: The second item, if any.
  ///   - secondAttribute: Its attribute.
  ///   - multiplier: The multiplier.
  ///   - constant: The constant.
  public init(
    line: Int, text: String, className: String, address: String, first: ConsoleLogItem,
    firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
    second: ConsoleLogItem? = nil, secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0
  ) {
    self.line = line
    self.text = text
    self.className = className
    self.address = address
    self.notation = .equation
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = 1000
    self.printsActive = false
    self.isSystemSpacing = false
    self.isLeftToRight = false
  }

  /// The items the constraint relates, first then second.
  public var items: [ConsoleLogItem] {
    [first] + (second.map { [$0] } ?? [])
  }

  /// Whether the constraint is required (priority 1000).
  public var isRequired: Bool { priority >= 1000 }

  /// The description without the class, address and `(active…)` suffix, with items shortened to
  /// their class and text: `H:[UILabel'Leo Nicholson']-(11)-|`, for tables and summaries.
  public var shortText: String {
    var body = Substring(text)
    if body.hasPrefix("<"), let space = body.firstIndex(of: " ") {
      body = body[body.index(after: space)...]
    }
    if body.hasSuffix(">") { body = body.dropLast() }
    if let suffix = body.range(of: "   (") { body = body[..<suffix.lowerBound] }
    var result = String(body)
    for item in items + (superview.map { [$0] } ?? []) where !item.address.isEmpty {
      result = result.replacingOccurrences(of: ":" + item.address, with: "")
    }
    return result
  }
}
