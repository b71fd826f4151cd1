/// Where a font's kerning comes from: the GPOS `kern` feature when the font has one, which
/// supersedes the legacy table as it does in every modern shaper, else the legacy `kern` table.
enum PairKerning {
  case none
  case positioning(PositioningKerning)
  case legacy(LegacyKerning)

  init(gpos: FontReader?, kern: FontReader?) throws(FontFileError) {
    if let gpos, let positioning = try PositioningKerning(gpos) {
      self = .positioning(positioning)
    } else if let kern {
      self = .legacy(try LegacyKerning(kern))
    } else {
      self = .none
    }
  }

  func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    switch self {
    case .none: return 0
    case .positioning(let positioning): return positioning.kerning(left, right)
    case .legacy(let legacy): return legacy.kerning(left, right)
    }
  }
}
