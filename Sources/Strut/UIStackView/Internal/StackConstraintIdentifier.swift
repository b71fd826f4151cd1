/// The identifiers UIKit gives the constraints a stack view makes (uikit-semantics.md §5).
///
/// A one-byte name rather than the string: recipes are compared by key at every update of the
/// arrangement, and a key holding a string is copied, retained and released through generic
/// witnesses thousands of times per update.
enum StackConstraintIdentifier: String {
  case alignment = "UISV-alignment"
  case ambiguitySuppression = "UISV-ambiguity-suppression"
  case canvasConnection = "UISV-canvas-connection"
  case canvasFit = "UISV-canvas-fit"
  case distributingEdge = "UISV-distributing-edge"
  case fillEqually = "UISV-fill-equally"
  case fillProportionally = "UISV-fill-proportionally"
  case hiding = "UISV-hiding"
  case spacing = "UISV-spacing"
  case spacingHidden = "UISV-spacing-hidden"
  case spanningBoundary = "UISV-spanning-boundary"
  case spanningFit = "UISV-spanning-fit"
  case textWidthDisambiguation = "UISV-text-width-disambiguation"
}
