# Tessera's two set-up commands. Both install missing Debian packages first (fast when nothing is missing).
.PHONY: catalog test fuzz bench deps

SWIFT ?= swift
FUZZ_CASES ?= 20000
CATALOG_OUT ?= catalog-out

deps:
	@scripts/install-deps.sh

## The main job: the catalog app (PNG pages under catalog-out/ when there is no display).
catalog: deps
	$(SWIFT) build -c release --product UICatalog
	$$($(SWIFT) build -c release --show-bin-path)/UICatalog --output $(CATALOG_OUT)

## The test suite.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## The fuzz tests only, with many cases each (seeded: TESSERA_FUZZ_SEED picks another seed).
fuzz: deps
	$(SWIFT) build --build-tests
	TESSERA_FUZZ_CASES=$(FUZZ_CASES) $(SWIFT) test --skip-build --filter Fuzz

## Benchmarks: ratios against baselines measured in the same run (the layout engine's against kiwisolver).
## Both run; the target fails if either does.
bench: deps
	@scripts/install-bench-deps.sh || echo "kiwisolver could not be installed: the layout benchmark reports our own figures only"
	$(SWIFT) build -c release --product TesseraBenchmarks
	$(SWIFT) build -c release --product LayoutBenchmarks
	@bin=$$($(SWIFT) build -c release --show-bin-path); status=0; \
	$$bin/TesseraBenchmarks || status=1; \
	$$bin/LayoutBenchmarks || status=1; \
	exit $$status
