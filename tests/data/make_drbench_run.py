#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes draudit's self-written DR. BENCH run (tests/data/drbench-run/): two tasks in the original shape, three
general-report rubrics, three agents' run logs and Eval_ files, Mr-Dre checklist_turn1.jsonl per agent (one folder
per agent, as Mr-Dre writes them) and a judge's general-report decisions in the long format of FORMATS.md §6."""
import csv, json, os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "drbench-run")
MODELS = ["alpha", "beta", "gamma"]
TASKS = [
    {"uid": "03001", "query": "How did harbour automation change crane productivity between 2000 and 2020?",
     "qsr": ["Gives productivity figures for at least two ports. Yes=3, Partial=1 (one port), No=0",
             "Names the automation vendors. Yes=2, No=0"],
     "tsl": ["https://example.org/ports", "https://example.org/vendors"],
     "fak": ["STS crane", "moves per hour", "automation", "terminal", "vendor"],
     "fdk": ["cruise", "ferry", "fishing", "yacht", "canal"]},
    {"uid": "07002", "query": "城市更新中历史街区的居民参与机制有哪些？",
     "qsr": ["列举至少三种参与机制。Yes=3, Partial（两种）=1, No=0"],
     "tsl": ["https://example.org/urban"],
     "fak": ["居民", "参与", "历史街区", "更新", "机制"],
     "fdk": ["旅游", "地铁", "房价", "学区", "商场"]},
]
GRR = [{"id": "G1", "item": "The report states its scope in the opening section.", "points": 2},
       {"id": "G2", "item": "Every quantitative claim names its source.", "points": 2},
       {"id": "G3", "item": "Conflicting sources are acknowledged.", "points": 1}]
# Per model and task: Mr-Dre coverage of each QSR item, the long-format judge's GRR labels, and the Eval numbers.
COVERED = {"alpha": {"03001": [1, 1], "07002": [0.5]}, "beta": {"03001": [0.5, 0], "07002": [1]},
           "gamma": {"03001": [0, 1], "07002": [0]}}
GRR_LABELS = {"alpha": {"03001": "YYN", "07002": "YYY"}, "beta": {"03001": "YNN", "07002": "YYN"},
              "gamma": {"03001": "NNY", "07002": "YNN"}}
EVAL = {  # qsr_sum, grr_sum, fak counts, fak relevance, fdk counts, fdk relevance, full, host, ref, report urls
    "alpha": {"03001": (5, 4, [3, 2, 5, 1, 0], [5, 4, 5, 3, 1], [0, 1, 0, 0, 0], [1, 2, 1, 1, 1], 1, 2, 2, 6),
              "07002": (1, 5, [4, 4, 2, 3, 1], [5, 5, 4, 4, 3], [0, 0, 0, 0, 0], [1, 1, 1, 1, 1], 1, 1, 1, 3)},
    "beta": {"03001": (1, 2, [1, 0, 2, 0, 0], [4, 3, 5, 2, 1], [2, 1, 0, 0, 0], [2, 2, 1, 1, 1], 0, 1, 2, 4),
             "07002": (3, 4, [2, 1, 1, 0, 0], [5, 4, 3, 2, 2], [1, 0, 0, 0, 0], [3, 1, 1, 1, 1], 1, 2, 1, 5)},
    "gamma": {"03001": (2, 1, [0, 0, 1, 0, 0], [3, 2, 4, 1, 1], [3, 2, 1, 0, 0], [4, 3, 2, 1, 1], 0, 0, 2, 2),
              "07002": (0, 2, [1, 0, 0, 0, 0], [4, 3, 2, 2, 1], [2, 2, 0, 0, 0], [4, 4, 1, 1, 1], 0, 1, 1, 1)},
}
TOKENS = {"alpha": (1200, 5400), "beta": (900, 3000), "gamma": (1500, 2500)}


def write_jsonl(path, rows):
    with open(path, "w") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    os.makedirs(HERE, exist_ok=True)
    write_jsonl(os.path.join(HERE, "tasks.jsonl"), TASKS)
    with open(os.path.join(HERE, "grr_general.json"), "w") as f:
        json.dump(GRR, f, indent=1)
    decisions = []
    for m in MODELS:
        inp, total = TOKENS[m]
        write_jsonl(os.path.join(HERE, "Log_%s.jsonl" % m), [
            {"uid": t["uid"], "query": t["query"], "input_tokens": inp, "output_tokens": total - inp,
             "reasoning_tokens": 0, "total_tokens": total,
             "annotations": ["https://example.org/%s/%d" % (m, i) for i in range(EVAL[m][t["uid"]][9])],
             "pure_annotations": ["https://example.org/%s/%d" % (m, i) for i in range(2)],
             "text": "## %s report on %s" % (m, t["uid"]), "pure_text": "%s report" % m} for t in TASKS])
        write_jsonl(os.path.join(HERE, "Eval_%s.jsonl" % m), [
            dict(zip(("uid", "qsr_sum", "grr_sum", "keywords_fak_count", "keywords_fak_relevance",
                      "keywords_fdk_count", "keywords_fdk_relevance", "url_full_match", "url_host_match",
                      "ref_url_num", "report_url_num"), (t["uid"],) + EVAL[m][t["uid"]])) for t in TASKS])
        folder = os.path.join(HERE, "mr-dre", m)
        os.makedirs(folder, exist_ok=True)
        rows = []
        for t in TASKS:
            weights = [3, 2] if t["uid"] == "03001" else [3]
            details = [{"id": i + 1, "item": q, "weight": w, "covered": c, "justification": "checked %d" % i}
                       for i, (q, w, c) in enumerate(zip(t["qsr"], weights, COVERED[m][t["uid"]]))]
            covered = sum(d["covered"] * d["weight"] for d in details)
            rows.append({"id": t["uid"], "checklist_evaluator_model": "gpt-4.1", "coverage_score":
                         covered / sum(weights), "total_points": sum(weights), "covered_points": covered,
                         "checklist_details": details})
        write_jsonl(os.path.join(folder, "checklist_turn1.jsonl"), rows)
        for t in TASKS:
            for i, label in enumerate(GRR_LABELS[m][t["uid"]]):
                decisions.append(["drbench-gpt", m, t["uid"], "grr:%d" % i, "Yes" if label == "Y" else "No"])
    with open(os.path.join(HERE, "drbench_judge.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["judge", "system", "task", "rubric", "value"])
        w.writerows(decisions)


if __name__ == "__main__":
    main()
