#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every file of the repository is licensed: a source file carries its SPDX lines in its first lines, and every
other file (data, documents, images) is covered by an annotation in REUSE.toml. Run as a test:
    tests/licensing/spdx_check.py REPO_ROOT
It fails naming each file that is neither, and each annotation that covers nothing. With --add, it writes the two
lines into the source files that lack them (after a #! line), as the file's comment syntax has them."""
import fnmatch, pathlib, subprocess, sys, tomllib

COPYRIGHT = "SPDX-FileCopyrightText: 2026 The draudit authors"
LICENSE = "SPDX-License-Identifier: GPL-3.0-or-later"
# The comment syntax of each kind of source file.
COMMENTS = {".cpp": ("// ", ""), ".h": ("// ", ""), ".py": ("# ", ""), ".sh": ("# ", ""), ".cmake": ("# ", ""),
            ".js": ("// ", ""), ".css": ("/* ", " */"), ".html": ("<!-- ", " -->"), ".desktop": ("# ", "")}
NAMED = {"REUSE.toml": ("# ", ""), "CMakeLists.txt": ("# ", ""), "run": ("# ", ""), "fuzz": ("# ", ""), "setup.sh": ("# ", ""),
         ".gitignore": ("# ", ""), ".clang-format": ("# ", ""), ".clang-tidy": ("# ", "")}


def comment_of(path: pathlib.Path):
    if path.name in NAMED:
        return NAMED[path.name]
    return COMMENTS.get(path.suffix)


def annotated(root: pathlib.Path):
    with open(root / "REUSE.toml", "rb") as f:
        return [a["path"] if isinstance(a["path"], list) else [a["path"]] for a in tomllib.load(f)["annotations"]]


def licence_statements(root: pathlib.Path):
    """The licence is said the same way everywhere a user or a packager reads it."""
    out = []
    if "GNU GENERAL PUBLIC LICENSE" not in (root / "LICENSE").read_text() or "Version 3" not in (root / "LICENSE").read_text():
        out.append("LICENSE: not the GPL version 3")
    metainfo = (root / "packaging/io.github.draudit.draudit.metainfo.xml").read_text()
    if "<project_license>GPL-3.0-or-later</project_license>" not in metainfo:
        out.append("packaging metainfo: project_license is not GPL-3.0-or-later")
    copyright = (root / "packaging/copyright").read_text()
    if "Files: *\nCopyright: 2026 The draudit authors\nLicense: GPL-3+" not in copyright:
        out.append("packaging/copyright: Files: * is not GPL-3+")
    if "GPL-3.0-or-later" not in (root / "README.md").read_text():
        out.append("README.md: says nothing of the licence")
    return out


def main():
    root = pathlib.Path(sys.argv[-1] if len(sys.argv) > 1 and sys.argv[-1] != "--add" else ".").resolve()
    add = "--add" in sys.argv
    files = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True)
    if files.returncode != 0:
        print("spdx: skipped, the sources are not a git checkout (the files to check are git's)")
        return 77
    patterns = [p for group in annotated(root) for p in group]
    used, problems = set(), []
    for name in files.stdout.split("\n"):
        if not name or not (root / name).exists():
            continue
        path = root / name
        style = comment_of(path)
        if style:
            head = path.read_text(encoding="utf-8").split("\n")[:6]
            if any(LICENSE in line for line in head) and any(COPYRIGHT in line for line in head):
                continue
            if add:
                lines = path.read_text(encoding="utf-8").split("\n")
                at = 1 if lines and lines[0].startswith("#!") else 0
                if path.suffix == ".html" and lines and lines[0].lower().startswith("<!doctype"):
                    at = 1
                lines[at:at] = [style[0] + COPYRIGHT + style[1], style[0] + LICENSE + style[1]]
                path.write_text("\n".join(lines), encoding="utf-8")
                continue
            problems.append(f"{name}: no SPDX lines in its first lines")
            continue
        matched = [p for p in patterns if fnmatch.fnmatch(name, p)]
        used.update(matched)
        if not matched:
            problems.append(f"{name}: not a source file and not covered by REUSE.toml")
    problems += [f"REUSE.toml: {p} covers no file" for p in patterns if p not in used]
    problems += licence_statements(root)
    for p in problems:
        print(p)
    print(f"spdx: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
