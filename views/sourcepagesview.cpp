#include "views/sourcepagesview.h"

namespace draudit {
namespace views {

SourcePagesView::~SourcePagesView() = default;

} // namespace views
} // namespace draudit
