/// San Francisco's size-specific tracking, in thousandths of an em per character.
///
/// iOS applies it to the system font automatically (Apple's Human Interface Guidelines,
/// Typography, "Tracking values"): text sizes are loosened below 12 pt and tightened above it,
/// display sizes from 20 pt have their own values. Between listed sizes the nearest smaller one
/// applies; below 6 pt the 6 pt value, from 80 pt none.
enum SystemTracking {
  private static let table: [(size: Double, tracking: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (41, 9), (44, 8), (47, 7), (51, 6),
    (54, 5), (58, 4), (64, 3), (68, 2), (76, 1), (80, 0),
  ]

  /// The tracking at a point size, in ems per character.
  static func ems(atPointSize size: Double) -> Double {
    var value = table[0].tracking
    for entry in table where entry.size <= size + 1e-9 { value = entry.tracking }
    return value / 1000
  }
}
