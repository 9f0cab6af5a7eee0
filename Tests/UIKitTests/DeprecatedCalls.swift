import Foundation
@testable import UIKit

/// Deprecated API that tests exercise on purpose, callable without a compiler warning.
///
/// A call to deprecated API warns unless the calling function is deprecated too, and Swift Testing refuses
/// `@Test` on a deprecated function. A deprecated method that satisfies a protocol requirement that is not
/// deprecated is called through the protocol without a warning, so tests call `deprecatedCalls.…`.
@MainActor protocol DeprecatedCalling {
    /// `UIApplication.openURL(_:)`, deprecated since iOS 10.
    func openURL(_ url: URL, on application: UIApplication) -> Bool
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`, deprecated since iOS 16.
    func horizontalGroup(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
}

/// The calls, each in a deprecated method.
private struct DeprecatedCalls: DeprecatedCalling {
    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func openURL(_ url: URL, on application: UIApplication) -> Bool { application.openURL(url) }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func horizontalGroup(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// The deprecated calls tests make (see `DeprecatedCalling`).
@MainActor let deprecatedCalls: any DeprecatedCalling = DeprecatedCalls()
