# Tessera's two set-up commands. Both install missing Debian packages first (fast when nothing is missing).
.PHONY: catalog test sanitize fuzz bench docs deps test-deps

SWIFT ?= swift
CATALOG_OUT ?= catalog-out
FUZZ_CASES ?= 20000
MEMORY_CYCLES ?= 10000
DOCS_OUT ?= docs-out
DOC_TARGETS ?= UIKit CoreGraphics QuartzCore OSLog StyleSheets TesseraTesting TesseraSnapshotTesting

deps:
	@scripts/install-deps.sh

## The main job: the catalog app, in a window when a display exists (PNG pages under catalog-out/
## when there is none, or with CATALOG_ARGS=--output).
catalog: deps
	$(SWIFT) build -c release --product UICatalog
	@bin=$$($(SWIFT) build -c release --show-bin-path)/UICatalog; \
	if [ "$(CATALOG_ARGS)" = "--output" ] || [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then $$bin --output $(CATALOG_OUT); else $$bin $(CATALOG_ARGS); fi

## The test suite, with an X display (a private Xvfb when none answers) for the real-window tests. The
## tests expect the default main screen: TESSERA_DEVICE and TESSERA_SCALE (which UIScreen.main reads in any
## process) are cleared for them. First, before the build, the layering check: UIKit's folders may
## reference each other only as docs/architecture.md's map allows (scripts/check-layering.py; its
## self-test shows it still catches a violation). Last, the AT-SPI2 bridge as a screen reader sees it:
## Tests/ATSPI/test_bridge.py drives ATSPIProbeApp through pyatspi on a private accessibility bus
## (scripts/with-atspi.sh).
test: test-deps
	@python3 scripts/check-layering.py --self-test
	@python3 scripts/check-layering.py
	@scripts/build-snapshot-testing-first.sh
	$(SWIFT) build --build-tests
	env -u TESSERA_DEVICE -u TESSERA_SCALE scripts/run-and-summarize.sh test scripts/with-display.sh $(SWIFT) test --skip-build
	env -u TESSERA_DEVICE -u TESSERA_SCALE scripts/with-atspi.sh /usr/bin/python3 Tests/ATSPI/test_bridge.py $$($(SWIFT) build --show-bin-path)/ATSPIProbeApp

test-deps:
	@scripts/install-deps.sh --test

## The test suite under AddressSanitizer (with LeakSanitizer), then under ThreadSanitizer, each in its own
## build folder; any report fails (scripts/sanitize.sh; suppressions in scripts/sanitizers/).
sanitize: test-deps
	@scripts/sanitize.sh address
	@scripts/sanitize.sh thread

## The fuzz tests only, with many cases each (seeded: TESSERA_FUZZ_SEED picks another seed).
fuzz: deps
	@scripts/build-snapshot-testing-first.sh
	$(SWIFT) build --build-tests
	env -u TESSERA_DEVICE -u TESSERA_SCALE TESSERA_FUZZ_CASES=$(FUZZ_CASES) $(SWIFT) test --skip-build --filter Fuzz

## Benchmarks: ratios against baselines measured in the same run (the layout engine's against kiwisolver,
## the table's against Qt 6's QListView, built from scripts/qt-listview-bench, the launch of a one-label
## app against the same app in Qt 6 Widgets, built from scripts/qt-launch-bench),
## and the memory check: MEMORY_CYCLES shows and destroys of a screen of 1,000 labels and buttons, in a
## process of its own, whose malloc'd bytes must end within 1 % (or 1 MiB) of those after the first.
## All run; the target fails if any does.
bench: test-deps
	@scripts/install-bench-deps.sh || echo "kiwisolver could not be installed: the layout benchmark reports our own figures only"
	@scripts/build-qt-bench.sh || echo "Qt could not be built: the list and launch benchmarks report our own figures only"
	$(SWIFT) build -c release --product TesseraBenchmarks
	$(SWIFT) build -c release --product LayoutBenchmarks
	$(SWIFT) build -c release --product MemoryCycles
	$(SWIFT) build -c release --product RuntimeProbe
	$(SWIFT) build -c release --product LaunchProbe
	$(SWIFT) build -c release --product UICatalog
	@bin=$$($(SWIFT) build -c release --show-bin-path); status=0; \
	scripts/with-display.sh $$bin/TesseraBenchmarks || status=1; \
	$$bin/LayoutBenchmarks || status=1; \
	$$bin/MemoryCycles --cycles $(MEMORY_CYCLES) --views 1000 || status=1; \
	exit $$status

## The documentation: DocC for the public modules (UIKit's catalog is Sources/UIKit/UIKit.docc), built by
## the swift-docc-plugin into one static website under docs-out/ (serve it with any web server; each
## module at /documentation/<module>). The plugin runs only here: `make test` and `swift build` never build it.
docs: deps
	$(SWIFT) package --allow-writing-to-directory $(DOCS_OUT) generate-documentation \
		$(foreach t,$(DOC_TARGETS),--target $(t)) --output-path $(DOCS_OUT) \
		--transform-for-static-hosting --enable-experimental-combined-documentation
