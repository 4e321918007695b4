import Foundation

// UIKit's controls that the layout language names (docs/language.md §17). The stand-in gives
// them no intrinsic size of their own: in UIKit it is the class's at run time, which generated
// code leaves to UIKit; a test gives the layout file's (`setIntrinsicContentSize`).

/// A control that offers a binary choice, such as on/off. https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {}

/// A control for selecting a single value from a continuous range of values.
/// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {}

/// A horizontal control that consists of multiple segments, each segment functioning as a
/// discrete button. https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {}

/// A control for incrementing or decrementing a value. https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {}

/// A control that displays a horizontal series of dots, each of which corresponds to a page in
/// the app's document or other data-model entity. https://developer.apple.com/documentation/uikit/uipagecontrol
@MainActor open class UIPageControl: UIControl {}

/// A view that depicts the progress of a task over time. https://developer.apple.com/documentation/uikit/uiprogressview
@MainActor open class UIProgressView: UIView {}

/// A view that shows that a task is in progress. https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {}

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of
/// values. https://developer.apple.com/documentation/uikit/uipickerview
@MainActor open class UIPickerView: UIView {}

/// A control for the inputting of date and time values. https://developer.apple.com/documentation/uikit/uidatepicker
@MainActor open class UIDatePicker: UIControl {}
