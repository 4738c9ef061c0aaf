#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""DR-Arena's per-battle Elo as its official code defines it (tournament_cli.py -> compute_mle_elo), with
scikit-learn: one row per battle, +ln 10 in model A's column and -ln 10 in model B's; the data entered twice, a tie
counted as A's win in the first copy and as A's loss in the second; logistic regression without intercept and without
penalty; Elo = 400 * coefficient + 1000, centred on 1000 (the fit is fixed only up to a shift).

Reads a JSON list of battles {model_a, model_b, winner (a model, "Tie" or null)} from argv[1]; prints {model: elo}.
Written for draudit's tests from the definition above; no code of the official repository is copied.
"""
import json
import math
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression

battles = json.load(open(sys.argv[1]))
models = sorted({b["model_a"] for b in battles} | {b["model_b"] for b in battles})
column = {m: i for i, m in enumerate(models)}
rows, outcomes = [], []
for copy in (0, 1):
    for b in battles:
        row = np.zeros(len(models))
        row[column[b["model_a"]]] = math.log(10)
        row[column[b["model_b"]]] = -math.log(10)
        if b["winner"] == b["model_a"]:
            won = 1
        elif b["winner"] == b["model_b"]:
            won = 0
        else:
            won = 1 if copy == 0 else 0
        rows.append(row)
        outcomes.append(won)
fit = LogisticRegression(fit_intercept=False, penalty=None, tol=1e-10, max_iter=100000)
fit.fit(np.array(rows), np.array(outcomes))
elo = 400 * fit.coef_[0]
elo = elo - elo.mean() + 1000
print(json.dumps({m: float(elo[column[m]]) for m in models}))
