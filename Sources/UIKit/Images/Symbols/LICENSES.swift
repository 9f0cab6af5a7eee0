// LICENSES note for the symbol set (kept as a Swift comment so the UIKit target has no unhandled files;
// the lead folds it into docs).
//
// # Symbol set: licence
//
// `UIImage(systemName:)` draws icons from **Bootstrap Icons** (https://icons.getbootstrap.com), version
// 1.10.3 as Debian packages it (`bootstrap-icons`, installed by `scripts/install-deps.sh`; files in
// `/usr/share/bootstrap-icons/svg/`). Tessera does not copy the icons into its repository: it reads the
// installed SVG files at run time, and only its own name table (SF Symbols names → icon file names) is
// part of Tessera's sources.
//
// Licence: MIT.
//
//     Copyright (c) 2019-2021 The Bootstrap Authors
//
//     Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
//     associated documentation files (the "Software"), to deal in the Software without restriction,
//     including without limitation the rights to use, copy, modify, merge, publish, distribute,
//     sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
//     furnished to do so, subject to the following conditions:
//
//     The above copyright notice and this permission notice shall be included in all copies or
//     substantial portions of the Software.
//
//     THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
//     NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
//     NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
//     OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
//     CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
//
// SF Symbols names are used only as lookup keys, so that code written for iOS finds an image; no Apple
// artwork is used. An app that ships Tessera's symbol images should include the notice above (the
// Debian package installs it as `/usr/share/doc/bootstrap-icons/copyright`).
//
// Why this set: of the freely licensed sets Debian packages, it is the closest to SF Symbols' look (thin,
// rounded line icons with filled variants, drawn on one grid), it has outline, `-fill`, `-circle`,
// `-circle-fill`, `-square` and `-square-fill` variants that map onto SF Symbols' naming, and its outlines
// are plain SVG paths that Tessera draws as vectors at any size. Checked and not chosen: Material Design
// Icons fonts (a different, geometric look; one weight), Font Awesome (OFL; heavier, less like SF), and
// Adwaita's symbolic icons (few of the names apps use). None of them ships several weights either; Tessera
// makes SF Symbols' nine weights by growing or shrinking the outlines evenly.
