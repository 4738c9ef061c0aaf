#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Normalises the package_items rows of a package dump (stdin to stdout) for the golden comparison.

A blind package's items are made from its own rows, whose ids are aliases under a random key: the shown order of an
item's generated questions, options and tasks is drawn from its (aliased) target, so it varies from run to run. The
order is put aside here (rows, questions, options and keys sorted; task numbers as N, and battles and tasks, numbered
in alias order, as battle-N and task-N); everything else is kept.
"""
import json
import re
import sys

ROW = re.compile(r"^INSERT INTO package_items VALUES\((\d+),'((?:[^']|'')*)','((?:[^']|'')*)'\);$")


def canonical(value):
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        items = [canonical(v) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False))
    if isinstance(value, str):
        value = re.sub(r"\b(battle|task)-\d+\b", r"\1-N", value)
        return re.sub(r"\b(Task|任务) ?\d+", r"\1 N", value)
    return value


for line in sys.stdin:
    match = ROW.match(line.rstrip("\n"))
    if not match:
        sys.stdout.write(line)
        continue
    item = canonical(json.loads(match.group(3).replace("''", "'")))
    text = json.dumps(item, sort_keys=True, ensure_ascii=False, separators=(",", ":")).replace("'", "''")
    sys.stdout.write(f"INSERT INTO package_items VALUES(N,'{match.group(2)}','{text}');\n")
