<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>QObject</name>
    <message>
        <source>reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identity (y = x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean of judge and human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human − judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limits of agreement (±1.96 SD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (Bradley–Terry, 95% intervals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::AppearanceFlow</name>
    <message>
        <source>&amp;Larger Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dar&amp;k Theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::ChecksFlow</name>
    <message numerus="yes">
        <source>%n attention check(s) saved</source>
        <translation>
            <numerusform>%n attention check saved</numerusform>
            <numerusform>%n attention checks saved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::app::ImportFlow</name>
    <message>
        <source>ignored %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 was imported before in part: %n record(s) were skipped and are not in the project</source>
        <translation>
            <numerusform>%1 was imported before in part: %n record was skipped and is not in the project</numerusform>
            <numerusform>%1 was imported before in part: %n records were skipped and are not in the project</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>

%n problem(s):
</source>
        <translation>
            <numerusform>

%n problem:
</numerusform>
            <numerusform>

%n problems:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) imported, %1 unchanged, %2 failed%3.

%4</source>
        <translation>
            <numerusform>%n file imported, %1 unchanged, %2 failed%3.

%4</numerusform>
            <numerusform>%n files imported, %1 unchanged, %2 failed%3.

%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::app::ItemFlow</name>
    <message>
        <source>Committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the judge&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audit (not blind): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge is shown only after your answer is committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::MainWindow</name>
    <message>
        <source>draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This was the last item in the navigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Annotator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name as annotator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Last Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not available now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for another program to finish writing to the project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This task has no reports yet: import reports of it to read and score them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only web links can be opened; this one is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this address in your web browser?

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit projects (*.draudit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: “%1” is %2 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: “%1” is unanswered again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n answer(s)</source>
        <translation>
            <numerusform>Saved %n answer</numerusform>
            <numerusform>Saved %n answers</numerusform>
        </translation>
    </message>
    <message>
        <source>A study session is running. Study → Leave Study closes the project; it is then opened again from the File menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIN of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong PIN for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark files and archives (*.json *.jsonl *.csv *.md *.txt *.log *.gz *.zst *.bz2 *.xz *.zip *.tar *.tgz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a navigator section and how many it lists</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Responses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge records: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::ShareFlow</name>
    <message>
        <source>This installation has no browser server (draudit-serve).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::StudyFlow</name>
    <message>
        <source>Study queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Work on a Study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guidelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Adjudicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention &amp;Checks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share in &amp;Browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no studies yet: Study → New Study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the guidelines: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study %1 created: %2 items, %3 assignments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the team of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is working on %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work on a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no items in study %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every item of %1 is done. Thank you!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the study? Your answers are saved. The project closes; to work on again, open it from the File menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the study; the project is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · item %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not committed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed. Answer the questions added below, then press Enter for the next item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed. Reveal the judge&apos;s verdict if you like, or press Enter for the next item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed. Reveal the judge&apos;s answers (Ctrl+J) if you like, or press Enter for the next item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No study item is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item is committed: answer its remaining questions, then press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item is committed, so it stays done; Skip moved on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged for discussion: the flag is recorded, and the item comes back at the end of your queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: the item comes back at the end of your queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed and recorded. Press Enter for the next item.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::app::TreeFlow</name>
    <message>
        <source>Source pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli</name>
    <message>
        <source>create an empty project (file path or postgresql:// URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a project filled with demo or synthetic benchmark data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show what a project holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check a project&apos;s integrity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set one answer of an annotator and commit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list annotation changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import benchmark files (replays, reports, rubrics, judge results, annotations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement report of a project for a benchmark&apos;s protocol (json, csv, latex, xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export the human annotations as JSONL that imports back (round trip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run a human study: create, assign, status, export and merge packages, plan the overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve a study to annotators in their browsers (invitation links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement statistics for long-format ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correlations and pairwise agreement of paired scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print speed and memory figures (bench agree | store | import | ui)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: draudit [PROJECT]            open the workbench
       draudit COMMAND [options]    run headless

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  --help            show this help (or COMMAND --help)
  --version         show the version
  --lang LOCALE     user interface language, e.g. zh_CN or en
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit: unknown command &apos;%1&apos;

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit: cannot start %1 %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit: this installation has no workbench (looked for draudit-workbench in %1); use a command:

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit: this installation has no browser server (looked for draudit-serve in %1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the browser server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a command nor an existing project

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbench needs a display and there is none (DISPLAY and WAYLAND_DISPLAY are unset); run a command, or set QT_QPA_PLATFORM=offscreen

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit: this build has no workbench (built with DRAUDIT_GUI=OFF); use a command:

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::agree</name>
    <message>
        <source>Long-format ratings: CSV with a header, or JSONL (item, rater, value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement level: nominal, ordinal, interval or ratio (default nominal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared categories in order, comma separated; weights follow this order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom weight matrix: one CSV line of weights per declared category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column whose value groups items for the bootstrap (e.g. task or battle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples for percentile and BCa intervals (0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: json or table (default json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement between raters: percent agreement, kappas, alpha and ICC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ratings FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;; use nominal, ordinal, interval or ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--categories lists a category twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bootstrap needs a whole number of resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json or table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights needs --categories, so rows and columns have a declared order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::annotate</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator name (created on first use).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is annotated, e.g. round:12 or response:5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form question, e.g. C1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional free-text reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study the answer belongs to (default: the project&apos;s default study).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client id recorded with the change (default: cli-PID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to answer as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client must be up to 64 letters, digits and _.- and not one draudit records itself (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reason holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this annotator&apos;s changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: table or jsonl (default table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List annotation changes, oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no items in study %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 is not a question of %3&apos;s items in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set one answer and print &apos;saved &lt;history id&gt;&apos; once it is durable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--target %1 is not a target as draudit writes one (ids without leading zeros: round:12)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::bench</name>
    <message>
        <source>Items (default 100000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters per item (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples for the second run (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead: how agree&apos;s time grows with items (1k to 1M), raters (2 to 20) and bootstrap draws, and R psych&apos;s ICC() on the same file where installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs without bootstrap; the median is reported (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time the full agree report on synthetic 5-point ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--items and --raters must be at least 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existing empty project or postgresql:// URL (default: a temporary SQLite file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-edit commits to time (default 500).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations to load before timing the open (default 1000000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time annotation commits and opening a large project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;bench ui&apos; needs the workbench (a DRAUDIT_GUI build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to measure: &apos;bench agree&apos;, &apos;bench store&apos;, &apos;bench import&apos;, &apos;bench merge&apos;, &apos;bench serve&apos;, &apos;bench start&apos; or &apos;bench ui&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of DR-Arena replay JSON files to repeat into a corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the JSONL corpus (default 250).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the corpus this many times (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import corpora of 25 MB to 1 GB, each against Python, to show how the cost grows (with --postgres: 25 MB to 250 MB into PostgreSQL against SQLite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also import into a scratch database created (and dropped) on this PostgreSQL server, against SQLite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the corpus to this file and keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time importing a large JSONL corpus of battle replays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the folder of replay files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo battles (default 6000: ~25,000 rounds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions of the form (default 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merges timed (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master on this PostgreSQL server (a URL whose user may create databases): a scratch database, dropped after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blind study (the package&apos;s ids are aliases).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time merging a package with an answer to every question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of draudit --version (default 21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start-up: draudit --version as a whole process, and the libraries a headless command loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the generated project (default 100000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next-round moves to time (default 400).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words of the long report (default 50000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead: next-round latency and open time in projects of 1,000 rounds up to --rounds, ten times more each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbench speed: opening a generated project, next-round moves and a long report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window&apos;s size, WIDTHxHEIGHT (default 1366x768, the smallest screen annotators use).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT, e.g. 1920x1080
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time each merge also with this variable set (NAME=VALUE), in alternated pairs, and print the median of the pairs&apos; ratios.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::correlate</name>
    <message>
        <source>CSV with a header or JSONL holding the paired scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column of the first score, e.g. the judge (default x).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column of the second score, e.g. mean human (default y).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column grouping rows (e.g. task): per-group values and their means (FAP/FAS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater score columns used to compute each group&apos;s ICC(1,1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop groups whose ICC(1,1) of --raters is below this (DeepResearch Bench uses 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences up to this count as ties in three-way PAR (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples (groups are resampled whole when --group is given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: json or table (default json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson, Spearman, Kendall tau-b and pairwise agreement rates of paired scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--input FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-icc needs a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-icc needs --group and at least two --raters columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tie-tolerance needs a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bootstrap needs a whole number of resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json or table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::export</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every current answer to this JSONL file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this study&apos;s answers (default: all studies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the human annotations as long-format JSONL (annotator, target, field, value, reason, study).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the PROJECT and --annotations FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wrote %n answer(s) to %1
</source>
        <translation>
            <numerusform>wrote %n answer to %1
</numerusform>
            <numerusform>wrote %n answers to %1
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::import</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files or folders to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format of every file (default: detected per file; see --list-formats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field mapping for --format generic (default: &lt;file&gt;.mapping.json beside each file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge the files&apos; decisions are stored under, e.g. the judge model&apos;s name: DR-Arena examiner verdicts (replays, logs, verdicts.json, battles, history), DR3-Eval eval.py results (default dr3-eval; one name per run: name the run&apos;s eval_*_&lt;timestamp&gt;.json files or its own folder). Decisions of several judges on the same items stay apart; one judge imported from several files is one judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations: write answers of annotators who have a PIN as the project&apos;s owner, recorded so in the history (client &apos;owner-import&apos;). Without it, such answers need the annotator&apos;s PIN in DRAUDIT_PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read and check everything, then roll back: the project is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop (default): the first bad record fails its file and ends the import; skip: import the good records and report the bad ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every skipped record and failed check to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the formats draudit can import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; see --list-formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--on-error takes stop or skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged %1 (already imported as source %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would import %1 as %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported %1 as %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  check failed: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked (dry run, nothing written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignored %1 (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import benchmark files into a project: one transaction per file, unchanged files skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a PROJECT and at least one PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>partially imported %1 (already imported as source %2, but %n record(s) were skipped and are not in the project; fix them and import the file again)
</source>
        <translation>
            <numerusform>partially imported %1 (already imported as source %2, but %n record was skipped and is not in the project; fix it and import the file again)
</numerusform>
            <numerusform>partially imported %1 (already imported as source %2, but %n records were skipped and are not in the project; fix them and import the file again)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) %1, %2 unchanged, %3 ignored, %4 failed; total: %5
</source>
        <translation>
            <numerusform>%n file %1, %2 unchanged, %3 ignored, %4 failed; total: %5
</numerusform>
            <numerusform>%n files %1, %2 unchanged, %3 ignored, %4 failed; total: %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import stopped; %n file(s) before this one were imported
</source>
        <translation>
            <numerusform>import stopped; %n file before this one was imported
</numerusform>
            <numerusform>import stopped; %n files before this one were imported
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import stopped by a signal; %n file(s) before this one were imported
</source>
        <translation>
            <numerusform>import stopped by a signal; %n file before this one was imported
</numerusform>
            <numerusform>import stopped by a signal; %n files before this one were imported
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::project</name>
    <message>
        <source>Project file (.draudit) or postgresql://user:password@host:port/db URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an empty project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of DR-Arena-style battles (default 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of report tasks with four reports each (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximate length of each battle answer (default 350).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximate length of each report (default 1800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed (default 2026).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a project filled with self-written demo data, or a large synthetic corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric options need non-negative whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1: %2 battles, %3 rounds (%4 with an unparsed verdict), %5 tasks, %6 responses, %7 judge records
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  skipped: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(draudit info --skipped lists every skipped record)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every record that imports under --on-error skip left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what a project holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project      %1
tasks        %2
systems      %3
responses    %4
battles      %5
rounds       %6
judge records %7
annotations  %8
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a project&apos;s integrity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok: %1 passed every check
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>partially imported %1 (source %2, %3): %n record(s) skipped
</source>
        <translation>
            <numerusform>partially imported %1 (source %2, %3): %n record skipped
</numerusform>
            <numerusform>partially imported %1 (source %2, %3): %n records skipped
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problem found</numerusform>
            <numerusform>%n problems found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::report</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The protocol: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study name (default: the project&apos;s default study).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>json (default), csv, latex (the paper&apos;s own tables; see --latex-full) or xlsx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latex: every row of the report as a longtable (booktabs, longtable, array) instead of the paper&apos;s own tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to this file (required for xlsx; default: standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human answer field: the verdict question for dr-arena (default C1), any field for generic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generic: the judge record field to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generic: nominal, ordinal, interval or ratio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generic: declared categories in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples for intervals (0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A protocol&apos;s parameter, NAME=VALUE, repeatable (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model families for the self-preference analysis: CSV or JSONL with columns name, family (or a JSON object name -&gt; family); names not listed fall back to built-in rules (gpt -&gt; openai, gemini -&gt; google, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dr-arena: leaderboard model names mapped to the battles&apos; names, for the rating agreement with an imported leaderboard: CSV or JSONL with columns alias, model (or a JSON object alias -&gt; model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no study named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs --field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--param takes NAME=NUMBER, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement report of a project for a benchmark&apos;s protocol, as the paper computes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json, csv, latex or xlsx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--latex-full needs --format latex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xlsx needs --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown protocol &apos;%1&apos;; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::cli::study</name>
    <message>
        <source>Project file or URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The protocol: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form preset (%1; default: the protocol&apos;s) or a form definition .json file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guidelines for the annotators, a Markdown file: shown at their first item and under Study → Guidelines, and carried in their packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all, a number of items, or a percentage such as 35% (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stratify the sample by %1 (whole battles or tasks: by their first item&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample only items whose KEY (a --stratify key) is VALUE, e.g. language=zh; repeat it for more values (one key: any of them) or more keys (all of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the sample and of every random order (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show model names to annotators (default: blind).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a study: a form and a reproducible sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the guidelines: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created study &apos;%1&apos;: %2 items (%3), form %4%5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated annotator names (created when new).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every item to this many annotators (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or: this share of the items (0..1) to two annotators, the rest to one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign a study&apos;s sample to its team with an overlap plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--study and --annotators are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigned %1 to %2 (%3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of a study per annotator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study &apos;%1&apos; (%2): %3 items, %4; %5 of %6 assignments done, %7 items complete
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2/%3 done, %4 skipped, %5 flagged; median %6 s, p90 %7 s per item; about %8 left
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown time (nothing timed yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose items to package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package file to write (must not exist).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind studies: the reveal package, with the judge&apos;s records of the items this annotator has committed (merge their blind package first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one annotator&apos;s items as a self-contained project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (blind: no judge records, no system names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (reveal: judge records of %1 committed items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1 (package %2): %3 items, %4 systems%5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master project file or URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returned package files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge returned packages into the master (idempotent, never overwrites).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the PROJECT and at least one package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, study &apos;%3&apos;): %4 added, %5 updated, %6 unchanged, %7 older than the master&apos;s, %8 conflicts
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  conflict %1 %2: master &apos;%3&apos;, package &apos;%4&apos;: %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  flagged: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  … and %1 more flagged
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form question (default C1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only disagreements at least this far apart on the form&apos;s scale (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve this item...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>...to this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (recorded with the gold value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List human-human disagreements or record a gold value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--target needs --value and --adjudicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to adjudicate as %1, or adjudicate under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold value of %1 / %2 is now %3 (version %4)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator name to add or update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display name (default: the name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New PIN asked on shared machines (stored as an Argon2id hash; to change one, give --current-pin too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The annotator&apos;s current PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PostgreSQL: the database role the annotator logs in as (created if new; its password from DRAUDIT_ROLE_PASSWORD). The role reads only what a blind session may show and writes only its own answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the project&apos;s owner: replace the PIN (with --pin) or remove it (without) without knowing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an annotator, with a display name and an optional PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--add is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 logs in as database role %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (PIN removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (with a PIN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotator %1 saved%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the project&apos;s studies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to do: study create | assign | status | export | merge | plan | adjudicate | list | checks | invite | invitations | revoke (each has --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV or JSONL with columns target, field, value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention checks: items of the study whose answers are known in advance. Each annotator&apos;s accuracy on them is in the study&apos;s report; the answers never go into a package. Replaces the study&apos;s checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the project, the file and --study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 attention checks
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated annotators of the study to invite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days the links stay valid (default 14, at most 365).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address annotators reach the server at (default http://127.0.0.1:8470), e.g. https://study.example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue one invitation link per annotator for `draudit serve`. Each link is printed once and stored only as a hash: send it to its annotator alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the project, --study and --annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--days takes a number and --url an http:// or https:// address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List a study&apos;s invitations (never their links).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the project and --study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id	annotator	state	issued	expires	last used
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation to withdraw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or: withdraw every link of this annotator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw invitations: their links and open sessions stop working at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the project, --study and either --id or --annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>revoked %n invitation(s)
</source>
        <translation>
            <numerusform>revoked %n invitation
</numerusform>
            <numerusform>revoked %n invitations
</numerusform>
        </translation>
    </message>
    <message>
        <source>name the PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--filter takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed takes a whole number below 2^63</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as rounds of battles (intra-battle correlation %1, design effect %2): %3 items in about %4 battles
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kappa takes -1..1, --width 0..2, --categories 2 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kappa %1 ± %2 (95%): %3 double-annotated items (large-sample formula; p_o = %4, p_e = %5)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulation: %1 items give a mean interval no wider than %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expected takes the expected value (0..1, or -1..1 for a correlation), --width 0..2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ± about %3 (95%, Fisher z): %4 items
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAR %1 ± about %2 (95%, Wilson): %3 report pairs, %4 tasks of %5 reports (pairs of one task share reports: plan more tasks if their preferences go together)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proportion %1 ± about %2 (95%, Wilson): %3 answers
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kappa (default), proportion (pass rates, FACT agreement), pearson, spearman or par.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected kappa (default 0.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected proportion, correlation or PAR (other statistics).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target width of the 95% interval (default 0.2 for kappa, else 0.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of equally likely categories (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or: expected category shares, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also check by simulation (seeded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>par: reports per task (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kappa, proportion: items come as rounds of battles, this many each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --rounds-per-battle: the expected intra-battle correlation (default 0.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many items a statistic of this precision needs: kappa (double-annotated items), a proportion, a correlation or PAR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--statistic takes kappa, proportion, pearson, spearman or par, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: draw whole %2 instead of single items (all, a number or a percentage); each comes with %3, to the same annotators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 replaces --sample and is for a protocol drawn by whole %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 take all, a positive number or a percentage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The items themselves (%1): one line of round ids per item, one column per configuration; an optional first line &apos;configurations: A, B, C&apos; names them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the protocols, one per line and tab-separated: the name; &apos;drawn&apos; (a study draws its items) or &apos;given&apos; (--items); &apos;report&apos;, &apos;report-field&apos; (its report compares the --field named) or &apos;no-report&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A study drawn by whole units (its protocol&apos;s --sample-UNITS): every unit, all its items, to this many annotators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --per-unit: no annotator gets more units than this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--per-unit replaces --per-item and --double-fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-units-per-annotator goes with --per-unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--per-item and --per-unit take 1 or more; --double-fraction 0..1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-units-per-annotator takes a whole number of 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind studies of whole units held back an item at a time (DR-Arena&apos;s battles): write the package although its file shows how many items each unit has, which follows from the judge&apos;s verdicts (the workbench and the browser show them one at a time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: this package shows how many items each unit has; in a blind study that follows from the judge&apos;s verdicts
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--per-unit is for a study drawn by whole units; protocol &apos;%1&apos; draws single items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--target %1 names no item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::AgreementRows</name>
    <message>
        <source>battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: only %n cluster(s) (%3), fewer than %4: too few for a cluster bootstrap interval (Cameron &amp; Miller 2015); the analytic interval is shown instead, and it treats every item as independent, which items of one cluster are not.</source>
        <translation>
            <numerusform>%1 · %2: only %n cluster (%3), fewer than %4: too few for a cluster bootstrap interval (Cameron &amp; Miller 2015); the analytic interval is shown instead, and it treats every item as independent, which items of one cluster are not.</numerusform>
            <numerusform>%1 · %2: only %n clusters (%3), fewer than %4: too few for a cluster bootstrap interval (Cameron &amp; Miller 2015); the analytic interval is shown instead, and it treats every item as independent, which items of one cluster are not.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analytic intervals that reached past a coefficient&apos;s range (−1 to 1; 0 to 1 for percent agreement) are cut at it, as irrCAC cuts the upper bound at 1; an interval that wide says the items are too few to tell.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationImporter</name>
    <message>
        <source>the %1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 must be text, not a JSON object or array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 holds a control character (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human annotations in long format (annotator, target, field, value[, reason, study])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered %2 of %3 already on line %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationSession</name>
    <message>
        <source>This item is not one shown to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project could not be read or written; nothing was saved. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no items in this study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is asked after the judge is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is asked after the commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not apply to your other answers (it is asked only when %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marked done without an answer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item has no question &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer every required question first (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge is shown only after your answer is committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a blind package: the judge comes in the reveal package, issued once this one is merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item is committed, so it stays done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo on this item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationStore</name>
    <message>
        <source>cannot store the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an annotator named %1 exists already: names may not differ by case alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add the annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot find the annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot answer as %1: this database login may write only its own answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotator, target and field are all required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the current answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the change in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone else changed the adjudication of %1 / %2 since you loaded it; reload and decide again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full; nothing was changed — free some space and try again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::AnswerBasisRows</name>
    <message>
        <source>Human answers are counted as held at their item&apos;s first commit (blind answers): %1 blind, %2 not blind (no commit recorded: imported, or given outside a blind study), counted as stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) changed after their commit; the rows named &apos;%1&apos; repeat the analysis on the answers as stored now.</source>
        <translation>
            <numerusform>%n answer changed after their commit; the rows named &apos;%1&apos; repeat the analysis on the answers as stored now.</numerusform>
            <numerusform>%n answers changed after their commit; the rows named &apos;%1&apos; repeat the analysis on the answers as stored now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given on items shown in a blind session and never committed (skipped, or left before the commit) are no judgement and are left out.</source>
        <translation>
            <numerusform>%n answer given on an item shown in a blind session and never committed (skipped, or left before the commit) is no judgement and is left out.</numerusform>
            <numerusform>%n answers given on items shown in a blind session and never committed (skipped, or left before the commit) are no judgement and are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::AnswerRules</name>
    <message>
        <source>a text of %1 characters (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer to &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArchiveReader</name>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot unpack it: a file and a folder of the archive have the same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot unpack it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpacking stopped at %1 MB: an archive may unpack to %2 times its own size (at least %3 MB, at most %4 MB in all), so this one may be a decompression bomb. If you trust it, unpack it yourself and import the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a folder to unpack into: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s name says it is compressed, but it is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a link or a device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive holds more than %1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the member&apos;s name leads outside the archive; nothing of it is imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive holds this name twice; nothing of it is imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive holds no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member&apos;s name holds control characters (line breaks, escapes); nothing of it is imported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaAnalysis</name>
    <message>
        <source>%1 (%2): fewer than 2 rounds rated by both sides; nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 answers outside the five verdicts were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena: human and judge verdict agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no human answers to field %1 on rounds, and no audit answers: import or annotate first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n judge verdict(s) could not be read (the judge&apos;s output did not parse, or the judge failed; the files say UNKNOWN) and are left out of every comparison</source>
        <translation>
            <numerusform>%n judge verdict could not be read (the judge&apos;s output did not parse, or the judge failed; the files say UNKNOWN) and is left out of every comparison</numerusform>
            <numerusform>%n judge verdicts could not be read (the judge&apos;s output did not parse, or the judge failed; the files say UNKNOWN) and are left out of every comparison</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaAuditExpansion</name>
    <message>
        <source>• (width) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• (depth) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no checklist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round: %1
Its checklists:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the battle&apos;s first question: judge it against what opens the battle, its topic and the root page of its information tree (Ctrl+T).
Topic: %1
Root page: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle ends with this round. Rounds in the battle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle goes on after this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the checklists against the battle&apos;s information tree (Ctrl+T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the checklists against the source pages (Ctrl+T): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a DR-Arena round (round:ID)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaBattleWriter</name>
    <message>
        <source>%1 round %2: the file&apos;s cumulative score is %3–%4 but the verdicts give %5–%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: final score %2–%3 does not follow from its verdicts (%4–%5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaDashboardImporters</name>
    <message>
        <source>DR-Arena dashboard verdicts (verdicts.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a DR-Arena verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not DEEP, WIDE, BOTH or NONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this examiner already gave round %1 of battle %2 another verdict; another examiner needs its own --judge name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena dashboard battle summaries (battles.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither model_a, model_b nor null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena leaderboard (leaderboard.json or current_leaderboard.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two columns: model and Elo rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a model name and a numeric Elo rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaHistoryImporter</name>
    <message>
        <source>DR-Arena tournament history (all_debate_history.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [tree_id, model, model]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names neither %2 nor %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 vs %3: the history says %4 won, the battle log says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaJudgeBias</name>
    <message>
        <source>self-preference of %1: its model family is unknown; name it in a families file (--families FILE, a line &quot;%2,FAMILY&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-preference of %1 (family %2): %3 systems of unknown family count as other families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no answer differs in %2; that style covariate is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a style-controlled Bradley-Terry fit did not converge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bold text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLatex</name>
    <message>
        <source>Cohen&apos;s $\kappa$ (3-level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s $\kappa$ (5-level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement (win/loss/tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement (5-level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline audit: pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena: agreement of human and examiner verdicts, and pass rates of the pipeline audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human vs judge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human vs human: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-examiner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena: agreement of human and examiner verdicts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLogImporter</name>
    <message>
        <source>the %1 block is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: tie quality &apos;%2&apos; is not HIGH, LOW or N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: failure type &apos;%2&apos; is not DEEP, WIDE, BOTH or NONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: [TASK JSON] has no question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena raw battle logs (R*_M*_*_vs_*_tree_*.log, R*_*_*_tree_*.log, main.py logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WINNER line &apos;%1&apos; names neither seat&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has no [TASK JSON] block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: FINAL RESULTS says %2 rounds but the log holds %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLogParser</name>
    <message>
        <source>expected a JSON object here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON object that starts here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a DR-Arena battle log: expected &quot;Start Loop: Agent A (...) vs Agent B (...)&quot;, optionally after &quot;Original:&quot; and [JUMP] lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a DR-Arena battle log: no &quot;Start Loop: Agent A (...) vs Agent B (...)&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer A of round %1 is not followed by &quot;=== [AGENT B] (...s) ===&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 ends without a verdict block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log holds no &quot;=== ROUND n ===&quot; block</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaRatings</name>
    <message>
        <source>%1: %2 — not estimable: no finite rating, since it won (or lost) every battle against the models rated, or its battles do not link it both ways to them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the per-battle fit did not converge in %2 iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the Bradley-Terry fit did not converge in %2 iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 battle results of battles.json without a replay are not rated: they were imported without their models by an older draudit (import battles.json into a new project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s) rated, one game each.</source>
        <translation>
            <numerusform>%n battle rated, one game each.</numerusform>
            <numerusform>%n battles rated, one game each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The files record the winner of %n of them.</source>
        <translation>
            <numerusform>The files record the winner of %n of them.</numerusform>
            <numerusform>The files record the winner of %n of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The winner of %n of them comes from the round verdicts by the points rule.</source>
        <translation>
            <numerusform>The winner of %n of them comes from the round verdicts by the points rule.</numerusform>
            <numerusform>The winners of %n of them come from the round verdicts by the points rule.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s) left out: not every round of them was answered.</source>
        <translation>
            <numerusform>%n battle left out: not every round of it was answered.</numerusform>
            <numerusform>%n battles left out: not every round of them was answered.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: won %2, lost %3, tied %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings from fewer than %1 battles: their bootstrap intervals are marked &quot;too few for a cluster bootstrap&quot;. With so few clusters such intervals are too narrow (Cameron &amp; Miller 2015), and one of zero width means every resample gave the same result, not certainty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaReplayImporter</name>
    <message>
        <source>DR-Arena battle replays (JSON per battle, or JSONL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither model_a, model_b nor null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not A_MUCH_BETTER, A_BETTER, Tie, B_BETTER, B_MUCH_BETTER or UNKNOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not HIGH, LOW or N/A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not DEEP, WIDE, BOTH or NONE (or DEPTH/WIDTH)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaTaskImporter</name>
    <message>
        <source>DR-Arena generated tasks (q_W*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaTreeImporter</name>
    <message>
        <source>the tree is nested more than 64 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena information trees (tree_*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Benchmarks</name>
    <message>
        <source>RACE score, relative to a reference (0–1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean expert score (0–10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of whole tasks (every agent&apos;s report of each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent of whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every task to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>About %1 reports of whole tasks to %n annotator(s); each task&apos;s reports go to the same annotators, in an order drawn for each.</source>
        <translation>
            <numerusform>About %1 reports of whole tasks to %n annotator; each task&apos;s reports go to the same annotators, in an order drawn for each.</numerusform>
            <numerusform>About %1 reports of whole tasks to %n annotators; each task&apos;s reports go to the same annotators, in an order drawn for each.</numerusform>
        </translation>
    </message>
    <message>
        <source>Report scoring, RACE dimensions 0–10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report scoring, RACE dimensions 1–5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statement support (FACT pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight coverage (covered / half / not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3 cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of whole battles (every round, in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent of whole battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every battle to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>About %1 rounds of whole battles to %n annotator(s), each battle to the same annotators in round order.</source>
        <translation>
            <numerusform>About %1 rounds of whole battles to %n annotator, each battle to the same annotators in round order.</numerusform>
            <numerusform>About %1 rounds of whole battles to %n annotators, each battle to the same annotators in round order.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn as whole battles (say 2.5 rounds each, intra-battle correlation 0.3, design effect %1): about %2 rounds in %3 battles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind pairwise verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena pipeline audit (A1–D2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubric checklist (every item with its points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubric tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim audit, keys scored 0–3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim audit, keys right / wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write LiveDRBench&apos;s ground truth, expanded with the claims humans accepted, to this JSONL file (decrypted: keep it private).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every agent&apos;s report of the task, in an order drawn for each annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round, in order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::BlindItem</name>
    <message>
        <source>not a blind item: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown block kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown row state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Catalog</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1 · width %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 has no responses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comparison %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ChartData</name>
    <message>
        <source>Position bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length bias: words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length bias: citations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length bias of scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-preference of scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first-shown answer&apos;s win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-odds per doubling of words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-odds per doubling of citations + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own family&apos;s win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial r with log length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own family&apos;s mean z-score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::CheckAnswers</name>
    <message>
        <source>every check needs the item it is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a question of the study&apos;s form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer question %2 accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this item&apos;s %1 is checked twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an item of the study; a check is asked as one of its items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item as draudit writes one (round:12, response:7)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::CheckRows</name>
    <message numerus="yes">
        <source>%n attention check(s) with answers known in advance; each annotator&apos;s accuracy is over the checks they answered</source>
        <translation>
            <numerusform>%n attention check with answers known in advance; each annotator&apos;s accuracy is over the checks they answered</numerusform>
            <numerusform>%n attention checks with answers known in advance; each annotator&apos;s accuracy is over the checks they answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimLatex</name>
    <message>
        <source>LiveDRBench: precision, recall and F1 per category, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimMatch</name>
    <message>
        <source>the LiveDRBench question has no ground truth in the form this draudit reads; import its tasks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no response %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimProtocol</name>
    <message>
        <source>LiveDRBench %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap percentile over questions (1000 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge %1 (questions humans audited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench %1, expanded ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) marked right but missing from the ground truth were added to it; the &quot;expanded ground truth&quot; rows are computed on the truth with them.</source>
        <translation>
            <numerusform>%n claim marked right but missing from the ground truth was added to it; the &quot;expanded ground truth&quot; rows are computed on the truth with it.</numerusform>
            <numerusform>%n claims marked right but missing from the ground truth were added to it; the &quot;expanded ground truth&quot; rows are computed on the truth with them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prediction(s) have no decision from a judge and are scored as the evaluator would score them with every judge call negative (exact matches still count): %1</source>
        <translation>
            <numerusform>%n prediction has no decision from a judge and is scored as the evaluator would score it with every judge call negative (an exact match still counts): %1</numerusform>
            <numerusform>%n predictions have no decision from a judge and are scored as the evaluator would score them with every judge call negative (exact matches still count): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>prediction not scored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>official = the evaluator&apos;s per-question P/R/F1 averaged per category; &quot;overall (mean over questions, evaluate.py)&quot; over every question (a question without a prediction scores 0), &quot;mean of categories (paper Table 11)&quot; the unweighted mean of the categories&apos; means; paper-eq1 = claim-level Eq. 1 (mean of a claim&apos;s keys), paper-eq1-strict = the minimum of a claim&apos;s keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench: precision, recall and F1 per category, from judge and human decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LiveDRBench prediction has a decision yet: import the judge&apos;s key scores (long format) or audit claims in a study</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimTruth</name>
    <message>
        <source>a %1 entry must be a list of dictionaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entities entry must be a list of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown category &apos;%1&apos; (LiveDRBench has scifacts-materials, scifacts-geo, novel-datasets-identification, novel-datasets-identi-extraction, novel-datasets-peer, prior-art, entities and flights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 entry must be a dictionary or a list of dictionaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prediction has %1 entries but the ground truth has %2 (they must be parallel lists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 of the prediction does not have the ground truth&apos;s shape: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one is a dictionary, the other a list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ComparisonTerms</name>
    <message>
        <source>overall (mean over questions, evaluate.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean of categories (paper Table 11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (seat A, rounds the humans answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>humans (same reports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>humans, per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>humans (same rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reports with re-scored items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all humans (left answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, battles cut after round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, battles cut after round 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, per model pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (all rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, per battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (seat A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (rounds two or more humans answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: list_items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: bold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comprehensiveness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instruction_following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>readability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::CsvReader</name>
    <message>
        <source>the text is not valid UTF-8 (save the file as UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated quoted field</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Decisions</name>
    <message>
        <source>must be true, false or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the judge&apos;s %2 on %3 differs from the one imported before; the first is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an insight&apos;s coverage is 0, 0.5 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a depth rating is 1..10 (or 0.1..1, as eval.py stores it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Importers</name>
    <message>
        <source>DR3-Eval long context a report may cite (NNN/long_context_sampled_&lt;context&gt;.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval source document a report may cite (NNN/source/*.pdf, *.txt or *.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the PDF (error %1); a password-protected or damaged file cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this build reads no PDF (it has no Qt PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id %1 is given to checklist items %2 and %3; each item needs its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval tasks (query.jsonl with task, query and optionally domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval task checklist (NNN/checklist.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval gold insights (NNN/gold_insights_*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold insights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold insights (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval agent report (NNN/final_report.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval judge result (NNN/combined_result.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside 0..100 (and not -1 for an error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is %3 here but was imported before for this judge with another score; the first is kept (another eval.py run is imported as a judge of its own with --judge NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval per-metric evaluation (NNN/&lt;metric&gt;.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: left out, since %2 beside it is newer (eval.py&apos;s newest file of a metric among those imported together is its result; to import an older run as a judge of its own, name its files with --judge NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of information_recall, citation_coverage, factual_accuracy, format_compliance, overall_quality (nor is the file name)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3ItemExpansion</name>
    <message>
        <source>Gold insight %1 (its text is not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information recall · gold insight from the long context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information recall · gold insight from the source documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factual accuracy · is the claim supported by the cited source %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factual accuracy · is the claim supported by the cited source %1 (%2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cited text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The cited document&apos;s text is not imported.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the claim&apos;s text is not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement %1 (its text is not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Satisfied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not satisfied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format compliance · checklist item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not cited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citation coverage · does the report cite this required document?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, a claim the report makes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim extraction · is this a factual claim the report makes, extracted faithfully?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many factual claims with citations does the report make that the list above misses?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim extraction · recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth and quality of the analysis (1 = superficial, 10 = exceptional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has nothing to audit: import the task&apos;s files and the judge&apos;s eval_&lt;metric&gt; files first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Latex</name>
    <message>
        <source>DR3-Eval, %1: Pearson $r$, Spearman $\rho$ and PAR per metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: the judge&apos;s claim extraction against hand-extracted claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchDecisionImporters</name>
    <message>
        <source>no DR. BENCH report of task %1 by &apos;%2&apos; (the folder&apos;s name): import Log_%2.jsonl first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checklist items but the task has %2 query-specific rubrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered must be 0, 0.5 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mr-Dre per-rubric judge decisions on DR. BENCH tasks (checklist_turn{N}.jsonl; the system is the folder name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import the run logs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not qsr:I or grr:I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report has %1 %2 items; positions are 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not DR. BENCH decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the item&apos;s labels (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH judge decisions per rubric item in long format (judge, task, rubric qsr:I / grr:I, value)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchGrrImporter</name>
    <message>
        <source>DR. BENCH general-report rubrics (a *grr*.json list of {id, item, points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General-report rubrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rubric item is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a positive number of points for Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list has no rubric items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 general-report items worth %3 points; the paper&apos;s list has %4 worth %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchImporter</name>
    <message>
        <source>no scoring found (expected e.g. &quot;Yes=2, No=0&quot; or &quot;Yes=3, Partial=1, No=0&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 rubric %2: checklist weight %3 but the rubric&apos;s Yes is worth %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH tasks with query-specific rubrics (RigorousBench.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no query-specific rubrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checklist items but %2 rubrics in metadata.qsr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query-specific rubrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1: query-specific rubrics are worth %2 points, not the usual 30</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchLatex</name>
    <message>
        <source>DR. BENCH: human re-scores against the judge&apos;s rubric item scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore per model (mean over reports) from each source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchRunImporters</name>
    <message>
        <source>keyword relevance must be 1..5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a keyword count must be a number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH agent reports (Log_&lt;model&gt;.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH judge scores (Eval_&lt;model&gt;.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriteriaExpansion</name>
    <message>
        <source>RACE criteria for this dimension (weight %1 of the overall):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension weights of this task: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriteriaImporter</name>
    <message>
        <source>DeepResearch Bench RACE criteria (criteria.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RACE criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1: %2 criterion weights sum to %3, not 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriterionImporter</name>
    <message>
        <source>import the reports first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 has no RACE criteria in the project: import criteria.jsonl first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 has no RACE criterion &apos;%2&apos; (give its text as in criteria.jsonl, or DIMENSION:I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a score from 0 to 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not DeepResearch Bench decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not article_1_score or article_2_score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench RACE judge scores per criterion in long format (judge, task, system, criterion, field, value)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbFactImporter</name>
    <message>
        <source>DeepResearch Bench FACT results (extracted / deduplicated / validated .jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbFactRecords</name>
    <message>
        <source>idx %1 is not the 0-based position of one of the %2 facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported, unsupported or unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry for %1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbHumanImporter</name>
    <message>
        <source>DeepResearch Bench human RACE annotations (dimension_scores, overall_scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of dimension scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbLatex</name>
    <message>
        <source>DeepResearch Bench (Table 2): RACE runs against the experts&apos; overall scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human inter-agreement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbQueryImporter</name>
    <message>
        <source>DeepResearch Bench tasks (query.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither zh nor en</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbRaceImporter</name>
    <message>
        <source>DeepResearch Bench RACE results (raw_results.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside 0..1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mean %2 is %3 over %4 tasks, but race_result.txt says %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbReportImporter</name>
    <message>
        <source>DeepResearch Bench reports (&lt;model&gt;.jsonl, raw or cleaned)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Error</name>
    <message>
        <source>field &apos;%1&apos;: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::FormAnswers</name>
    <message>
        <source>the form %1 has no question %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::FormDefinition</name>
    <message>
        <source>Report scoring (%1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RACE, relative to a reference report: 0–1, 0.5 = as good as it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comprehensiveness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight and depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statement support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the source support the statement?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval audit: every item of the five metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: gold insight coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: claim–citation support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: checklist satisfaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: required documents cited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: the judge&apos;s claim extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: depth and quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind pairwise verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which answer is better?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A much better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B much better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does the weaker answer fail?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena pipeline audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A1 Does the question need real depth (not single-hop)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2 Does the question need real width (not narrow)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A3 Did the task evolve from the previous round as intended?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B1 Are the checklists factually correct?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completely correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mostly correct (minor issues)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major hallucinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D1 After the reveal: do you agree with the examiner&apos;s verdict?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D1 Why not?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D2 Were the battle&apos;s rounds up to here sufficient?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sufficient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insufficient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excessive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task preference: the best of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which question is best?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which checklist is best?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubric checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 barely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 mostly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct, but missing from the ground truth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no form opens %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no form opens the rounds of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::FormJson</name>
    <message>
        <source>the scale of %1 must go up from low to high, at most 21 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no form preset &apos;%1&apos; (presets: %2; or give a .json form definition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 question needs numbers min &lt; max (a Likert scale at most 21 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the question&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every option needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every question needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice question needs at least two options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not name an earlier question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a form definition (a JSON object): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the form needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the form has no questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the form definition: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::GenericAnalysis</name>
    <message>
        <source>Agreement on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on %1 with the judge&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answers are not numbers, so their order is unknown; declare it with --categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): fewer than 2 items rated by both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 answers outside the categories were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answers to field %1 in the project</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::GenericImporter</name>
    <message>
        <source>cannot read the field mapping: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field mapping is not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field mapping needs at least &quot;benchmark&quot; and &quot;task&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge fields are mapped but the judge has no &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a response column needs &quot;system&quot; (a column) or &quot;system_name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any CSV or JSONL with a field mapping (--mapping FILE or &lt;file&gt;.mapping.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task id is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::GroundTruthExport</name>
    <message numerus="yes">
        <source>wrote %n task(s) of ground truth to %1 (%2 claims added)</source>
        <translation>
            <numerusform>wrote %n task of ground truth to %1 (%2 claims added)</numerusform>
            <numerusform>wrote %n tasks of ground truth to %1 (%2 claims added)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::HistoryModel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportContext</name>
    <message>
        <source>%1 %2 appears twice in this file (lines %3 and %4); a file holds one record per %1, so it was not imported twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the import was cancelled; nothing of this file was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge &apos;%1&apos; already decided %2 (%3) differently; a second run of a judge needs its own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to import their answers, or import them as the project&apos;s owner with --as-owner (recorded so in the history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this report or answer is %L1 characters long, and draudit takes at most %L2 characters; shorten it or leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a target draudit writes: ids are written without leading zeros, as in round:12</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportCounts</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n system</numerusform>
            <numerusform>%n systems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n response(s)</source>
        <translation>
            <numerusform>%n response</numerusform>
            <numerusform>%n responses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison(s)</source>
        <translation>
            <numerusform>%n comparison</numerusform>
            <numerusform>%n comparisons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubric item(s)</source>
        <translation>
            <numerusform>%n rubric item</numerusform>
            <numerusform>%n rubric items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge record(s)</source>
        <translation>
            <numerusform>%n judge record</numerusform>
            <numerusform>%n judge records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n annotation(s)</source>
        <translation>
            <numerusform>%n annotation</numerusform>
            <numerusform>%n annotations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference page(s)</source>
        <translation>
            <numerusform>%n reference page</numerusform>
            <numerusform>%n reference pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n flagged</numerusform>
            <numerusform>%n flagged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportPlan</name>
    <message>
        <source>not a format draudit imports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an archive inside an archive: unpack it and import what it holds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportRunner</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the format of this file is not recognised; name it with --format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the skipped records: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::InputFile</name>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a device, FIFO or socket, or a link to one); draudit reads only regular files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a file of the open project itself; draudit never reads it as input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link to a file outside the folder; import that file by its own name if it is meant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::IntegratedProtocol</name>
    <message numerus="yes">
        <source>unknown parameter(s) left unused: %1</source>
        <translation>
            <numerusform>unknown parameter left unused: %1</numerusform>
            <numerusform>unknown parameters left unused: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) score more QSR or GRR points than their rubrics in the project allow (is the general-report list complete?) and are left out of the IntegratedScore</source>
        <translation>
            <numerusform>%n report scores more QSR or GRR points than its rubrics in the project allow (is the general-report list complete?) and is left out of the IntegratedScore</numerusform>
            <numerusform>%n reports score more QSR or GRR points than their rubrics in the project allow (is the general-report list complete?) and are left out of the IntegratedScore</numerusform>
        </translation>
    </message>
    <message>
        <source>IntegratedScore parameters: %1. Rate_host: integrated_score and tboost read it as §4.3 (host matches / (annotations + 1)), the *_algorithm1 rows as Algorithm 1 ((host − full matches) / (annotations + 1)). Annotations = Eval&apos;s report_url_num; RetrievalIndex = the report&apos;s annotations / (its pure_annotations + 1). Rows per report: --param per_report=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) have no Eval_&lt;model&gt;.jsonl record and are left out of the IntegratedScore</source>
        <translation>
            <numerusform>%n report has no Eval_&lt;model&gt;.jsonl record and is left out of the IntegratedScore</numerusform>
            <numerusform>%n reports have no Eval_&lt;model&gt;.jsonl record and are left out of the IntegratedScore</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::IntegratedScore</name>
    <message>
        <source> (default; not published)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Invitations</name>
    <message>
        <source>an invitation is valid for 1 to 365 days, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no items in this study: assign the study first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no invitation %1 in force in this study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no invitation in force in this study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ItemForms</name>
    <message>
        <source>the form has no &apos;support&apos; question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no FACT statement–URL pairs: import the validated FACT file first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a task-preference item (rounds:ID,ID,ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevance of focus keyword “%1” (1–5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevance of deviation keyword “%1” (1–5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted: %1
Ground truth: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no such key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no matching claim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 matches ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 (main claim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the form has no &apos;key_score&apos; question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 predicts no claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 to check: import the task&apos;s rubric first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold insights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubric items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Items</name>
    <message>
        <source>Round %1 · depth %2 · width %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evolution: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logic chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches ground truth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no matching ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — task %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n predicted claim(s); matched to the ground truth by their primary keys: %1; ground-truth items: %2.</source>
        <translation>
            <numerusform>%n predicted claim; matched to the ground truth by their primary keys: %1; ground-truth items: %2.</numerusform>
            <numerusform>%n predicted claims; matched to the ground truth by their primary keys: %1; ground-truth items: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonDamage</name>
    <message>
        <source>the file is damaged (%1), so it was not imported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonLines</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is incomplete or malformed (truncated?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (at %2); the file is ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line is longer than 50 MB; split the record or import it as a single JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no JSON records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single JSON document larger than 64 MB; use JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonRecord</name>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected an array of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected an id (string or number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an id (string or number)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::LatexFormat</name>
    <message>
        <source>agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement (win/loss/tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::LiveDrBenchDecisions</name>
    <message>
        <source>&apos;%1&apos; is not a position (0, 1, 2, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question key is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no single prediction for question &apos;%1&apos;: import the predictions first, and name the system when several systems predicted it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system &apos;%1&apos; has no prediction for question &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prediction cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question has %1 ground-truth entries; give entry 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prediction has no item %1 in entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>entry %1 has %n ground-truth item(s)</source>
        <translation>
            <numerusform>entry %1 has %n ground-truth item</numerusform>
            <numerusform>entry %1 has %n ground-truth items</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is none of entry %2&apos;s ground-truth items; give gt_index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key_score needs the dictionary key it scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key score (0, 1, 2, 3, right or wrong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 is one dictionary: it has nothing to match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scifacts match names its key (paper_title or material)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alias_match is for scifacts questions only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alias_match names its key and gt_index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alias_match is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not LiveDRBench decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not key_score, match or alias_match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench judge decisions in long format (judge, question, entry, pred_index, gt_index, key, field, value)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::LiveDrBenchImporter</name>
    <message>
        <source>entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench tasks with encrypted ground truths (rows with key, category, ground_truths, canary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot decrypt with the row&apos;s canary: the result is not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot decrypt with the row&apos;s canary: the result is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decrypted ground truth is not a list of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench predictions ([{key, preds}]; the system is the file name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LiveDRBench task &apos;%1&apos; in the project; import the tasks first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Location</name>
    <message>
        <source>&apos;%1&apos; cannot be set in a project URL (allowed: %2); give a password in PGPASSWORD or ~/.pgpass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos; contains &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid postgresql://user@host:port/database URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no project path given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::LongFormat</name>
    <message>
        <source>the task is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no single report of task %1: %2, and name the system when several systems answered it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system &apos;%1&apos; has no report of task %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::NameMap</name>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object mapping model names to texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value must be a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::NavigatorModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::NewRowReferences</name>
    <message>
        <source>row %1 of %2 would have %3 = %4, which is not in %5; nothing was imported (please report this)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::PageHtml</name>
    <message>
        <source>[image not shown: %1]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::PageRenderer</name>
    <message>
        <source>This text is longer than %1 characters, so it is shown as plain text, without formatting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text could not be formatted within %1 s, so it is shown as plain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formatter stopped on this text (it ran out of its %1 MB, or failed), so it is shown as plain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n more character(s) not shown)</source>
        <translation>
            <numerusform>(%n more character not shown)</numerusform>
            <numerusform>(%n more characters not shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::PairedScoresReader</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least 2 rows are needed, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::PaperTable</name>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (draudit %2): the paper&apos;s tables; needs \usepackage{booktabs,tabularx}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the report&apos;s %2 rows are not in these tables; the full table: draudit report --format latex --latex-full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every row of the report is in these tables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::PgBulk</name>
    <message>
        <source>cannot load PostgreSQL&apos;s client library: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::PrivateHelper</name>
    <message>
        <source>this installation cannot load its module %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ProjectCheck</name>
    <message>
        <source>cannot run the integrity check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integrity: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run the foreign key check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 row %2 refers to a missing %3 row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot compare annotations with their history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotation %1 (%2 / %3) has no history row for its current value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot follow the history chains: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history row %1 of annotation %2 (%3 / %4) starts from &apos;%5&apos;, but the change before it left &apos;%6&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ProjectStore</name>
    <message>
        <source>the database gave no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Qt SQL driver for %1 is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file already exists there; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file is read-only; draudit commits every edit and needs write access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a draudit project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot configure the project database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this database already holds a draudit project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a draudit project (no schema found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project was written by a newer draudit (schema %1; this version reads up to %2); please upgrade draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the backup copy before migrating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project was written by an older draudit (schema %1) and must be upgraded by its owner: ask them to open it once with this version (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step of the change failed, so none of it was kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::RatingsReader</name>
    <message>
        <source>the item is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rater is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is empty; leave the row out for a missing rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number, but the level is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the declared categories (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rater &apos;%1&apos; already rated item &apos;%2&apos; on line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least 2 items are needed, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least 2 raters are needed, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinal values are not numbers, so their order is unknown; declare it with --categories</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ReportExport</name>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot load libxlsxwriter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ReportTerms</name>
    <message>
        <source>DeepResearch Bench: RACE criterion scores vs experts (0–10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench: FACT support labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE run vs RACE run against the experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE run vs the human ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE vs humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: item decisions, human vs judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: judge claim extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: judge vs judge (system rankings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: judge vs judge against the mean human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: human vs judge item scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore per report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore, judge vs human labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR. BENCH: Quality recomputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench official</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench paper-eq1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LiveDRBench paper-eq1-strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo gap vs rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F distribution (psych)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fisher z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wilson score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap BCa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs human verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs judge verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal (FCE asymptotic SE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratings (per battle, Elo scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round-level ratings (Bradley-Terry, Elo scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style-controlled ratings (Bradley-Terry, Elo scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t interval over reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t interval over tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t interval over annotator pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t(n-1) with Gwet&apos;s linearised SE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direction agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold vs judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold vs judge verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs gold verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge vs hand-extracted claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge vs judge verdict (cross-examiner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge vs judge against humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question validity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge vs the human ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total (paper: mean of valid metrics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final answers, incl. changes after commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cohen_kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-level cohen_kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percent_agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-level percent_agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleiss_kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>krippendorff_alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gwet_ac1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gwet_ac2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brennan_prediger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scott_pi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weighted_kappa_linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weighted_kappa_quadratic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pearson_r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spearman_rho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kendall_tau_b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first_position_win_rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binomial_p_vs_half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (only %1 %2: too few for a cluster bootstrap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a note on one comparison&apos;s source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conger_kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light_kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elo_plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elo_style_controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elo_shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style_log_odds_per_sd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blind_at_first_commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_blind_no_commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed_after_commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left_out_never_committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcnemar_exact_p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement_within_1_point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean_difference_human_minus_judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean_difference_expert_minus_judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank_swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check_accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selection_rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 minus human-human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p value of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>citations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log odds of the judge&apos;s preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log odds of the humans&apos; preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds ratio of the judge&apos;s preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds ratio of the humans&apos; preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge minus humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial r of the judge&apos;s scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial r of the humans&apos; scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r of the judge&apos;s scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r of the humans&apos; scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overall_score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks_kept_icc_nonnegative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAR_expert_vs_others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAR minus PAR_expert_vs_others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepResearch Bench: human inter-agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap over tasks (clusters), percentile, %1 resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap percentile over battles (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap percentile over tasks (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bootstrap percentile over questions (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster bootstrap BCa over battles (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster bootstrap BCa over reports (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired cluster bootstrap percentile over battles (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired cluster bootstrap percentile over tasks (%1 resamples)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::RubricProtocol</name>
    <message>
        <source>DR. BENCH: human re-scores of rubric items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percent agreement is the paper&apos;s headline (99.3%); when nearly every item gets the same label, κ can be low although humans and judge almost always agree (the κ paradox), so Gwet&apos;s AC1, which does not suffer from it, is given beside κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rubric item has both a judge label and a human re-score (fields qsr / grr on item:ITEM@response:ID)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::Schema</name>
    <message>
        <source>cannot create the project schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit the new schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no schema version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit the migration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ScoreBias</name>
    <message>
        <source>judge bias of %1: %2 scored reports have no text in the project and are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-preference of %1: its model family is unknown; name it in a families file (--families FILE, a line &quot;%1,FAMILY&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::ScoreProtocols</name>
    <message>
        <source>DeepResearch Bench: RACE scores against expert scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no report has both a RACE score and an expert score: import raw_results.jsonl and the human file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RACE scores are relative to a reference report (0–1); expert scores are on the form&apos;s scale (0–10): the statistics compare them by preference and correlation only, never by difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval: judge metrics against human scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than 3 reports have both a judge score and a human score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval item audits: the human-vs-human ceilings are over the reports judge %1 scored validly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval judges %1 and %2: fewer than 3 systems have reports both scored, so their rankings are not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR3-Eval system rankings by mean total over the reports both judges scored (total_score, else the mean of the judge&apos;s metric scores): %1: %2; %3: %4; rank swaps: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>DR3-Eval item audits, judge %1: %2 is not compared: people answered all its items on %n report(s), of which %3 have a valid score of the judge&apos;s (3 are needed)</source>
        <translation>
            <numerusform>DR3-Eval item audits, judge %1: %2 is not compared: people answered all its items on %n report, of which %3 has a valid score of the judge&apos;s (3 are needed)</numerusform>
            <numerusform>DR3-Eval item audits, judge %1: %2 is not compared: people answered all its items on %n reports, of which %3 have a valid score of the judge&apos;s (3 are needed)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rank swaps</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::StatementCache</name>
    <message>
        <source>cannot store a record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyPackage</name>
    <message>
        <source>item %1 of %2&apos;s queue in study &apos;%3&apos; cannot be shown: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered differently in the master; the master&apos;s answer is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotation_history row of %1 / %2: dated %3, before this package was issued once the judge was shown; recorded as made at its issue (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package&apos;s key is not a valid key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this project is not a study package (draudit study export writes them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package has no id: it was written before packages were bound to their annotator; export a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package %1 was not issued by this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package %1 was issued to %2 (%3 package) in another study or for someone else, not to %4 in &apos;%5&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package&apos;s token does not prove it is package %1 (a file made from another package, or issued by an older draudit: export a new one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package %1 was issued after this one and is merged already, or shows the judge: this older package would take back %2&apos;s later answers, or pass answers given after the reveal as blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row belongs to &apos;%1&apos; in study &apos;%2&apos;, but the package was issued to &apos;%3&apos; in &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is asked after the judge is revealed, and a blind package reveals nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the revision %1 or the time is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a change of %1 on %2 has a value, reason or time that is not valid (or is dated before the change it follows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 is not a question of the annotator&apos;s items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item is not assigned to this annotator in the master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a state of an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seconds is not a time spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time the item was done is not a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item or one of its times is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item was committed before it was shown, or revealed before it was committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row %2: the time %3 is outside the package&apos;s life (issued %4, merged %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a blind package carries no judge records, so nothing in it can have been revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is not blind: its packages carry the judge&apos;s records already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no items in study &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package file exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot draw the package&apos;s key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the merge stopped after %1 of %2 changes were committed; merge the package again to finish it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a study package (draudit study export writes them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package was written with project schema %1, this draudit writes %2: export a new package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a device, FIFO, socket or folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time the item was flagged is not a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is blind and made of whole units: the workbench shows a unit&apos;s items one at a time, but a package holds them all, so the file reveals each unit&apos;s length, which follows from the judge&apos;s verdicts. Write it anyway with --reveals-unit-lengths, or have %2 work in the workbench</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyPlan</name>
    <message>
        <source>the sample asks for %1 %2 but only %3 exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sample asks for %1 items but only %2 exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each item should go to %1 annotators but the team has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the study has no annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places needed: %1 %2 × %3 per item = %4; places the team has: %5 × at most %6 = %7. Add annotators or raise the cap.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyStore</name>
    <message>
        <source>a task-preference study needs its items: three round ids per line, one column per configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown protocol &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protocol &apos;%1&apos; takes no --items file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot hash the PIN (out of memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the change was not committed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not assigned to %2 in this study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot stratify or filter %1 items by &apos;%2&apos; (use one of: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the study needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a study named &apos;%1&apos; exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no items for the %1 protocol; import its files first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sample is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 item passes the filter (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no study named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the annotator needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a PIN already: give the current one to change it, or reset it as the project&apos;s owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current PIN of %1 is not right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PIN needs at least %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is assigned already; its assignments are never redrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study &apos;%1&apos; was not drawn by whole %2, so they cannot be assigned whole: create it with --sample-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queue of %1 holds an unknown status &apos;%2&apos; (the project was written by another program)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::TabularFile</name>
    <message>
        <source>required column &apos;%1&apos; is missing (columns: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 fields as in the header, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; a header line is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line longer than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::TaskPreference</name>
    <message>
        <source>cannot read the items: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a round id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no round %1 in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 round ids (one per configuration), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file lists no items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 configuration names for %2 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR-Arena task preference: selection rate per generating configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no task-preference answers in this study yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::TeamRoles</name>
    <message>
        <source>cannot set up the annotator roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no study with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database roles are for PostgreSQL projects; a SQLite project is one person&apos;s file (give the annotator a PIN on a shared machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a database role: use lower-case letters, digits and _ (--db-role NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::models::WeightsReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a weight between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 weights (one per category), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more rows than categories (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the diagonal weight must be 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 rows (one per category), found %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::serve::Desk</name>
    <message>
        <source>The project could not be read or written; nothing was saved. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item is not one shown to you. Reload the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer needs a request key of 16 to 64 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer needs a value; Undo takes one back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An undo needs a request key of 16 to 64 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item has no such part.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::serve::Serve</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study annotators work on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8470).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve HTTPS with this certificate chain (PEM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate&apos;s private key (PEM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reverse proxy in front terminates HTTPS: cookies are marked Secure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print what happens as JSON lines (for the workbench) instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve a study to annotators in their browsers. Each opens the link `draudit study invite` printed for them; answers are saved in the project as they are given. Ctrl+C stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the project and --study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen takes an IP address and a port, e.g. 127.0.0.1:8470</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tls-cert and --tls-key go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit serve: warning: plain HTTP on a network address: links and answers travel unencrypted. Use --tls-cert/--tls-key or an HTTPS reverse proxy.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::serve::Web</name>
    <message>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your session has ended. Open your invitation link again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests; wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong links from this address; try again in ten minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link is not valid: it may have expired, been withdrawn or been copied incompletely. Ask the study&apos;s owner for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This request did not come from your study page. Reload the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link was opened too often; try again in ten minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your PIN first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong PINs. Open your invitation link again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not your PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests must be JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link opens the study for %1. Continue only if that is you.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::AboutDialog</name>
    <message>
        <source>About draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;draudit %1&lt;/h2&gt;&lt;p&gt;A workbench for auditing the automated judges of deep-research benchmarks.&lt;/p&gt;&lt;p&gt;Statistics follow R&apos;s irr, psych and irrCAC and scipy&apos;s conventions; distributions come from Boost.Math, Markdown rendering from cmark-gfm.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::AdjudicationPanel</name>
    <message>
        <source>Show annotator names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the item (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this value (recorded with it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved value (digits pick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · severity %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · resolved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disagreements at this severity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::AlternativesView</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::AnnotationPage</name>
    <message>
        <source>Committed; every answer is saved. In a study, Enter opens the next item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::AnswerPair</name>
    <message>
        <source>Answer A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 words (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 of %3 words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::BlocksPanel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ChecksDialog</name>
    <message>
        <source>&amp;Add Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention checks — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of the study whose answers are known in advance. Annotators see them as ordinary items; each one&apos;s accuracy on them is in the study&apos;s report. The answers never go into a package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV with the columns target, field, value; it replaces the rows shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not an item of this study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import attention checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention checks not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has two checks of %2; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n check</numerusform>
            <numerusform>%n checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) in the study</source>
        <translation>
            <numerusform>%n item in the study</numerusform>
            <numerusform>%n items in the study</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::ClaimsView</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted claims and ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your match: ground truth %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your match: none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ComparisonPane</name>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 · rounds: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audit (not blind): your verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audit (not blind): no form for these rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::DashboardSummary</name>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headline statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge 95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Humans 95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings by source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::DashboardView</name>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart on screen as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every row of the report as CSV, XLSX, JSON or LaTeX, as draudit report writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human verdict × judge verdict (counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings per model: judge and humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge score (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean human score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean human score against judge score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2: two scales, compared by rank and correlation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman: human − judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported by draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, one row per statistic (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX, the paper&apos;s tables (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX, every row as a longtable (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator&apos;s verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A and B as this annotator saw them; the judge&apos;s verdict with the same sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown with the answers swapped: B on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (95% intervals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers outside studies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::FormPanel</name>
    <message>
        <source>Committed. The judge&apos;s verdict can be revealed (Ctrl+J).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit answer (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not committed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1 / %2 points · %3 of %4 answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 more lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2; Enter goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional; Enter commits, Shift+Enter starts a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed; the judge is shown under each question. Enter moves on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::GuidelinesDialog</name>
    <message>
        <source>Guidelines — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::HistoryPanel</name>
    <message>
        <source>Change history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ItemClock</name>
    <message>
        <source>Study progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on this item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 on this item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 %3 done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::JudgePanel</name>
    <message>
        <source>A much better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B much better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unparsed judge output (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal judge verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the judge&apos;s verdict and reasoning (Ctrl+J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s verdict is hidden so it cannot anchor your own judgement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judge verdict for this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed after you commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audit, not blind: the judge&apos;s verdict can be shown whenever you like (Ctrl+J).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · the weaker answer fails on: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::NavigatorPanel</name>
    <message>
        <source>Filter loaded items…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter navigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project navigator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ReportView</name>
    <message>
        <source>Compare with another report of the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in report (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with… (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n focus keyword(s)</source>
        <translation>
            <numerusform>%n focus keyword</numerusform>
            <numerusform>%n focus keywords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deviation keyword(s)</source>
        <translation>
            <numerusform>%n deviation keyword</numerusform>
            <numerusform>%n deviation keywords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubric term(s)</source>
        <translation>
            <numerusform>%n rubric term</numerusform>
            <numerusform>%n rubric terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cited URL(s)</source>
        <translation>
            <numerusform>%n cited URL</numerusform>
            <numerusform>%n cited URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::RoundTaskPanel</name>
    <message>
        <source>Width checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logic chain: %1
Source nodes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::SafeWebView</name>
    <message>
        <source>Formatting this page…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ScoreChart</name>
    <message>
        <source>Seat A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score by round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ShareDialog</name>
    <message>
        <source>&amp;Start Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invite Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share “%1” in Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address and port the server listens on; 0.0.0.0 for every network (then use HTTPS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address annotators open: this machine&apos;s name, or your HTTPS proxy&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links start with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links valid for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link is shown once, right after it is issued: copy it and send it to its annotator alone. The project keeps only its hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Serving?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n annotator(s) are working in their browsers now. Closing this window stops the server: what they saved stays, but their pages stop working until you serve again. Close anyway?</source>
        <translation>
            <numerusform>%n annotator is working in their browsers now. Closing this window stops the server: what they saved stays, but their pages stop working until you serve again. Close anyway?</numerusform>
            <numerusform>%n annotators are working in their browsers now. Closing this window stops the server: what they saved stays, but their pages stop working until you serve again. Close anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an answer of the current question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit the answers and go to the next item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New line in a reason field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next / previous question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down / Up, or J / K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit from any field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a text field for the form&apos;s keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the form from a report or an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the judge&apos;s verdict (after committing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip this item for now (its battle waits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag this item for discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next / previous round of a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Right / Alt+Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F, then Enter for the next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom both answers or reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::SourcePagesView</name>
    <message>
        <source>Search the pages&apos; text (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the source pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a page to read its text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation>
            <numerusform>%1: %n page</numerusform>
            <numerusform>%1: %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>This comparison names no source pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source pages %1 are not imported: import their file, %1.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) contain it</source>
        <translation>
            <numerusform>%n page contains it</numerusform>
            <numerusform>%n pages contain it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyDialog</name>
    <message>
        <source>optional: a Markdown file shown to the annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guidelines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md *.markdown *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: annotators never see model names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every item to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-annotate a share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n item(s))</source>
        <translation>
            <numerusform>%1 (%n item)</numerusform>
            <numerusform>%1 (%n items)</numerusform>
        </translation>
    </message>
    <message>
        <source>ann, bob, cy</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> annotator(s)</source>
        <translation>
            <numerusform> annotator</numerusform>
            <numerusform> annotators</numerusform>
        </translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s experts each scored at most 3 tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language=zh, topic=Finance &amp; Business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample only items whose stratum has this value; several values of one key: any of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guidelines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onl&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tratify by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team and overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &amp;kappa:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target 95% interval &amp;width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create and Assign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent of items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 double-annotated items: kappa %2 would be known to ±%3 (95%). A width of %4 needs %5 items (%6 categories, equally likely).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No item is double-annotated, so agreement between annotators cannot be measured. A width of %1 needs %2 double-annotated items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 items to %n annotator(s).</source>
        <translation>
            <numerusform>%1 items to %n annotator.</numerusform>
            <numerusform>%1 items to %n annotators.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> The overlap needs at least %n annotator(s).</source>
        <translation>
            <numerusform> The overlap needs at least %n annotator.</numerusform>
            <numerusform> The overlap needs at least %n annotators.</numerusform>
        </translation>
    </message>
    <message>
        <source> At most %1 per annotator leaves room for %2 of the %3 places: add annotators or raise the limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyProgressPanel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n item(s), %3.</source>
        <translation>
            <numerusform>%1 (%2): %n item, %3.</numerusform>
            <numerusform>%1 (%2): %n items, %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n assignment(s) done; %2 items complete.</source>
        <translation>
            <numerusform>%1 of %n assignment done; %2 items complete.</numerusform>
            <numerusform>%1 of %n assignments done; %2 items complete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) go to two or more annotators; %1 of them answered by two so far.</source>
        <translation>
            <numerusform>%n item goes to two or more annotators; %1 of them answered by two so far.</numerusform>
            <numerusform>%n items go to two or more annotators; %1 of them answered by two so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>Median %1 per item; about %2 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No item has been timed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median per item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90 per item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress per annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyQueuePanel</name>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag for discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip this item for now (Ctrl+Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag this item for discussion (Ctrl+Shift+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1 · report %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 %3 · round %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 %5 done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draudit::views::WelcomePage</name>
    <message>
        <source>A study session is running: your items are in the study queue. Study → Leave Study closes the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit the judges of deep-research benchmarks: compare their verdicts with expert annotations and report agreement a reviewer accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a benchmark&apos;s files: DR-Arena replays, logs and trees; DeepResearch Bench reports and RACE/FACT results; DR. BENCH rubrics; LiveDRBench and DR3 outputs; ratings and annotations as CSV or JSON Lines. A folder is walked whole; each file is imported entirely or not at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty. Next: import the files to audit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
