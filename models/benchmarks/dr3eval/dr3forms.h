// DR3-Eval's form: gold insight coverage.
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

// DR3-Eval gold insights: covered / half / not covered.
FormDefinition insightCoverageForm();

} // namespace draudit::models
