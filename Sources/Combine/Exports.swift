// `import Combine` on Linux: Apple's module name over OpenCombine, the open-source implementation of the
// same API. OpenCombine's types are Combine's names (`AnyCancellable`, `PassthroughSubject`, `Just`,
// `@Published`, `ObservableObject`), so code that imports OpenCombine directly sees the same types.
// OpenCombineFoundation adds `NotificationCenter.publisher(for:)`, `Timer.publish(every:on:in:)`,
// `URLSession.dataTaskPublisher(for:)` and RunLoop as a Scheduler; OpenCombineDispatch makes DispatchQueue a
// Scheduler (`.receive(on: DispatchQueue.main)`). This module adds what OpenCombine 0.14 lacks and apps
// use most: `Publishers.Merge` (`merge(with:)`), `Publishers.MergeMany`, `Publishers.CombineLatest`
// (`combineLatest(_:)`) and `Publishers.CombineLatest3`.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
