// UIKit re-exports Foundation (CGRect, CGFloat, NSCoder…), so code written for UIKit compiles
// after changing only its import; Strut does the same.
@_exported import Foundation
