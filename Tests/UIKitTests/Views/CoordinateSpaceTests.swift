import Testing
@testable import UIKit

/// Coordinate spaces: views and screens convert points and rectangles through the screen, and a window
/// scene's space is its screen's.
@MainActor @Suite struct CoordinateSpaceTests {
    @Test func aViewConvertsToAndFromItsScreensSpaceThroughItsWindowsFrame() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.screen = screen
        window.frame = CGRect(x: 40, y: 60, width: 300, height: 400)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        window.addSubview(card)
        let space = screen.coordinateSpace
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(card.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: 65, y: 165))
        #expect(card.convert(card.bounds, to: space) == CGRect(x: 60, y: 160, width: 200, height: 80))
        #expect(card.convert(CGPoint(x: 65, y: 165), from: space) == CGPoint(x: 5, y: 5))
        #expect(space.convert(CGRect(x: 60, y: 160, width: 10, height: 10), to: card) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(space.convert(CGPoint(x: 1, y: 2), from: card) == CGPoint(x: 61, y: 162))
    }

    @Test func betweenTwoViewsAsSpacesTheAnswerIsTheViewConversions() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 70, width: 100, height: 100))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(a)
        window.addSubview(b)
        let asSpace: any UICoordinateSpace = b
        let point = CGPoint(x: 30, y: 40)
        #expect(a.convert(point, to: asSpace) == a.convert(point, to: Optional(b)))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 8, height: 8), from: asSpace) == a.convert(CGRect(x: 0, y: 0, width: 8, height: 8), from: Optional(b)))
        #expect(a.bounds == (a as any UICoordinateSpace).bounds)
    }

    @Test func theScreensSpaceTurnsWithTheScreenAndTheScenesIsTheScreens() {
        let screen = UIScreen(profile: .iPhone)
        let space = screen.coordinateSpace
        screen.profile = screen.profile.rotated
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(screen.coordinateSpace === space, "one space per screen")

        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())
        #expect(scene.coordinateSpace === UIScreen.main.coordinateSpace)
        #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    }
}
