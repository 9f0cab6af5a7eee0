#!/usr/bin/env python3
"""kiwisolver's side of the layout benchmark (Sources/LayoutWorkloads/Workload.swift is the other).

The workloads, defined identically in both files (same constraints, same order). Every view has four
variables: left l, top t, width w, height h. The container's width W (and height H where a workload
needs it) are edit variables at strong priority (ours 999), suggested W = 375, H = 667.

(a) stack:    for view i: t0 == 8 (i = 0) or t_i == t_{i-1} + h_{i-1} + 8; h_i == 44; l_i == 0;
              l_i + w_i == W.
(b) edits:    (a), then 1,000 suggestions W = 300 + (k % 200) for k = 0..<1000, each followed by a solve
              (kiwi: updateVariables; ours: reading every variable).
(c) grid:     s = round(sqrt(N)) (N = 1,000 gives 32 x 32 = 1,024 cells); cell k = r*s + c:
              l_k == 0 (c = 0) or l_k == l_{k-1} + w_{k-1}; l_k + w_k == W (c = s-1);
              t_k == 0 (r = 0) or t_k == t_{k-s} + h_{k-s}; t_k + h_k == H (r = s-1);
              w_k == w_{r*s} (c > 0); h_k == h_c (r > 0).
(d) priority: for view i: t0 == 8 (i = 0) or t_i == t_{i-1} + h_{i-1} + 8; h_i >= 20; h_i == 44 weak
              (ours 250); l_i == 0; l_i + w_i == W; w_i <= 300 medium (ours 500); then last
              t_{N-1} + h_{N-1} + 8 == 8 + 38 N (required; forces heights down to 30 on average).
              The heights' optimum is not unique: only lefts, widths and the first top are compared.
(e) pinned:   for view i: l_i == 16; l_i + w_i == W - 16; t_i == 16; t_i + h_i == H - 16.

Values are printed per workload as [l0, t0, w0, h0, l1, ...]. Timings exclude building kiwi's
constraint objects (Python overhead) and include the solver's creation, every add and one solve.

Usage: kiwi_bench.py --json                 timings and values as JSON on stdout
       kiwi_bench.py --fixture 30           kiwi's values for N = 30: Tests/LayoutEngineTests/Fixtures/kiwi-n30.json
"""
import json
import math
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    kiwi = None

CONTAINER_W, CONTAINER_H = 375.0, 667.0
EDIT_COUNT = 1000
SIZES = [100, 1000, 10000]


def views(n):
    return [tuple(kiwi.Variable(f"{k}{i}") for k in "ltwh") for i in range(n)]


def stack(v, W, H):
    cs = []
    for i, (l, t, w, h) in enumerate(v):
        cs.append(t == 8 if i == 0 else t == v[i - 1][1] + v[i - 1][3] + 8)
        cs.append(h == 44)
        cs.append(l == 0)
        cs.append(l + w == W)
    return cs


def grid(v, W, H):
    s = round(math.sqrt(len(v)))
    cs = []
    for k, (l, t, w, h) in enumerate(v):
        r, c = divmod(k, s)
        cs.append(l == 0 if c == 0 else l == v[k - 1][0] + v[k - 1][2])
        if c == s - 1:
            cs.append(l + w == W)
        cs.append(t == 0 if r == 0 else t == v[k - s][1] + v[k - s][3])
        if r == s - 1:
            cs.append(t + h == H)
        if c > 0:
            cs.append(w == v[r * s][2])
        if r > 0:
            cs.append(h == v[c][3])
    return cs


def priority(v, W, H):
    cs = []
    for i, (l, t, w, h) in enumerate(v):
        cs.append(t == 8 if i == 0 else t == v[i - 1][1] + v[i - 1][3] + 8)
        cs.append(h >= 20)
        cs.append((h == 44) | "weak")
        cs.append(l == 0)
        cs.append(l + w == W)
        cs.append((w <= 300) | "medium")
    last = v[-1]
    cs.append(last[1] + last[3] + 8 == 8 + 38 * len(v))
    return cs


