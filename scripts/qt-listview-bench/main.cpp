// The list benchmark's baseline: Qt 6's QListView showing text rows, timed on request.
//
// TesseraBenchmarks starts this program once and interleaves its own runs with requests on standard
// input, so machine noise hits both sides alike. Each request line names a measurement and a count;
// the answer is one line with the total nanoseconds the count of repetitions took:
//   full N   paint the whole list into an offscreen image N times (QWidget::render into a QImage)
//   step N   scroll the shown list 10 points N times, letting Qt update its backing store after each
//            (the viewport's pixels are moved and only the uncovered strip is repainted)
//   paints   how many rows the delegate painted so far (to check that steps really paint)
// The list has uniform item sizes and 44-point text rows in a 17-point font, at the size and scale
// given on the command line: qt-listview-bench WIDTH HEIGHT SCALE ROWS.
#include <QApplication>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QScrollBar>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

long long paintedRows = 0;

// Rows 44 points tall, counted as they paint.
class RowDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(44);
        return size;
    }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        ++paintedRows;
        QStyledItemDelegate::paint(painter, option, index);
    }
};

long long nanoseconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(d).count();
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: qt-listview-bench WIDTH HEIGHT SCALE ROWS\n");
        return 2;
    }
    const int width = std::atoi(argv[1]), height = std::atoi(argv[2]), rows = std::atoi(argv[4]);
    const double scale = std::atof(argv[3]);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    int qtArgc = 1;
    QApplication app(qtArgc, argv);

    QStringList titles;
    titles.reserve(rows);
    for (int i = 0; i < rows; ++i) titles << QStringLiteral("Row %1: the quick brown fox").arg(i);
    QStringListModel model(titles);
    QListView view;
    RowDelegate delegate;
    view.setItemDelegate(&delegate);
    view.setModel(&model);
    view.setUniformItemSizes(true);
    view.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QFont font = view.font();
    font.setPixelSize(17);
    view.setFont(font);
    view.resize(width, height);
    view.show();
    app.processEvents();

    QImage image(QSize(width, height) * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);

    std::string command;
    long long count = 0;
    while (std::cin >> command) {
        if (command == "paints") {
            std::printf("%lld\n", paintedRows);
        } else if (std::cin >> count; command == "full") {
            auto start = std::chrono::steady_clock::now();
            for (long long i = 0; i < count; ++i) view.render(&image);
            std::printf("%lld\n", nanoseconds(std::chrono::steady_clock::now() - start));
        } else if (command == "step") {
            QScrollBar *bar = view.verticalScrollBar();
            auto start = std::chrono::steady_clock::now();
            for (long long i = 0; i < count; ++i) {
                int next = bar->value() + 10;
                bar->setValue(next > bar->maximum() ? 0 : next);
                app.processEvents();
            }
            std::printf("%lld\n", nanoseconds(std::chrono::steady_clock::now() - start));
        } else {
            std::printf("error unknown command %s\n", command.c_str());
        }
        std::fflush(stdout);
    }
    return 0;
}
