# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# draudit_add_test(name SOURCES ... LIBS ...): one Qt Test executable per class, run offscreen.
function(draudit_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE project_options Qt6::Test ${ARG_LIBS})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        LABELS "${ARG_LABELS}"
        TIMEOUT 300
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QTWEBENGINE_DISABLE_SANDBOX=1;DRAUDIT_SHARED_DATA=${PROJECT_SOURCE_DIR}/../shared;DRAUDIT_TEST_DATA=${PROJECT_SOURCE_DIR}/tests/data;LANG=C.UTF-8;DRAUDIT_PRIVATE_DIR=${DRAUDIT_PRIVATE_OUTPUT_DIR}")
endfunction()
