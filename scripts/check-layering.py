#!/usr/bin/env python3
"""Checks that UIKit's source folders reference each other only as the layering map allows.

The map is the fenced ```layering block in docs/architecture.md ("UIKit's folders"): folders in layers,
bottom first, and the upward references allowed by design. A folder may name types declared in its own
layer or any layer below; a reference to a higher layer is a violation unless an `allow` line lists it.

How references are found (a light lexer, no compiler): comments and string literals are blanked out; the
types each folder declares are the top-level `class`, `struct`, `enum`, `protocol`, `actor` and
`typealias` names of its files (not `private`/`fileprivate` ones, which no other file sees), plus
`Outer.Inner` for types nested in a type or an extension; then every identifier in a file that names a
type declared in another folder (and not in its own) is a reference. Members added to another folder's
type by an extension are not seen (that needs type checking); nor are references inside string
interpolations.

Usage:
  scripts/check-layering.py              check Sources/UIKit; print violations; exit 1 if any
  scripts/check-layering.py --graph      print every folder-to-folder reference with counts, then check
  scripts/check-layering.py --self-test  check a small made-up tree with one violation (exit 0 if caught)
  options: --root DIR (the repository), --map FILE (a file holding the layering block)
"""

import argparse
import os
import re
import sys
import tempfile
from collections import defaultdict

DECL_RE = re.compile(
    r"\b(class|struct|enum|protocol|actor|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)"
)
IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
PRIVATE_RE = re.compile(r"\b(private|fileprivate)\b[^\n{;]*$")
# Words after which `class` is a modifier, not a declaration (`class func`, `class var`...).
CLASS_MODIFIED = {"func", "var", "let", "subscript", "init", "override", "final", "public", "open",
                  "internal", "private", "fileprivate", "package", "static", "convenience", "required"}


def blank(text):
    """Returns `text` with comments and string literals replaced by spaces (newlines kept, so line
    numbers stay)."""
    out = []
    i, n = 0, len(text)
    depth = 0  # nested /* */ comments

    def keep_newlines(s):
        return "".join("\n" if c == "\n" else " " for c in s)

    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth += 1
                out.append("  ")
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                out.append("  ")
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth = 1
            out.append("  ")
            i += 2
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8] or "")):
            hashes = 0
            while i + hashes < n and text[i + hashes] == "#":
                hashes += 1
            start = i
            i += hashes
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            i += len(quote)
            closing = quote + "#" * hashes
            while i < n:
                if hashes == 0 and text[i] == "\\":
                    i += 2
                    continue
                if text.startswith(closing, i):
                    i += len(closing)
                    break
                if not multi and text[i] == "\n":
                    break
                i += 1
            out.append(keep_newlines(text[start:i]))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def swift_files(src):
    """(folder, path) for every Swift file under `src`, the folder being the first path component (files
    directly in `src` belong to the folder "")."""
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".swift"):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, src)
                folder = rel.split(os.sep)[0] if os.sep in rel else ""
                yield folder, path


def scan(text):
    """Declarations in blanked source: [(name, qualified, private, depth)] where `qualified` is the
    dotted name with its enclosing types, and identifiers as (line, name, preceded_by_dot)."""
    decls = []
    stack = []  # (depth at which the type's body opens, its qualified name)
    depth = 0
    pending = None  # a type declaration whose `{` has not come yet
    events = []
    for m in DECL_RE.finditer(text):
        events.append((m.start(), m))
    ei = 0
    line_starts = [0]
    for k, ch in enumerate(text):
        if ch == "\n":
            line_starts.append(k + 1)
    for k, ch in enumerate(text):
        while ei < len(events) and events[ei][0] == k:
            m = events[ei][1]
            ei += 1
            kind, name = m.group(1), m.group(2)
            if k > 0 and (text[k - 1].isalnum() or text[k - 1] in "_.@#"):
                continue
            if kind == "class" and re.match(r"class\s+(func|var|let|subscript)\b", text[k:k + 20]):
                continue
            after = text[m.end():m.end() + 1]
            if kind != "extension" and after == ".":
                continue
            line_start = text.rfind("\n", 0, k) + 1
            private = bool(re.search(r"\b(private|fileprivate)\b", text[line_start:k]))
            outer = stack[-1][1] if stack else None
            if kind == "extension":
                qualified = name
            else:
                qualified = f"{outer}.{name}" if outer else name
                decls.append((name, qualified, private, len(stack), line_of(line_starts, k)))
            if kind != "typealias":
                pending = qualified
        if ch == "{":
            depth += 1
            if pending is not None:
                stack.append((depth, pending))
                pending = None
        elif ch == "}":
            if stack and stack[-1][0] == depth:
                stack.pop()
            depth -= 1
        elif ch == ";" or ch == "=":
            # `typealias X = …` or a protocol requirement ends without a body.
            pass
    return decls


