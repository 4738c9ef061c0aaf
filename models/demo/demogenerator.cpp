// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The demo project: the systems every part shares, then each benchmark's part in registration order, in one
// transaction.
#include "models/demo/demogenerator.h"

#include "models/demo/demotext.h"
#include "models/demo/demowriter.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/storetransaction.h"

namespace draudit::models {

Result<DemoSummary> writeDemo(ProjectStore &store, const DemoOptions &o, const QList<DemoPart> &parts,
    const std::function<void(int, int)> &progress)
{
    DemoSummary s;
    std::mt19937_64 rng(o.seed);
    auto body = [&]() -> Result<void> {
        DemoWriter w(store, s);
        DemoContext c { {}, rng, s, progress };
        for (const QString &name : demotext::systemNames()) {
            DRAUDIT_TRY(id, w.rows().addSystem(name));
            c.systems << id;
            ++s.systems;
        }
        for (DemoPart part : parts)
            DRAUDIT_TRY_VOID(part(w, o, c));
        return {};
    };
    DRAUDIT_TRY_VOID(inTransaction<void>(store, body));
    return s;
}

} // namespace draudit::models
