#include "views/comparisonview.h"

namespace draudit {
namespace views {

ComparisonView::~ComparisonView() = default;

} // namespace views
} // namespace draudit