def line_of(line_starts, offset):
    lo, hi = 0, len(line_starts)
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if line_starts[mid] <= offset:
            lo = mid
        else:
            hi = mid
    return lo + 1


def read_map(path):
    """Layers (folder -> index, bottom 0) and allowed upward references {(from, to): reason} from the
    fenced ```layering block in `path`."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^```layering\n(.*?)^```", text, re.S | re.M)
    if not m:
        sys.exit(f"{path}: no ```layering block")
    layer_of, allowed = {}, {}
    layers = 0
    for number, raw in enumerate(m.group(1).splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("layer "):
            folders = line.split(":", 1)[1].split() if ":" in line else []
            for folder in folders:
                if folder in layer_of:
                    sys.exit(f"{path}: layering block line {number}: {folder} is already in a layer")
                layer_of[folder] = layers
            layers += 1
        elif line.startswith("allow "):
            rule, _, reason = line[len("allow "):].partition(":")
            parts = [p.split() for p in rule.split("->")]
            if len(parts) != 2 or not parts[0] or not parts[1] or not reason.strip():
                sys.exit(f"{path}: layering block line {number}: expected `allow From… -> To…: reason`")
            for source in parts[0]:
                for target in parts[1]:
                    allowed[(source, target)] = reason.strip()
        else:
            sys.exit(f"{path}: layering block line {number}: expected `layer N: folders` or `allow A… -> B…: why`")
    return layer_of, allowed


def check(src, layer_of, allowed, graph=False, out=sys.stdout):
    files = list(swift_files(src))
    blanked = {}
    declared = defaultdict(set)  # name or Outer.Inner -> folders declaring it
    for folder, path in files:
        with open(path, encoding="utf-8") as f:
            text = blank(f.read())
        blanked[path] = text
        for name, qualified, private, nesting, _ in scan(text):
            if nesting == 0 and private:
                continue
            declared[qualified].add(folder)

    problems = []
    folders = {folder for folder, _ in files}
    for folder in sorted(folders):
        if folder and folder not in layer_of:
            problems.append(f"{src}/{folder}: folder missing from the layering map")
    for (a, b) in allowed:
        for f in (a, b):
            if f not in layer_of:
                problems.append(f"layering map: allow {a} -> {b} names unknown folder {f}")

    edges = defaultdict(list)  # (from, to) -> [(path, line, name)]
    for folder, path in files:
        if not folder:
            continue  # Exports.swift: re-exports only
        text = blanked[path]
        line = 1
        last = 0
        prev_end = -1
        prev_name = None
        for m in IDENT_RE.finditer(text):
            line += text.count("\n", last, m.start())
            last = m.start()
            name = m.group(0)
            dotted = m.start() > 0 and text[m.start() - 1] == "."
            if dotted:
                # `Outer.Inner`: a nested type another folder declared in an extension of Outer.
                if prev_name is not None and prev_end == m.start() - 1:
                    key = f"{prev_name}.{name}"
                    owners = declared.get(key)
                    if owners and folder not in owners:
                        for owner in owners:
                            edges[(folder, owner)].append((path, line, key))
                prev_name, prev_end = name, m.end()
                continue
            prev_name, prev_end = name, m.end()
            owners = declared.get(name)
            if not owners or folder in owners:
                continue
            for owner in owners:
                if owner:
                    edges[(folder, owner)].append((path, line, name))

    if graph:
        for (a, b), refs in sorted(edges.items()):
            names = sorted({r[2] for r in refs})
            shown = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
            mark = ""
            if a in layer_of and b in layer_of and layer_of[b] > layer_of[a]:
                mark = "  ALLOWED" if (a, b) in allowed else "  UPWARD"
            print(f"{a} -> {b}: {len(refs)} ({shown}){mark}", file=out)

    used_allows = set()
    for (a, b), refs in sorted(edges.items()):
        if a not in layer_of or b not in layer_of or layer_of[b] <= layer_of[a]:
            continue
        if (a, b) in allowed:
            used_allows.add((a, b))
            continue
        for path, line, name in refs:
            problems.append(f"{path}:{line}: {name} is declared in {b}, a higher layer than {a}")
    for (a, b) in sorted(set(allowed) - used_allows):
        if a in layer_of and b in layer_of and layer_of[b] <= layer_of[a]:
            problems.append(f"layering map: allow {a} -> {b} is not upward; remove it")
        elif (a, b) not in edges:
            problems.append(f"layering map: allow {a} -> {b} is no longer used; remove it")
    for p in problems:
        print(p, file=out)
    return problems


SELF_TEST_MAP = """```layering
layer 0: Geometry
layer 1: Views
layer 2: Controls
allow Views -> Controls: a made-up exception for the test
```
"""

SELF_TEST_FILES = {
    "Geometry/Point.swift": "public struct Point { var x = 0 }\n",
    "Views/View.swift": (
        "/* A view. It names Slider only in comments: Slider */\n"
        "open class View {\n"
        "    var origin = Point()\n"
        "    var title = \"Slider \\(1)\"\n"
        "    public enum Mode { case plain }\n"
        "}\n"
    ),
    "Views/View+Controls.swift": "extension View {\n    func makeButton() -> Button { Button() }\n}\n",
    "Controls/Button.swift": (
        "open class Button: View {\n"
        "    var mode: View.Mode = .plain\n"
        "}\n"
        "private struct Helper {}\n"
    ),
    "Controls/Slider.swift": "open class Slider: View {}\nprivate struct Helper {}\n",
    "Geometry/Rect.swift": "public struct Rect {\n    var origin = Point()\n    // Geometry must not know Slider:\n    var view: Slider? = nil\n}\n",
}


def self_test():
    """Builds a tiny tree with one allowed upward reference and one violation; checks that exactly the
    violation is reported, at its line."""
    with tempfile.TemporaryDirectory() as root:
        for rel, body in SELF_TEST_FILES.items():
            path = os.path.join(root, "Sources", rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(body)
        map_path = os.path.join(root, "map.md")
        with open(map_path, "w", encoding="utf-8") as f:
            f.write(SELF_TEST_MAP)
        layer_of, allowed = read_map(map_path)
        import io
        buf = io.StringIO()
        problems = check(os.path.join(root, "Sources"), layer_of, allowed, out=buf)
        expected = [f"{os.path.join(root, 'Sources', 'Geometry', 'Rect.swift')}:4: Slider is declared in "
                    "Controls, a higher layer than Geometry"]
        if problems != expected:
            print("self-test FAILED: expected\n  " + "\n  ".join(expected) + "\ngot\n  " + "\n  ".join(problems))
            return 1
        # The checker must also catch a folder the map does not know.
        os.makedirs(os.path.join(root, "Sources", "Unmapped"))
        with open(os.path.join(root, "Sources", "Unmapped", "X.swift"), "w", encoding="utf-8") as f:
            f.write("struct X { var p: Point }\n")
        problems = check(os.path.join(root, "Sources"), layer_of, allowed, out=io.StringIO())
        if not any("Unmapped: folder missing" in p for p in problems):
            print("self-test FAILED: an unmapped folder was not reported")
            return 1
    print("self-test passed: the violation and the unmapped folder were reported, the allowed reference was not")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--map", help="file with the ```layering block (default: docs/architecture.md)")
    parser.add_argument("--graph", action="store_true", help="print every folder-to-folder reference")
    parser.add_argument("--self-test", action="store_true", help="check a made-up tree with one violation")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    root = os.path.normpath(args.root)
    map_path = args.map or os.path.join(root, "docs", "architecture.md")
    layer_of, allowed = read_map(map_path)
    src = os.path.join(root, "Sources", "UIKit")
    problems = check(os.path.relpath(src), layer_of, allowed, graph=args.graph)
    if problems:
        print(f"layering: {len(problems)} problem(s); the map is the ```layering block in {os.path.relpath(map_path)}")
        return 1
    print("layering: UIKit's folders reference each other as the map allows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
