import Testing
import TesseraTesting
import UIKit

/// When appearance values reach views, and which value wins: on entering a window, explicit values first, then
/// specificity, the outermost container, subclass and age; re-application and trait changes.
@MainActor @Suite struct AppearancePrecedenceTests {
    /// Records the label's text colour at each callback.
    final class WatchingLabel: UILabel {
        var seen: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) { seen.append("willMove \(textColor == .red)") }
        override func didMoveToWindow() { seen.append("didMove \(textColor == .red)") }
        override func layoutSubviews() { seen.append("layout \(textColor == .red)"); super.layoutSubviews() }
    }

    @Test func valuesArriveBeforeDidMoveToWindowAndFirstLayout() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            let label = WatchingLabel()
            let window = appearanceWindow()
            window.addSubview(label)
            window.layoutIfNeeded()
            #expect(label.seen == ["willMove false", "didMove true", "layout true"])
        }
    }

    final class SelfStylingLabel: UILabel {
        override func didMoveToWindow() { if window != nil { textColor = .purple } }
    }

    @Test func codeRunAfterEnteringTheWindowWins() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            let label = SelfStylingLabel()
            let window = appearanceWindow()
            window.addSubview(label)
            #expect(label.textColor == .purple)
            window.reapplyAppearance()
            #expect(label.textColor == .purple)   // and it is explicit from then on
        }
    }

    @Test func changedRulesReachLiveViewsOnlyWhenReapplied() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            let window = appearanceWindow()
            let label = UILabel()
            let container = UIView()
            container.addSubview(label)
            window.addSubview(container)
            #expect(label.textColor == .red)
            UILabel.appearance().textColor = .blue
            #expect(label.textColor == .red)
            let layerBefore = label.layer
            UIApplication.shared.reapplyAppearance()
            #expect(label.textColor == .blue)
            #expect(label.superview === container && label.layer === layerBefore)   // not re-added
            // Re-adding picks up rules too, as on iOS.
            UILabel.appearance().textColor = .green
            label.removeFromSuperview()
            container.addSubview(label)
            #expect(label.textColor == .green)
        }
    }

    @Test func removedRulesAndResetReturnViewsToTheirDefaults() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            UILabel.appearance().font = .systemFont(ofSize: 30)
            RoundLabel.appearance().borderWidth = 4
            let window = appearanceWindow()
            let label = RoundLabel()
            window.addSubview(label)
            #expect(label.borderWidth == 4 && label.textColor == .red && label.font.pointSize == 30)
            UILabel.appearance().removeAppearanceValue(for: \.textColor)
            window.reapplyAppearance()
            #expect(label.textColor == .label)
            #expect(label.font.pointSize == 30)
            UIApplication.shared.resetAppearance()
            window.reapplyAppearance()
            #expect(label.font.pointSize == 17)
            #expect(label.borderWidth == 0)
            #expect(label.layer.borderWidth == 0)
        }
    }

    @Test func explicitValuesWinPerPropertyAndPerAxisTuple() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            UILabel.appearance().font = .systemFont(ofSize: 30)
            StateBadge.appearance().setFill(.blue, for: 0)
            StateBadge.appearance().setFill(.gray, for: 1)
            let label = UILabel()
            label.textColor = .black
            let badge = StateBadge()
            badge.setFill(.red, for: 0)
            let window = appearanceWindow()
            window.addSubview(label)
            window.addSubview(badge)
            #expect(label.textColor == .black)
            #expect(label.font.pointSize == 30)
            #expect(badge.fills == [0: .red, 1: .gray])
            UILabel.appearance().textColor = .green
            window.reapplyAppearance()
            #expect(label.textColor == .black)   // never overwritten, on re-application either
        }
    }

    @Test func initializerValuesAreExplicitDeclaredDefaultsAreNot() {
        withCleanAppearance {
            UILabel.appearance().textColor = .red
            RoundLabel.appearance().cornerRadius = 6
            let initSet = InitSetLabel()
            let round = RoundLabel()
            let window = appearanceWindow()
            window.addSubview(initSet)
            window.addSubview(round)
            #expect(initSet.textColor == .green)
            #expect(round.cornerRadius == 6)   // `= 0` in the declaration is only a default
        }
    }

    @Test func outermostContainerWinsThenChainDepth() {
        withCleanAppearance {
            UILabel.appearance().textColor = .brown
            UILabel.appearance(whenContainedInInstancesOf: [SampleController.self]).textColor = .magenta
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .blue
            UILabel.appearance(whenContainedInInstancesOf: [ViewB.self, SampleController.self]).textColor = .red
            let controller = SampleController()
            let label1 = UILabel(), viewA = ViewA(), label2 = UILabel(), viewB = ViewB(), innerA = ViewA(), label3 = UILabel()
            controller.view.addSubview(label1)
            controller.view.addSubview(viewA)
            viewA.addSubview(label2)
            controller.view.addSubview(viewB)
            viewB.addSubview(innerA)
            innerA.addSubview(label3)
            let outside = UILabel()
            let window = appearanceWindow()
            window.rootViewController = controller
            window.addSubview(outside)
            #expect(label1.textColor == .magenta)
            #expect(label2.textColor == .magenta)
            #expect(label3.textColor == .red)
            #expect(outside.textColor == .brown)
        }
    }

    @Test func specificityOrderAndSubclassProxies() {
        withCleanAppearance {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            // Recorded strongest first, so recording order can't be what decides.
            UILabel.appearance(for: dark, whenContainedInInstancesOf: [ViewA.self]).textColor = .yellow
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .blue
            UILabel.appearance().textColor = .brown
            SubLabel.appearance().font = .systemFont(ofSize: 21)
            UILabel.appearance().font = .systemFont(ofSize: 12)
            let window = appearanceWindow()
            let a = ViewA(), inA = UILabel(), plain = UILabel(), sub = SubLabel()
            a.addSubview(inA)
            window.addSubview(a)
            window.addSubview(plain)
            window.addSubview(sub)
            #expect(plain.textColor == .brown)
            #expect(inA.textColor == .blue)
            window.screen.userInterfaceStyle = .dark
            defer { window.screen.userInterfaceStyle = .light }
            #expect(inA.textColor == .yellow)
            #expect(sub.font.pointSize == 21)     // the subclass proxy wins at equal specificity
            #expect(plain.font.pointSize == 12)   // and never reaches the superclass
            #expect(sub.textColor == .brown)      // the superclass proxy reaches subclasses
        }
    }

    @Test func traitRulesFollowTraitChanges() {
        withCleanAppearance {
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = .white
            let window = appearanceWindow()
            let view = UIView()
            window.addSubview(view)
            #expect(view.backgroundColor == .white)
            window.screen.userInterfaceStyle = .dark
            #expect(view.backgroundColor == .black)
            window.screen.userInterfaceStyle = .light
            #expect(view.backgroundColor == .white)
        }
    }

    @Test func traitRulesFollowAnOverrideInASubtree() {
        withCleanAppearance {
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
            let window = appearanceWindow()
            let panel = UIView(), inside = UILabel(), outside = UILabel()
            panel.addSubview(inside)
            window.addSubview(panel)
            window.addSubview(outside)
            #expect(inside.textColor == .label)
            panel.overrideUserInterfaceStyle = .dark
            #expect(inside.textColor == .white)
            #expect(outside.textColor == .label)
            panel.overrideUserInterfaceStyle = .unspecified
            #expect(inside.textColor == .label)
        }
    }

    /// Views whose containers have the same classes resolve once and share the result; what else tells
    /// them apart (traits, a controller's root view, rules changed since) still does.
    @Test func sharedResolutionsKeepTraitsControllersAndRuleChangesApart() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .red
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [ViewA.self]).textColor = .white
            UIView.appearance(whenContainedInInstancesOf: [SampleController.self]).backgroundColor = .blue
            let window = appearanceWindow()
            let root = UIView()
            let light = ViewA(), dark = ViewA()
            dark.overrideUserInterfaceStyle = .dark
            let controller = SampleController()
            // Siblings of one class: a plain label, a controller's root view, then another plain label.
            let first = UILabel(), second = UILabel()
            light.addSubview(first)
            light.addSubview(controller.view)
            light.addSubview(second)
            let inDark = UILabel()
            dark.addSubview(inDark)
            root.addSubview(light)
            root.addSubview(dark)
            window.addSubview(root)
            #expect(first.textColor == .red && second.textColor == .red)
            #expect(inDark.textColor == .white)
            #expect(controller.view.backgroundColor == .blue)
            #expect(first.backgroundColor == nil && second.backgroundColor == nil)

            // A rule changed after the resolution was shared reaches a view entering later.
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .green
            let later = UILabel()
            light.addSubview(later)
            #expect(later.textColor == .green)
            #expect(first.textColor == .red)   // live views wait for a re-application
        }
    }

    /// Siblings of one class entering together share what they resolve, but a sibling with its own trait
    /// collection resolves for its traits, one with an explicit value keeps it (and takes the rest), and
    /// a subclass, or a class the rules don't name between them, changes nothing for the others.
    @Test func siblingsResolveApartByTraitsExplicitValuesAndClass() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .red
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).font = .systemFont(ofSize: 30)
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [ViewA.self]).textColor = .white
            SubLabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .orange
            let window = appearanceWindow()
            let family = ViewA()
            let first = UILabel(), dark = UILabel(), explicit = UILabel(), plain = UIView(), sub = SubLabel(), last = UILabel()
            dark.overrideUserInterfaceStyle = .dark
            explicit.textColor = .blue
            for view in [first, dark, explicit, plain, sub, last] { family.addSubview(view) }
            window.addSubview(family)
            #expect(first.textColor == .red && last.textColor == .red)
            #expect(dark.textColor == .white)
            #expect(explicit.textColor == .blue)
            #expect(sub.textColor == .orange)
            for label in [first, dark, explicit, sub, last] { #expect(label.font.pointSize == 30) }
            #expect(plain.backgroundColor == nil)
        }
    }

    /// A container in a rule matches instances of its subclasses, nearest first for the inner ones and
    /// farthest for the outermost, and the order of the rule's containers still counts.
    @Test func containersMatchTheirSubclassesInOrder() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [UIView.self, UIScrollView.self]).textColor = .red
            UILabel.appearance(whenContainedInInstancesOf: [UIScrollView.self, ViewA.self]).textColor = .green
            let window = appearanceWindow()
            // A label in a view in a table view (a scroll view): the first rule.
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let holder = UIView(), inTable = UILabel()
            holder.addSubview(inTable)
            table.addSubview(holder)
            window.addSubview(table)
            #expect(inTable.textColor == .red)
            // A label in a scroll view in a ViewA: the second rule, which names the outer container.
            let outer = ViewA(), scroll = UIScrollView(), inScroll = UILabel()
            scroll.addSubview(inScroll)
            outer.addSubview(scroll)
            window.addSubview(outer)
            #expect(inScroll.textColor == .green)
            // A label in a ViewA in no scroll view: neither (the containers must nest in the rule's order).
            let alone = ViewA(), inAlone = UILabel()
            alone.addSubview(inAlone)
            window.addSubview(alone)
            #expect(inAlone.textColor == .label)
        }
    }
}
