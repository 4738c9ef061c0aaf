#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent computation of DR. BENCH's report metrics (the paper's formulas as PROTOCOLS.md gives them) from
a run folder's raw files, for tst_drbench. Usage: drbench_reference.py RUN_DIR EPSILON_PLUS EPSILON_MINUS
Prints JSON {source: {model: {statistic: mean over the model's reports}}} for the sources "eval" (Eval_ sums),
"judge gpt-4.1/turn 1" (Mr-Dre's QSR coverage, Eval's GRR sum) and "judge drbench-gpt" (Eval's QSR sum, the long
format's GRR labels). stdlib only."""
import csv, glob, json, os, re, sys
from collections import defaultdict

A, B, LAM, MU, ETA, THETA, KAPPA = 0.5, 0.5, 0.7, 0.3, 0.2, 0.7, 0.3


def max_points(rubric):
    return max(int(n) for n in re.findall(r"=\s*(\d+)", rubric))


def metrics(qsr, qsr_max, grr, grr_max, e, log, eps_plus, eps_minus):
    quality = A * qsr / qsr_max + B * grr / grr_max
    fak = 1 - sum(min(c / eps_plus, 1) * r / 5 for c, r in zip(e["keywords_fak_count"], e["keywords_fak_relevance"])) / 5
    fdk = sum(min(c / eps_minus, 1) * r / 5 for c, r in zip(e["keywords_fdk_count"], e["keywords_fdk_relevance"])) / 5
    drift = LAM * fak + MU * fdk
    rate_full = e["url_full_match"] / e["ref_url_num"]
    tboost = 1 + ETA * (THETA * rate_full + KAPPA * e["url_host_match"] / (e["report_url_num"] + 1))
    tboost1 = 1 + ETA * (THETA * rate_full + KAPPA * (e["url_host_match"] - e["url_full_match"]) / (e["report_url_num"] + 1))
    integrated = quality * (1 - drift) * tboost * 100
    return {"quality": quality, "fak_drift": fak, "fdk_drift": fdk, "semantic_drift": drift, "tboost": tboost,
            "tboost_algorithm1": tboost1, "integrated_score": integrated,
            "integrated_score_algorithm1": quality * (1 - drift) * tboost1 * 100,
            "contribution_per_token": integrated / (log["total_tokens"] - log["input_tokens"]),
            "retrieval_index": len(log["annotations"]) / (len(log["pure_annotations"]) + 1)}


def main():
    run, eps_plus, eps_minus = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
    tasks = {t["uid"]: t for t in map(json.loads, open(os.path.join(run, "tasks.jsonl")))}
    grr = json.load(open(os.path.join(run, "grr_general.json")))
    grr_max = sum(g["points"] for g in grr)
    labels = defaultdict(float)
    for row in csv.DictReader(open(os.path.join(run, "drbench_judge.csv"))):
        if row["value"] == "Yes":
            labels[(row["system"], row["task"])] += grr[int(row["rubric"].split(":")[1])]["points"]
    out = defaultdict(lambda: defaultdict(lambda: defaultdict(list)))
    for path in sorted(glob.glob(os.path.join(run, "Eval_*.jsonl"))):
        model = os.path.basename(path)[5:-6]
        logs = {l["uid"]: l for l in map(json.loads, open(os.path.join(run, "Log_%s.jsonl" % model)))}
        mrdre = {c["id"]: c for c in map(json.loads, open(os.path.join(run, "mr-dre", model, "checklist_turn1.jsonl")))}
        for e in map(json.loads, open(path)):
            uid = e["uid"]
            qmax = sum(max_points(q) for q in tasks[uid]["qsr"])
            covered = sum(d["covered"] * max_points(q) for d, q in zip(mrdre[uid]["checklist_details"], tasks[uid]["qsr"]))
            for source, qsr, g in (("eval", e["qsr_sum"], e["grr_sum"]),
                                   ("judge gpt-4.1/turn 1", covered, e["grr_sum"]),
                                   ("judge drbench-gpt", e["qsr_sum"], labels[(model, uid)])):
                for k, v in metrics(qsr, qmax, g, grr_max, e, logs[uid], eps_plus, eps_minus).items():
                    out[source][model][k].append(v)
    json.dump({s: {m: {k: sum(v) / len(v) for k, v in stats.items()} for m, stats in models.items()}
               for s, models in out.items()}, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
