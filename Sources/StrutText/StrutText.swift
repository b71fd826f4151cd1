/// StrutText measures text as iOS does: fonts, their metrics, line breaking and truncation.
///
/// The module knows nothing of views; `Strut`'s `UIFont`, `UILabel` and `UIButton` are built on it.
enum StrutText {}