def pinned(v, W, H):
    cs = []
    for (l, t, w, h) in v:
        cs.append(l == 16)
        cs.append(l + w == W - 16)
        cs.append(t == 16)
        cs.append(t + h == H - 16)
    return cs


BUILDERS = {"stack": stack, "grid": grid, "priority": priority, "pinned": pinned}


def view_count(name, n):
    return round(math.sqrt(n)) ** 2 if name == "grid" else n


def prepare(name, n):
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    v = views(view_count(name, n))
    return W, H, v, BUILDERS[name](v, W, H)


def solve(W, H, cs):
    solver = kiwi.Solver()
    solver.addEditVariable(W, "strong")
    solver.addEditVariable(H, "strong")
    solver.suggestValue(W, CONTAINER_W)
    solver.suggestValue(H, CONTAINER_H)
    for c in cs:
        solver.addConstraint(c)
    solver.updateVariables()
    return solver


def values(v):
    return [x.value() for view in v for x in view]


def time_from_scratch(name, n, rounds):
    times = []
    for _ in range(rounds):
        W, H, v, cs = prepare(name, n)
        start = time.perf_counter()
        solve(W, H, cs)
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2], values(v)


def time_edits(n, rounds):
    """Seconds per width change (median over rounds of the mean over EDIT_COUNT changes)."""
    times = []
    for _ in range(rounds):
        W, H, v, cs = prepare("stack", n)
        solver = solve(W, H, cs)
        start = time.perf_counter()
        for k in range(EDIT_COUNT):
            solver.suggestValue(W, 300 + k % 200)
            solver.updateVariables()
        times.append((time.perf_counter() - start) / EDIT_COUNT)
    return sorted(times)[len(times) // 2], values(v)


def rounds_for(n):
    return {100: 15, 1000: 5}.get(n, 1)


def benchmark():
    results = []
    big_budget = 20.0  # seconds: skip a workload at 10,000 when 1,000 x 300 (kiwi grows faster than quadratically) predicts more
    for n in SIZES:
        for name in BUILDERS:
            if n > 1000:
                small = next(r for r in results if r["workload"] == name and r["n"] == 1000)
                if small["seconds"] * 300 > big_budget:
                    results.append({"workload": name, "n": n, "skipped": True})
                    continue
            seconds, vals = time_from_scratch(name, n, rounds_for(n))
            results.append({"workload": name, "n": n, "seconds": seconds, "values": vals})
        if n <= 1000:
            seconds, vals = time_edits(n, rounds_for(n))
            results.append({"workload": "edits", "n": n, "seconds": seconds, "values": vals})
    return results


def fixture(n):
    out = {"n": n, "workloads": {}}
    for name in BUILDERS:
        W, H, v, cs = prepare(name, n)
        solve(W, H, cs)
        out["workloads"][name] = values(v)
    W, H, v, cs = prepare("stack", n)
    solver = solve(W, H, cs)
    for k in range(EDIT_COUNT):
        solver.suggestValue(W, 300 + k % 200)
    solver.updateVariables()
    out["workloads"]["edits"] = values(v)
    return out


def main():
    if kiwi is None:
        print(json.dumps({"error": "kiwisolver is not installed (scripts/install-bench-deps.sh)"}))
        return 1
    if "--fixture" in sys.argv:
        n = int(sys.argv[sys.argv.index("--fixture") + 1])
        print(json.dumps(fixture(n)))
    elif "--json" in sys.argv:
        print(json.dumps({"kiwisolver": kiwi.__version__, "results": benchmark()}))
    else:
        for r in benchmark():
            t = "skipped" if r.get("skipped") else f"{r['seconds'] * 1000:10.3f} ms"
            print(f"{r['workload']:9} N={r['n']:6}  {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
