import Testing
import Foundation

/// The launch sequence, the main run loop and termination, checked on a real app (RuntimeProbe, whose
/// entry point is `@main` on its delegate) in a process of its own: headless, and in a window when an
/// X display is available.
@Suite(.enabled(if: AppProcess.executable("RuntimeProbe") != nil,
                "the RuntimeProbe executable is not built beside the tests: run `swift build --build-tests`"))
struct AppLifecycleTests {
    static let probe = AppProcess.executable("RuntimeProbe")!

    /// The displays to try: none, and the X display when there is one.
    static var displays: [String?] { [nil] + (AppProcess.display.map { [$0] } ?? []) }

    /// The life-cycle lines of a run. Other tests' windows on the same display may take the focus for a
    /// moment: a resign followed at once by becoming active again is that, and is left out.
    static func lifecycle(_ lines: [String]) -> [String] {
        var kept: [String] = []
        for line in lines where line.hasPrefix("app ") || line.hasPrefix("scene ") {
            let prefix = line.hasPrefix("app ") ? "app " : "scene "
            if line == prefix + "didBecomeActive", kept.last == prefix + "willResignActive" {
                kept.removeLast()
                continue
            }
            kept.append(line)
        }
        return kept
    }

    @Test(arguments: displays)
    func withoutScenesTheAppDelegateHearsTheLaunchInUIKitsOrder(display: String?) throws {
        let run = try AppProcess.run(Self.probe, ["--frames", "30"], display: display)
        #expect(run.status == 0)
        #expect(!run.timedOut, "the app did not end when it sent itself SIGTERM")
        let lifecycle = Self.lifecycle(run.lines)
        #expect(lifecycle == ["app willFinishLaunching state=1", "app didFinishLaunching", "app configurationForConnecting",
                              "app didBecomeActive", "app willResignActive", "app didEnterBackground", "app willTerminate"])
    }

    @Test(arguments: displays)
    func withAScenDelegateTheSceneHearsTheForegroundAndTheAppOnlyLaunchAndTermination(display: String?) throws {
        let run = try AppProcess.run(Self.probe, ["--frames", "30", "--scenes"], display: display)
        #expect(run.status == 0)
        #expect(!run.timedOut, "the app did not end when it sent itself SIGTERM")
        let lifecycle = Self.lifecycle(run.lines)
        #expect(lifecycle == ["app willFinishLaunching state=1", "app didFinishLaunching", "app configurationForConnecting",
                              "scene willConnect", "scene willEnterForeground", "scene didBecomeActive",
                              "scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "app willTerminate"])
    }

    @Test(arguments: displays)
    func timersTheMainQueueTheMainActorAndPerformAllRunOnTheMainRunLoop(display: String?) throws {
        // 60 frames at the display's rate last long enough for the work scheduled from another thread at 0.3 s.
        let run = try AppProcess.run(Self.probe, ["--frames", "60"], display: display)
        for work in ["ran main-queue", "ran perform", "ran main-actor-task", "ran timer", "ran wake-from-thread"] {
            #expect(run.lines.contains(work), "\(work) missing from \(run.lines)")
        }
        let done = try #require(run.lines.first { $0.hasPrefix("frames done") })
        #expect(done.contains("target-after-timestamp=true"))
        // All of it before the app ends.
        let end = try #require(run.lines.firstIndex(of: "app willTerminate"))
        #expect(run.lines.firstIndex(of: "ran wake-from-thread")! < end)
    }

    /// SDL2's pitfalls on Linux, checked in a window: text input is off until a text responder is first
    /// and off again after it resigns; a long composition arrives whole; a touchscreen tap is one touch.
    @Test(.enabled(if: AppProcess.display != nil, "no X display (make test starts Xvfb)"))
    func sdlPitfallsAreHandled() throws {
        let run = try AppProcess.run(Self.probe, ["--sdl-checks"], display: AppProcess.display)
        #expect(!run.timedOut)
        #expect(run.lines.contains("text-input-at-launch=false"))
        #expect(run.lines.contains("text-input-with-responder=true"))
        #expect(run.lines.contains("marked-length=72 whole=true"))
        #expect(run.lines.contains("touches began=1 ended=1"))
        #expect(run.lines.contains("text-input-after-resign=false"))
    }
}
