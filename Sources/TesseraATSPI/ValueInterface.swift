import CGio
import UIKit

/// The numbers of sliders, steppers and progress views, and how an assistive technology sets them.
@MainActor
enum ValueContent {
    /// The current value (nil: not a value object).
    static func current(of object: UIResponder) -> Double? {
        switch object {
        case let slider as UISlider: Double(slider.value)
        case let stepper as UIStepper: stepper.value
        case let progress as UIProgressView: Double(progress.progress)
        default: nil
        }
    }

    /// (minimum, maximum, smallest step).
    static func limits(of object: UIResponder) -> (Double, Double, Double) {
        switch object {
        case let slider as UISlider: (Double(slider.minimumValue), Double(slider.maximumValue), 0)
        case let stepper as UIStepper: (stepper.minimumValue, stepper.maximumValue, stepper.stepValue)
        default: (0, 1, 0)
        }
    }

    /// Sets the value as the user would: a control's value changes and it sends `.valueChanged`.
    static func set(_ value: Double, on object: UIResponder) {
        switch object {
        case let slider as UISlider:
            slider.setValue(Float(value), animated: false)
            slider.sendActions(for: .valueChanged)
        case let stepper as UIStepper:
            stepper.value = value
            stepper.sendActions(for: .valueChanged)
        case let progress as UIProgressView:
            progress.setProgress(Float(value), animated: false)
        default:
            break
        }
    }
}

/// `org.a11y.atspi.Value`: the properties only (AT-SPI2's Value interface has no methods).
@MainActor
enum ValueInterface {
    static func property(_ name: String, _ entry: ObjectRegistry.Entry) -> OpaquePointer? {
        guard let object = entry.object else { return nil }
        let (minimum, maximum, step) = ValueContent.limits(of: object)
        switch name {
        case "MinimumValue": return Variant.double(minimum)
        case "MaximumValue": return Variant.double(maximum)
        case "MinimumIncrement": return Variant.double(step)
        case "CurrentValue": return Variant.double(ValueContent.current(of: object) ?? 0)
        case "Text": return Variant.string(entry.node?.value ?? "")
        default: return nil
        }
    }
}
