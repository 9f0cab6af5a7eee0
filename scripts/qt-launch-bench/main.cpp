// The launch benchmark's baseline: the smallest Qt 6 Widgets app, one window holding one QLabel.
//
// TesseraBenchmarks starts it (QT_QPA_PLATFORM=xcb, on the bench's X display) and times exec until the
// line "first-frame" arrives on standard output: printed once the window's first frame has reached the
// X server (the window painted, Qt's backing store flushed, and a round trip to the server made). It then
// waits for standard input to close, so the bench can read its resident memory, and exits.
// Usage: qt-launch-bench WIDTH HEIGHT (the window's size in points; QT_SCALE_FACTOR gives the scale).
#include <QApplication>
#include <QLabel>
#include <QTimer>
#include <QWidget>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace {

// Reports after the next turn of the event loop: Qt flushes the backing store right after painting.
class Window : public QWidget {
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override {
        if (reported) return;
        reported = true;
        QTimer::singleShot(0, this, [] {
            QGuiApplication::sync();
            std::fputs("first-frame\n", stdout);
            std::fflush(stdout);
            char buffer[256];
            while (read(0, buffer, sizeof buffer) > 0) {}
            std::_Exit(0);
        });
    }

private:
    bool reported = false;
};

}  // namespace

int main(int argc, char **argv) {
    const int width = argc > 2 ? std::atoi(argv[1]) : 390, height = argc > 2 ? std::atoi(argv[2]) : 844;
    QApplication app(argc, argv);
    Window window;
    window.resize(width, height);
    QLabel label("Hello, world", &window);
    label.move(20, 60);
    window.show();
    return app.exec();
}
