// A dependency written against OpenCombine directly: its publishers and cancellables are the same types
// as those of `import Combine`.
import OpenCombine

typealias OpenCombineAnyCancellable = OpenCombine.AnyCancellable

func openCombineNumbers() -> AnyPublisher<Int, Never> {
    [1, 2].publisher.eraseToAnyPublisher()
}
