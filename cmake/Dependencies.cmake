# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Every third-party dependency, all from Debian 12 packages (see setup.sh).
set(DRAUDIT_QT_COMPONENTS Core Sql Concurrent Network Test LinguistTools)
if(DRAUDIT_GUI)
    # Pdf (from Qt WebEngine's sources) reads the text of the PDF documents DR3-Eval's claims cite.
    list(APPEND DRAUDIT_QT_COMPONENTS Widgets Svg WebEngineWidgets Charts Pdf)
endif()
find_package(Qt6 6.4 REQUIRED COMPONENTS ${DRAUDIT_QT_COMPONENTS})
qt_standard_project_setup()

find_package(Boost 1.74 REQUIRED)
find_package(OpenSSL 3 REQUIRED) # TLS of the browser server (Boost.Asio), linked only by draudit-serve
find_package(Threads REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(tl-expected REQUIRED)
find_package(simdjson 3.0 REQUIRED)
find_package(SQLite3 REQUIRED) # the same library the Qt SQLite plugin uses; bulk imports bind through it directly
find_package(PkgConfig REQUIRED)
pkg_check_modules(CMARKGFM REQUIRED IMPORTED_TARGET libcmark-gfm)
find_library(CMARKGFM_EXTENSIONS_LIB cmark-gfm-extensions REQUIRED)
pkg_check_modules(XLSXWRITER REQUIRED IMPORTED_TARGET xlsxwriter)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium) # PIN hashing (crypto_pwhash, Argon2id)
pkg_check_modules(LIBARCHIVE REQUIRED IMPORTED_TARGET libarchive) # compressed and archived inputs
pkg_check_modules(LIBPQ REQUIRED IMPORTED_TARGET libpq) # COPY for PostgreSQL imports, on the connection QtSql opened
