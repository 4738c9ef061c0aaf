#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes draudit's self-written LiveDRBench fixture (every category), encrypted as the benchmark encrypts:
base64 of the UTF-8 JSON XOR-ed with SHA-256(canary) repeated to its length. Writes into import/ beside it."""
import base64, csv, hashlib, json, os

def encrypt(plain, canary):
    data = json.dumps(plain, ensure_ascii=False).encode()
    key = hashlib.sha256(canary.encode()).digest()
    key = key * (len(data) // len(key)) + key[: len(data) % len(key)]
    return base64.b64encode(bytes(a ^ b for a, b in zip(data, key))).decode()

def info(primary=(), main=(), ignore=(), note=""):
    return {"eval_info": {"primary_keys": list(primary), "main_claims": list(main), "ignore_keys": list(ignore),
                          "evaluation_note": note}}

QUESTIONS = [
    ("nd-001", "novel-datasets-peer",
     "List perovskite compositions reported above 25% efficiency with their deposition method.",
     [[{"composition": "FAPbI3", "efficiency": "25.6%", "method": "spin coating", "note": "certified"},
       {"composition": "CsFAPbI3", "efficiency": "25.2%", "method": "blade coating"}]],
     info(["composition"], ["composition"], ["note"], "Compositions match with or without a phase prefix.")),
    (7, "entities", "Which harbour towns in Zeeland have a lighthouse built before 1900?",
     [["Westkapelle", "Vlissingen", "Zierikzee", "Burghsluis"]], info()),
    ("fl-003", "flights", "Which airline first flew Amsterdam to Jakarta non-stop, and when?",
     [{"airline": "Garuda Indonesia", "year": "2017", "aircraft": "Boeing 777-300ER"}], info(main=["airline"])),
    ("mat-004", "scifacts-materials", "Which papers report perovskite materials above 25% efficiency?",
     [[{"material": ["FAPbI3", "formamidinium lead iodide"],
        "paper_title": ["Efficient perovskite solar cells via improved carrier management",
                        "Carrier management in perovskites"]},
       {"material": ["CsPbI3"], "paper_title": ["Stable cesium lead iodide cells"]}]], info()),
    ("geo-005", "scifacts-geo", "Which studies measured Alpine glacier retreat or Rhine sediment transport?",
     [[{"paper_title": ["Glacial retreat in the Alps 1850-2000"]},
       {"paper_title": ["Sediment transport in the Rhine delta"]}]], info()),
    ("pa-006", "prior-art", "Find prior art for a ceramic thermal barrier coating on turbine blades.",
     [[{"title": "Method for coating turbine blades"}, {"title": "Thermal barrier coating system"},
       {"title": "Ceramic layer deposition"}]], info()),
    ("ndi-007", "novel-datasets-identification", "Which coral reef image dataset was released with 2022 labels?",
     [{"dataset_name": "CoralNet-2", "year": "2022", "url": "https://example.org/coralnet2"}],
     info(main=["dataset_name"])),
    ("nde-008", "novel-datasets-identi-extraction", "Identify the urban sound dataset and its class counts.",
     [{"dataset_name": "UrbanSound-X", "license": "CC-BY"},
      [{"class": "siren", "count": "1200"}, {"class": "drill", "count": "800"}]],
     info(["class"], ["dataset_name"])),
]

ALPHA = [
    ("nd-001", [[{"composition": "FAPbI3", "efficiency": "25.6%", "method": "spin coating"},
                 {"composition": "MAPbI3", "efficiency": "24.1%"}]]),
    ("7", [["Westkapelle", "Zierikzee", "Veere"]]),  # a string key for an integer question key
    ("fl-003", [{"airline": "Garuda Indonesia", "year": "2017"}]),
    ("mat-004", [[{"material": "formamidinium lead iodide",
                   "paper_title": "Efficient Perovskite Solar Cells via Improved Carrier Management"},
                  {"material": "MAPbBr3", "paper_title": "Bright green emitters"}]]),
    ("geo-005", [[{"paper_title": "glacial retreat in the alps 1850-2000"}]]),
    ("pa-006", [[{"title": "Thermal barrier coating systems"}, {"title": "Unrelated patent"}]]),
    ("ndi-007", [{"dataset_name": "CoralNet-2", "year": "2021", "url": "https://example.org/coralnet2"}]),
    ("nde-008", [{"dataset_name": "UrbanSound-X", "license": "CC-BY"},
                 [{"class": "siren", "count": "1200"}, {"class": "dog bark", "count": "500"}]]),
]
BETA = [  # no prediction for geo-005: it scores 0 and still counts
    ("nd-001", [[{"composition": "CsFAPbI3", "efficiency": "25.2%", "method": "slot-die"}]]),
    (7, [["Vlissingen"]]),
    ("fl-003", [{"airline": "KLM", "year": "2017", "aircraft": "Boeing 777-300ER"}]),
    ("mat-004", [[{"material": "CsPbI3", "paper_title": "Cesium lead iodide stability"}]]),
    ("pa-006", [[{"title": "Method for coating turbine blades"}]]),
    ("ndi-007", [{"dataset_name": "ReefSet", "year": "2022", "url": "https://example.org/reefset"}]),
    ("nde-008", [{"dataset_name": "UrbanSound8K", "license": "CC-BY"}, [{"class": "siren", "count": "1200"}]]),
]

# The judge's decisions in the long format: (system, question, entry, pred_index, gt_index, key, field, value, alias)
J = []
def ks(system, q, entry, pred, gt, scores):
    for key, v in scores.items():
        J.append((system, q, entry, pred, gt, key, "key_score", v, ""))
def match(system, q, entry, pred, gt, value=""):
    J.append((system, q, entry, pred, gt, "", "match", value, ""))
def alias(system, q, pred, key, gt, a, value):
    J.append((system, q, 0, pred, gt, key, "alias_match", value, a))

ks("livedrbench_preds_alpha", "nd-001", 0, 0, 0, {"composition": 3, "efficiency": 3, "method": 3, "note": 0})
match("livedrbench_preds_alpha", "nd-001", 0, 1, "")
ks("livedrbench_preds_beta", "nd-001", 0, 0, 1, {"composition": 3, "efficiency": 3, "method": 1})
match("livedrbench_preds_alpha", 7, 0, 0, "", "Westkapelle")
match("livedrbench_preds_alpha", 7, 0, 1, 2)
match("livedrbench_preds_alpha", 7, 0, 2, "")
match("livedrbench_preds_beta", 7, 0, 0, 1)
ks("livedrbench_preds_alpha", "fl-003", 0, "", "", {"airline": 3, "year": 3, "aircraft": 0})
ks("livedrbench_preds_beta", "fl-003", 0, "", "", {"airline": 0, "year": 3, "aircraft": 3})
for key in ("material", "paper_title"):
    for g, a in ((0, 0), (0, 1), (1, 0)):
        alias("livedrbench_preds_alpha", "mat-004", 1, key, g, a, "false")
for g, a, v in ((0, 0, "false"), (0, 1, "false"), (1, 0, "true")):
    alias("livedrbench_preds_beta", "mat-004", 0, "paper_title", g, a, v)
match("livedrbench_preds_alpha", "pa-006", 0, 0, "", "Thermal barrier coating system")
match("livedrbench_preds_alpha", "pa-006", 0, 1, "")
match("livedrbench_preds_beta", "pa-006", 0, 0, 0)
ks("livedrbench_preds_alpha", "ndi-007", 0, "", "", {"dataset_name": 3, "year": 1, "url": 3})
ks("livedrbench_preds_beta", "ndi-007", 0, "", "", {"dataset_name": 0, "year": 3, "url": 0})
ks("livedrbench_preds_alpha", "nde-008", 0, "", "", {"dataset_name": 3, "license": 3})
ks("livedrbench_preds_alpha", "nde-008", 1, 0, 0, {"class": 3, "count": 3})
match("livedrbench_preds_alpha", "nde-008", 1, 1, "")
ks("livedrbench_preds_beta", "nde-008", 0, "", "", {"dataset_name": 1, "license": 3})
ks("livedrbench_preds_beta", "nde-008", 1, 0, 0, {"class": 3, "count": 3})

def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "import"))
    with open("livedrbench.jsonl", "w") as f:
        for n, (key, category, question, truths, misc) in enumerate(QUESTIONS):
            canary = "draudit-fixture-canary-%d" % (n + 1)
            f.write(json.dumps({"key": key, "category": category, "question": question,
                                "ground_truths": encrypt(truths, canary), "misc": encrypt(misc, canary),
                                "canary": canary}) + "\n")
    for name, preds in (("alpha", ALPHA), ("beta", BETA)):
        with open("livedrbench_preds_%s.json" % name, "w") as f:
            json.dump([{"key": k, "preds": p} for k, p in preds], f, indent=1)
    with open("livedrbench_judge.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["judge", "system", "question", "entry", "pred_index", "gt_index", "key", "field", "value",
                    "alias"])
        for system, q, entry, pred, gt, key, field, value, a in J:
            w.writerow(["gpt-4o", system, q, entry, pred, gt, key, field, value, a])

if __name__ == "__main__":
    main()
