#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent re-implementation of the LiveDRBench evaluator's arithmetic (microsoft/livedrbench
src/evaluate.py and src/evals/*.py), with every LLM call answered from a judge's decisions in draudit's long
format instead. Usage: livedrbench_reference.py TRUTH.jsonl DECISIONS.csv PREDS.json... ; prints JSON
{system: {category: {precision, recall, f1}, "overall (mean over questions, evaluate.py)": {...},
"mean of categories (paper Table 11)": {...}}}. Written for tst_livedrbench; stdlib only."""
import base64, csv, hashlib, json, os, sys
from collections import defaultdict


def decrypt(text, canary):
    data = base64.b64decode(text)
    key = hashlib.sha256(canary.encode()).digest()
    key = key * (len(data) // len(key)) + key[: len(data) % len(key)]
    return bytes(a ^ b for a, b in zip(data, key)).decode()


class Judge:
    """Answers the evaluator's questions from the long-format rows of one system."""

    def __init__(self, rows):
        self.rows = rows

    def _find(self, **want):
        return [r for r in self.rows if all(str(r[k]) == str(v) for k, v in want.items())]

    def evaluate_dict(self, entry, pred_index):
        found = self._find(entry=entry, pred_index="" if pred_index is None else pred_index, field="key_score")
        return {r["key"]: float(r["value"]) for r in found}

    def list_match(self, entry, pred_index, gt_list):
        found = self._find(entry=entry, pred_index=pred_index, field="key_score")
        gts = {r["gt_index"] for r in found if r["gt_index"] != ""}
        matches = self._find(entry=entry, pred_index=pred_index, field="match")
        if matches and matches[0]["gt_index"] == "" and not gts:
            return None, None
        g = int(gts.pop()) if gts else int(matches[0]["gt_index"])
        return gt_list[g], {r["key"]: float(r["value"]) for r in found}

    def str_search(self, entry, pred_index, gt_list):
        found = self._find(entry=entry, pred_index=pred_index, field="match")
        if not found or (found[0]["gt_index"] == "" and found[0]["value"] in ("", "none")):
            return None
        if found[0]["gt_index"] != "":
            return gt_list[int(found[0]["gt_index"])]
        return found[0]["value"]

    def alias(self, pred_index, key, g, a):
        found = self._find(pred_index=pred_index, key=key, gt_index=g, alias=a, field="alias_match")
        return bool(found) and found[0]["value"] == "true"


def grade_dicts(judge, gts, preds, info):
    evaluations = []
    for e, (gt, pred) in enumerate(zip(gts, preds)):
        if isinstance(gt, dict):
            evaluations.append(("dict", pred, judge.evaluate_dict(e, None)))
        else:
            original = list(gt)
            for p, row in enumerate(pred):
                extracted, out = judge.list_match(e, p, original)
                if out is None:
                    evaluations.append(("list", row, None))
                    continue
                gt = [d for d in gt if d is not extracted]
                evaluations.append(("list", row, out))
    main, ignore = info.get("main_claims", []), set(info.get("ignore_keys", []))
    gt_keys = sum(len([k for k in (g if isinstance(g, dict) else {}) if k not in ignore]) for g in gts)
    gt_keys += sum(len([k for k in row if k not in ignore]) for g in gts if isinstance(g, list) for row in g)
    pred_keys = sum(len([k for k in row if k not in ignore]) for _, row, _ in evaluations)
    identified = all(not (k in main and v <= 1) for t, _, out in evaluations if t == "dict" for k, v in out.items())
    score = 0
    for _, _, out in evaluations:
        if out is None:
            continue
        ok = identified and not any(k in main and v <= 1 for k, v in out.items())
        out = {k: (3 if ok and v > 1 else 0) for k, v in out.items()}
        score += sum(v for k, v in out.items() if k not in ignore)
    score /= 3
    p = score / pred_keys if pred_keys else 0
    r = score / gt_keys if gt_keys else 0
    return p, r, (2 * p * r / (p + r) if p + r else 0)


def scifacts_pr(judge, actual, prediction, key):
    if not prediction:
        return 0, 0, 0
    def is_match(p_index, pred, g, a, item):
        if not pred:
            return 0
        if pred.lower().strip() == item.lower().strip():
            return 1
        return 1 if judge.alias(p_index, key, g, a) else 0
    sets = [entry[key] if isinstance(entry[key], list) else [entry[key]] for entry in actual]
    values = [entry.get(key, "") for entry in prediction]
    recalled = sum(1 for g, s in enumerate(sets)
                   if any(is_match(p, v, g, a, item) for p, v in enumerate(values) for a, item in enumerate(s)))
    precise = sum(1 for p, v in enumerate(values)
                  if any(is_match(p, v, g, a, item) for g, s in enumerate(sets) for a, item in enumerate(s)))
    pr, rc = precise / len(values), (recalled / len(sets) if sets else 0)
    return pr, rc, (2 * pr * rc / (pr + rc) if pr + rc else 0)


def grade_scifacts(judge, gts, preds):
    if "material" in gts[0][0]:
        m = scifacts_pr(judge, gts[0], preds[0], "material")
        t = scifacts_pr(judge, gts[0], preds[0], "paper_title")
        return m[0] * t[0], m[1] * t[1], m[2] * t[2]
    return scifacts_pr(judge, gts[0], preds[0], "paper_title")


def grade_strings(judge, gts, preds, titles):
    evaluations = []
    for e, (gt, pred) in enumerate(zip(gts, preds)):
        gt = [row["title"] for row in gt] if titles else list(gt)
        original = list(gt)
        for p, row in enumerate(pred):
            extracted = judge.str_search(e, p, original)
            evaluations.append(extracted)
            if extracted is not None:
                for i, d in enumerate(gt):
                    if d.lower() == extracted.lower():
                        gt = gt[:i] + gt[i + 1:]
                        break
    score, n, total = sum(1 for x in evaluations if x is not None), len(evaluations), sum(len(g) for g in gts)
    p, r = (score / n if n else 0), (score / total if total else 0)
    return p, r, (2 * p * r / (p + r) if p + r else 0)


def grade(row, preds, judge):
    if preds is None:
        return 0, 0, 0
    gts = json.loads(decrypt(row["ground_truths"], row["canary"]))
    info = json.loads(decrypt(row["misc"], row["canary"]))["eval_info"]
    category = row["category"]
    if category.startswith("scifacts-"):
        return grade_scifacts(judge, gts, preds)
    if category in ("prior-art", "entities"):
        return grade_strings(judge, gts, preds, category == "prior-art")
    return grade_dicts(judge, gts, preds, info)


def main():
    truth_path, decisions_path, pred_paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    rows = [json.loads(line) for line in open(truth_path) if line.strip()]
    decisions = list(csv.DictReader(open(decisions_path)))
    out = {}
    for path in pred_paths:
        system = os.path.splitext(os.path.basename(path))[0]
        preds = {str(p["key"]): p["preds"] for p in json.load(open(path))}
        results = []
        for row in rows:
            mine = [d for d in decisions if d["system"] == system and d["question"] == str(row["key"])]
            results.append((row["category"], grade(row, preds.get(str(row["key"])), Judge(mine))))
        by = defaultdict(list)
        for category, prf in results:
            by[category].append(prf)
        means = {c: dict(zip(("precision", "recall", "f1"), (sum(x[i] for x in v) / len(v) for i in range(3))))
                 for c, v in by.items()}
        # evaluate.py's overall: the mean over questions; the paper's Table 11: the unweighted mean of the categories.
        overall = [prf for _, prf in results]
        means["overall (mean over questions, evaluate.py)"] = {
            s: sum(x[i] for x in overall) / len(overall) for i, s in enumerate(("precision", "recall", "f1"))}
        means["mean of categories (paper Table 11)"] = {
            s: sum(means[c][s] for c in by) / len(by) for s in ("precision", "recall", "f1")}
        out[system] = means
    json.dump(out, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
