/// A proposed change that removes a finding, in words and as Swift code.
public struct FixIt: Sendable, Hashable, Codable {
  /// The change in plain words.
  public let summary: String
  /// The change as Swift code to paste.
  public let swiftCode: String
  /// Whether the doctor applied the change to a fresh copy of the layout, re-ran its analyses
  /// and saw the finding go without a new one appearing.
  public let isProven: Bool

  /// A fix-it.
  ///
  /// - Parameters:
  ///   - summary: The change in plain words.
  ///   - swiftCode: The change as Swift code.
  ///   - isProven: Whether re-solving proved it.
  public init(summary: String, swiftCode: String, isProven: Bool) {
    self.summary = summary
    self.swiftCode = swiftCode
    self.isProven = isProven
  }
}
