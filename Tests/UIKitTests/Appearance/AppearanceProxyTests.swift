import Testing
import TesseraTesting
import UIKit

/// Appearance proxies: recording, typing, containment, traits, axis values, and what
/// proxies refuse (properties not marked appearance-capable). Tint has its own suite
/// (AppearanceTintTests).
@MainActor @Suite struct AppearanceProxyTests {
    @Test func proxyGettersReturnWhatWasRecordedPerProxy() {
        withCleanAppearance {
            #expect(UILabel.appearance().textColor == nil)
            UILabel.appearance().textColor = .brown
            RoundLabel.appearance().borderWidth = 2
            #expect(UILabel.appearance().textColor == .brown)
            #expect(RoundLabel.appearance().borderWidth == 2)
            #expect(RoundLabel.appearance().textColor == nil)   // another proxy
            #expect(UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor == nil)
            let badge = StateBadge.appearance()
            badge.setFill(.red, for: 0)
            #expect(badge.fill(for: 0) == .red)
            #expect(badge.fill(for: 1) == nil)
        }
    }

    @Test func userSubclassPropertiesReachInstances() {
        withCleanAppearance {
            let color = UIColor(red: 104 / 255, green: 224 / 255, blue: 231 / 255, alpha: 1)
            RoundLabel.appearance().cornerRadius = 5
            RoundLabel.appearance().borderColor = color
            RoundLabel.appearance().borderWidth = 1
            let label = RoundLabel()
            #expect(label.borderWidth == 0)   // not yet in a window
            appearanceWindow().addSubview(label)
            #expect(label.borderWidth == 1)
            #expect(label.cornerRadius == 5)
            #expect(label.layer.borderWidth == 1)   // didSet ran
            #expect(label.layer.cornerRadius == 5)
            #expect(label.borderColor == color)
        }
    }

    @Test func containmentIsInnermostFirstAndNeedNotBeDirect() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self, ViewB.self]).textColor = .red
            let window = appearanceWindow()
            // ViewB { UIView { ViewA { UIView { label } } } }: a partial order, not direct parents.
            let b = ViewB(), gap = UIView(), a = ViewA(), inner = UIView(), inside = UILabel()
            b.addSubview(gap); gap.addSubview(a); a.addSubview(inner); inner.addSubview(inside)
            // ViewA { ViewB { label } }: the wrong order.
            let a2 = ViewA(), b2 = ViewB(), reversed = UILabel()
            a2.addSubview(b2); b2.addSubview(reversed)
            window.addSubview(b)
            window.addSubview(a2)
            #expect(inside.textColor == .red)
            #expect(reversed.textColor == .label)
        }
    }

    @Test func viewControllersAreContainers() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [SampleController.self]).textColor = .orange
            let controller = SampleController()
            let inside = UILabel()
            controller.view.addSubview(inside)
            let outside = UILabel()
            let window = appearanceWindow()
            window.rootViewController = controller
            window.addSubview(outside)
            #expect(inside.textColor == .orange)
            #expect(outside.textColor == .label)
        }
    }

    @Test func traitProxiesMatchOnlyViewsWithThoseTraits() {
        withCleanAppearance {
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [ViewA.self]).textColor = .yellow
            let window = appearanceWindow()
            let plain = UILabel(), contained = UILabel(), a = ViewA()
            a.addSubview(contained)
            window.addSubview(plain)
            window.addSubview(a)
            #expect(plain.textColor == .label)
            #expect(contained.textColor == .label)
            window.screen.userInterfaceStyle = .dark
            defer { window.screen.userInterfaceStyle = .light }
            #expect(plain.textColor == .white)
            #expect(contained.textColor == .yellow)
        }
    }

    @Test func axisValuesAreKeptApart() {
        withCleanAppearance {
            StateBadge.appearance().setFill(.blue, for: 0)
            StateBadge.appearance().setFill(.gray, for: 1)
            let badge = StateBadge()
            appearanceWindow().addSubview(badge)
            #expect(badge.fills == [0: .blue, 1: .gray])
        }
    }

    @Test func propertiesNotMarkedAreReportedAndIgnored() {
        withCleanAppearance {
            RoundLabel.appearance().note = "ignored"
            RoundLabel.appearance().borderWidth = 3
            let label = RoundLabel()
            let messages = LogCapture.messages(containing: "is not an appearance property") {
                appearanceWindow().addSubview(label)
            }
            #expect(messages.count == 1)
            #expect(label.note == "")
            #expect(label.borderWidth == 3)   // the rule's other values still apply
        }
    }
}
