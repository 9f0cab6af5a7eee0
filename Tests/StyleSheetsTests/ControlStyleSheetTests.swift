import Foundation
import StyleSheets
import Testing
import TesseraTesting
import UIKit

/// Style sheets reach the segmented control, stepper, activity indicator and page control, with their
/// axis values named (`titleTextAttributes:selected`, `contentPositionAdjustment:left:default`).
@MainActor @Suite struct ControlStyleSheetTests {
    @Test func controlPropertiesAndTheirAxesAreWrittenByName() throws {
        try cleanAppearance {
            let sheet = UIStyleSheet(string: """
            UISegmentedControl:
              selectedSegmentTintColor: systemOrange
              titleTextAttributes:selected: { foregroundColor: white, font: { size: 14, weight: bold } }
              contentPositionAdjustment:left:default: [3, -1]
              contentPositionAdjustment:right: [2, 0]
            UIActivityIndicatorView:
              color: yellow
            UIPageControl:
              currentPageIndicatorTintColor: systemBlue
              pageIndicatorTintColor: { light: "#CCCCCC", dark: "#444444" }
            """, format: .yaml)
            #expect(sheet.errors.isEmpty, "\(sheet.errors)")
            try sheet.apply()
            let window = sheetWindow()
            let segmented = UISegmentedControl(items: ["A", "B"]), spinner = UIActivityIndicatorView(), pages = UIPageControl()
            for view in [segmented, spinner, pages] { window.addSubview(view) }
            #expect(segmented.selectedSegmentTintColor == .systemOrange)
            #expect(segmented.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
            #expect(segmented.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 3, vertical: -1))
            #expect(segmented.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default).horizontal == 2)
            #expect(spinner.color == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
            #expect(pages.currentPageIndicatorTintColor == .systemBlue)
            #expect(pages.pageIndicatorTintColor != nil)
        }
    }

    @Test func buttonsSwitchesSlidersAndProgressViewsTakeSheetValues() throws {
        try cleanAppearance {
            let sheet = UIStyleSheet(string: """
            UIButton:
              titleColor: systemPink
              titleColor:highlighted: systemGreen
              contentEdgeInsets: [4, 8, 4, 8]
            UISwitch:
              onTintColor: systemIndigo
            UISlider:
              minimumTrackTintColor: "#FF0000"
            UIProgressView:
              trackTintColor: systemGray5
            """, format: .yaml)
            #expect(sheet.errors.isEmpty, "\(sheet.errors)")
            try sheet.apply()
            let window = sheetWindow()
            let button = UIButton(type: .system), toggle = UISwitch(), slider = UISlider(), progress = UIProgressView()
            for view in [button, toggle, slider, progress] { window.addSubview(view) }
            #expect(button.titleColor(for: .normal) == .systemPink)
            #expect(button.titleColor(for: .highlighted) == .systemGreen)
            #expect(button.contentEdgeInsets == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            #expect(toggle.onTintColor == .systemIndigo)
            #expect(slider.minimumTrackTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(progress.trackTintColor == .systemGray5)
        }
    }

    @Test func wrongAxisValuesAreReportedWithTheAxisName() {
        let sheet = UIStyleSheet(string: """
        UISegmentedControl:
          dividerImage:normal:pressed:default: divider
        UIStepper:
          incrementImage:normal:compact: plus
        """, format: .yaml)
        #expect(sheet.errors.count == 2)
        #expect(sheet.errors.first?.message.contains("unknown rightSegmentState 'pressed'") == true)
        #expect(sheet.errors.last?.message.contains("takes 1 axis value") == true)
    }
}
