# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# DR3-Eval's cited PDF documents are read page by page with Qt PDF where the workbench is built (Qt PDF needs Qt GUI),
# through a module loaded only when a PDF is imported, so that no other command loads Qt GUI (models/core/privatehelper.h).
if(DRAUDIT_GUI)
    add_library(draudit_pdftext MODULE ${CMAKE_CURRENT_LIST_DIR}/pdftext/pdftext.cpp)
    target_link_libraries(draudit_pdftext PRIVATE project_options Qt6::Pdf)
    set_target_properties(draudit_pdftext PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${DRAUDIT_PRIVATE_OUTPUT_DIR}")
    install(TARGETS draudit_pdftext LIBRARY DESTINATION "${DRAUDIT_PRIVATE_DIR}")
    target_compile_definitions(draudit_benchmark_dr3eval PRIVATE DRAUDIT_HAVE_QTPDF)
    add_dependencies(draudit_benchmark_dr3eval draudit_pdftext) # whatever links the importer has the module built
endif()
