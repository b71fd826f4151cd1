import Foundation

/// The advance widths and kerning of Strut's built-in system face, one `Face` per Inter design,
/// weight and slant, decoded on first use from the generated `SystemFaceTable.swift`.
///
/// The data is Inter's (SIL Open Font License 1.1), whose widths are close to San Francisco's;
/// `Scripts/generate-system-face.sh` regenerates it from Debian's `fonts-inter` package.
struct SystemFaceTable {
  /// Inter's two optical designs: text for small sizes, display for large ones.
  enum Design: Sendable {
    case text, display
  }

  /// One face as the generator wrote it: which face, and its bytes in base64 (the layout is
  /// described on `Face.init(decoding:)`).
  struct EncodedFace {
    var design: Design
    var weightClass: Int
    var italic: Bool
    var base64: String
  }

  /// The face for a design, weight and slant.
  ///
  /// The weight is rounded to the nearest hundred within 100...900. Inter's italics are only
  /// tabulated for the text design at 400 and 700; other italic requests get the upright face,
  /// whose advances differ from the italic ones by a few units at most.
  static func face(design: Design, weightClass: Int, italic: Bool) -> Face {
    let weight = min(max((weightClass + 50) / 100 * 100, 100), 900)
    let slanted = italic && design == .text && (weight == 400 || weight == 700)
    if let index = decoded.firstIndex(where: {
      $0.design == design && $0.weightClass == weight && $0.italic == slanted
    }) {
      return decoded[index].face
    }
    // Only an empty or damaged generated file gets here; any face beats none.
    return decoded.first(where: { $0.design == .text && $0.weightClass == 400 && !$0.italic })?
      .face ?? decoded.first?.face ?? Face.empty
  }

  /// Every face, decoded once; a face whose bytes do not decode is left out, which a test
  /// guards against.
  private static let decoded: [(design: Design, weightClass: Int, italic: Bool, face: Face)] =
    encodedFaces.compactMap { encoded in
      guard let bytes = Data(base64Encoded: encoded.base64, options: .ignoreUnknownCharacters),
        let face = Face(decoding: [UInt8](bytes))
      else { return nil }
      return (encoded.design, encoded.weightClass, encoded.italic, face)
    }

  /// How many faces decoded, for tests.
  static var decodedFaceCount: Int { decoded.count }
}
