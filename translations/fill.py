#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills draudit_zh_CN.ts from zh_CN.py after `cmake --build build --target update_translations`.
Lists sources that still lack a translation so they can be added to zh_CN.py."""
import pathlib, sys, xml.etree.ElementTree as ET
here = pathlib.Path(__file__).parent
sys.path.insert(0, str(here))
from zh_CN import T

ts = here / "draudit_zh_CN.ts"
tree = ET.parse(ts)
missing = []
for message in tree.getroot().iter("message"):
    source = message.find("source").text or ""
    translation = message.find("translation")
    if source in T:
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            # Chinese has one plural form.
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            form = ET.SubElement(translation, "numerusform")
            form.text = T[source]
        else:
            translation.text = T[source]
    elif translation.get("type") == "unfinished" or not (translation.text or "").strip():
        missing.append(source)
tree.write(ts, encoding="utf-8", xml_declaration=True)
text = ts.read_text(encoding="utf-8").replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
ts.write_text(text, encoding="utf-8")
for m in missing:
    print("missing:", repr(m))
sys.exit(1 if missing else 0)
