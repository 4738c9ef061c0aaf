#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the English plural forms in draudit_en.ts after `update_translations`.

Every numerus source ("%n answer(s)") gets its two English forms: "(s)" dropped for one, made "s" for more, and
in the one-form the verb agreeing with the counted noun made singular ("are" -> "is"). Other entries stay
unfinished: lrelease leaves them out and English shows the source text. Prints each plural it wrote."""
import pathlib, re, sys, xml.etree.ElementTree as ET

here = pathlib.Path(__file__).parent
ts = here / "draudit_en.ts"
VERBS = {"are": "is", "were": "was", "have": "has", "go": "goes", "score": "scores", "contain": "contains"}
# Where the rule above is not enough: the forms written out.
OVERRIDES = {
    "%n match(es)": ("%n match", "%n matches"),
    "%n answer(s) given on items shown in a blind session and never committed (skipped, or left before the commit) "
    "are no judgement and are left out.": (
        "%n answer given on an item shown in a blind session and never committed (skipped, or left before the "
        "commit) is no judgement and is left out.",
        "%n answers given on items shown in a blind session and never committed (skipped, or left before the "
        "commit) are no judgement and are left out."),
    "%n judge verdict(s) could not be read (the judge's output did not parse, or the judge failed; the files say "
    "UNKNOWN) and are left out of every comparison": (
        "%n judge verdict could not be read (the judge's output did not parse, or the judge failed; the files say "
        "UNKNOWN) and is left out of every comparison",
        "%n judge verdicts could not be read (the judge's output did not parse, or the judge failed; the files say "
        "UNKNOWN) and are left out of every comparison"),
    "The files record the winner of %n of them.": (
        "The files record the winner of %n of them.", "The files record the winner of %n of them."),
    "The winner of %n of them comes from the round verdicts by the points rule.": (
        "The winner of %n of them comes from the round verdicts by the points rule.",
        "The winners of %n of them come from the round verdicts by the points rule."),
    "%n battle(s) left out: not every round of them was answered.": (
        "%n battle left out: not every round of it was answered.",
        "%n battles left out: not every round of them was answered."),
    "%n prediction(s) have no decision from a judge and are scored as the evaluator would score them with every "
    "judge call negative (exact matches still count): %1": (
        "%n prediction has no decision from a judge and is scored as the evaluator would score it with every judge "
        "call negative (an exact match still counts): %1",
        "%n predictions have no decision from a judge and are scored as the evaluator would score them with every "
        "judge call negative (exact matches still count): %1"),
    "%n report(s) score more QSR or GRR points than their rubrics in the project allow (is the general-report list "
    "complete?) and are left out of the IntegratedScore": (
        "%n report scores more QSR or GRR points than its rubrics in the project allow (is the general-report list "
        "complete?) and is left out of the IntegratedScore",
        "%n reports score more QSR or GRR points than their rubrics in the project allow (is the general-report "
        "list complete?) and are left out of the IntegratedScore"),
    "%n report(s) have no Eval_<model>.jsonl record and are left out of the IntegratedScore": (
        "%n report has no Eval_<model>.jsonl record and is left out of the IntegratedScore",
        "%n reports have no Eval_<model>.jsonl record and are left out of the IntegratedScore"),
    "%n claim(s) marked right but missing from the ground truth were added to it; the \"expanded ground truth\" "
    "rows are computed on the truth with them.": (
        "%n claim marked right but missing from the ground truth was added to it; the \"expanded ground truth\" "
        "rows are computed on the truth with it.",
        "%n claims marked right but missing from the ground truth were added to it; the \"expanded ground truth\" "
        "rows are computed on the truth with them."),
}
VERB = re.compile(r"\b(" + "|".join(VERBS) + r")\b")


def forms(source):
    if source in OVERRIDES:
        return OVERRIDES[source]
    plural = source.replace("(s)", "s")
    one = source.replace("(s)", "")
    counted = one.find("%n")
    start = one.find(" ", counted if counted >= 0 else 0)
    match = VERB.search(one, start if start >= 0 else 0)
    # Only the verb of the counted noun's own clause: the first one before a semicolon or colon.
    if match and not re.search(r"[;:]", one[start:match.start()]):
        one = one[:match.start()] + VERBS[match.group(1)] + one[match.end():]
    return one, plural


tree = ET.parse(ts)
bad = []
for message in tree.getroot().iter("message"):
    if message.get("numerus") != "yes":
        continue
    source = message.find("source").text or ""
    if "(s)" not in source and source not in OVERRIDES:
        bad.append(source)
        continue
    translation = message.find("translation")
    translation.attrib.pop("type", None)
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    for text in forms(source):
        ET.SubElement(translation, "numerusform").text = text
    print(" | ".join(forms(source)).replace("\n", "\\n"))
tree.write(ts, encoding="utf-8", xml_declaration=True)
text = ts.read_text(encoding="utf-8").replace(
    "<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
ts.write_text(text, encoding="utf-8")
for b in bad:
    print("numerus without (s):", repr(b))
sys.exit(1 if bad else 0)
