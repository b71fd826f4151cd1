import Foundation

/// A view that shows web content: WebKit's `WKWebView`, for layout.
///
/// It has no intrinsic content size: its frame comes from its constraints or its autoresizing
/// mask, as for a plain view. Strut keeps the class so that imported trees name it.
open class WKWebView: UIView {}
