<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>reports</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>identity (y = x)</source>
        <translation>恒等线（y = x）</translation>
    </message>
    <message>
        <source>mean of judge and human</source>
        <translation>评审与人工的均值</translation>
    </message>
    <message>
        <source>human − judge</source>
        <translation>人工 − 评审</translation>
    </message>
    <message>
        <source>mean difference</source>
        <translation>平均差</translation>
    </message>
    <message>
        <source>limits of agreement (±1.96 SD)</source>
        <translation>一致性界限（±1.96 SD）</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>humans</source>
        <translation>人工</translation>
    </message>
    <message>
        <source> (Bradley–Terry, 95% intervals)</source>
        <translation>（Bradley–Terry，95% 区间）</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
</context>
<context>
    <name>draudit::app::AppearanceFlow</name>
    <message>
        <source>&amp;Larger Text</source>
        <translation>放大文字(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>缩小文字(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>正常文字大小(&amp;N)</translation>
    </message>
    <message>
        <source>Dar&amp;k Theme</source>
        <translation>深色主题(&amp;K)</translation>
    </message>
</context>
<context>
    <name>draudit::app::ChecksFlow</name>
    <message numerus="yes">
        <source>%n attention check(s) saved</source>
        <translation>
            <numerusform>已保存 %n 个注意力检查项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::app::ImportFlow</name>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)…</source>
        <translation>正在导入 %1（第 %2 个，共 %3 个）…</translation>
    </message>
    <message>
        <source>; cancelled</source>
        <translation>；已取消</translation>
    </message>
    <message>
        <source>ignored %1 (%2)</source>
        <translation>已忽略 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 was imported before in part: %n record(s) were skipped and are not in the project</source>
        <translation>
            <numerusform>%1 之前只导入了一部分：有 %n 条记录被跳过，不在项目中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>

%n problem(s):
</source>
        <translation>
            <numerusform>

%n 个问题：
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) imported, %1 unchanged, %2 failed%3.

%4</source>
        <translation>
            <numerusform>已导入 %n 个文件，%1 个未变化，%2 个失败%3。

%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::app::ItemFlow</name>
    <message>
        <source>Committed.</source>
        <translation>已提交。</translation>
    </message>
    <message>
        <source>Your answer was not saved: %1</source>
        <translation>您的答案未能保存：%1</translation>
    </message>
    <message>
        <source>Open audit (not blind): %1</source>
        <translation>公开审核（非盲评）：%1</translation>
    </message>
    <message>
        <source>The judge is shown only after your answer is committed.</source>
        <translation>只有在您的答案提交之后才会显示评审结果。</translation>
    </message>
    <message>
        <source>Reveal the judge&apos;s answers</source>
        <translation>查看评审的答案</translation>
    </message>
</context>
<context>
    <name>draudit::app::MainWindow</name>
    <message>
        <source>draudit</source>
        <translation>draudit</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>未打开项目</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>打开演示项目(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About draudit</source>
        <translation>关于 draudit(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>%1 — draudit</source>
        <translation>%1 — draudit</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Report A</source>
        <translation>报告 A</translation>
    </message>
    <message>
        <source>Only web links can be opened; this one is %1</source>
        <translation>只能打开网页链接；此链接为 %1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <source>Open this address in your web browser?

%1</source>
        <translation>在网页浏览器中打开此地址？

%1</translation>
    </message>
    <message>
        <source>draudit projects (*.draudit)</source>
        <translation>draudit 项目 (*.draudit)</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>&amp;Import Files…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Import Folder</source>
        <translation>导入文件夹</translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation>导入文件</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>Set &amp;Annotator…</source>
        <translation>设置标注者(&amp;A)…</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Your name as annotator:</source>
        <translation>您作为标注者的名字：</translation>
    </message>
    <message>
        <source>Annotator: %1</source>
        <translation>标注者：%1</translation>
    </message>
    <message>
        <source>Your answer was not saved: %1</source>
        <translation>您的答案未能保存：%1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>no longer applies</source>
        <translation>已不适用</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n answer(s)</source>
        <translation>
            <numerusform>已保存 %n 个回答</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo Last Answer</source>
        <translation>撤销上一个回答(&amp;U)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的内容</translation>
    </message>
    <message>
        <source>This task has no reports yet: import reports of it to read and score them.</source>
        <translation>此任务尚无报告：导入它的报告后即可阅读和评分。</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>A study session is running. Study → Leave Study closes the project; it is then opened again from the File menu.</source>
        <translation>研究会话正在进行。研究 → 离开研究会关闭项目；之后可从“文件”菜单重新打开。</translation>
    </message>
    <message>
        <source>Waiting for another program to finish writing to the project…</source>
        <translation>正在等待另一个程序完成对项目的写入…</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>PIN of %1:</source>
        <translation>%1 的 PIN：</translation>
    </message>
    <message>
        <source>Wrong PIN for %1</source>
        <translation>%1 的 PIN 错误</translation>
    </message>
    <message>
        <source>%1 (not available now)</source>
        <translation>%1（现在不可用）</translation>
    </message>
    <message>
        <source>Undone: “%1” is %2 again</source>
        <translation>已撤销：“%1”又是 %2</translation>
    </message>
    <message>
        <source>Undone: “%1” is unanswered again</source>
        <translation>已撤销：“%1”又未作答</translation>
    </message>
    <message>
        <source>This was the last item in the navigator.</source>
        <translation>这是导航栏中的最后一个条目。</translation>
    </message>
    <message>
        <source>Benchmark files and archives (*.json *.jsonl *.csv *.md *.txt *.log *.gz *.zst *.bz2 *.xz *.zip *.tar *.tgz);;All files (*)</source>
        <translation>基准文件和压缩包 (*.json *.jsonl *.csv *.md *.txt *.log *.gz *.zst *.bz2 *.xz *.zip *.tar *.tgz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a navigator section and how many it lists</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>轮次：%1</translation>
    </message>
    <message>
        <source>Responses: %1</source>
        <translation>回答：%1</translation>
    </message>
    <message>
        <source>Judge records: %1</source>
        <translation>评审记录：%1</translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation>标注：%1</translation>
    </message>
</context>
<context>
    <name>draudit::app::ShareFlow</name>
    <message>
        <source>This installation has no browser server (draudit-serve).</source>
        <translation>此安装没有浏览器服务器（draudit-serve）。</translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation>未在提供服务。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Serving at %1</source>
        <translation>正在 %1 提供服务</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>有效至 %1</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
</context>
<context>
    <name>draudit::app::StudyFlow</name>
    <message>
        <source>Study queue</source>
        <translation>研究队列</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New Study…</source>
        <translation>新建研究(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Work on a Study…</source>
        <translation>参与研究标注(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Leave Study</source>
        <translation>退出研究(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Progress…</source>
        <translation>进度(&amp;P)…</translation>
    </message>
    <message>
        <source>Study progress</source>
        <translation>研究进度</translation>
    </message>
    <message>
        <source>&amp;Adjudicate…</source>
        <translation>裁定(&amp;A)…</translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>The project has no studies yet: Study → New Study…</source>
        <translation>项目中还没有研究：研究 → 新建研究…</translation>
    </message>
    <message>
        <source>Study:</source>
        <translation>研究：</translation>
    </message>
    <message>
        <source>Study %1 created: %2 items, %3 assignments</source>
        <translation>已创建研究 %1：%2 个条目，%3 项分配</translation>
    </message>
    <message>
        <source>Work on a study</source>
        <translation>参与研究标注</translation>
    </message>
    <message>
        <source>%1 has no items in study %2</source>
        <translation>%1 在研究 %2 中没有条目</translation>
    </message>
    <message>
        <source>Every item of %1 is done. Thank you!</source>
        <translation>%1 的所有条目都已完成。谢谢！</translation>
    </message>
    <message>
        <source>%1 · item %2 of %3</source>
        <translation>%1 · 第 %2 / %3 条</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>%1 的进度</translation>
    </message>
    <message>
        <source>Adjudicate %1</source>
        <translation>裁定 %1</translation>
    </message>
    <message>
        <source>Committed. Reveal the judge&apos;s verdict if you like, or press Enter for the next item.</source>
        <translation>已提交。可以查看评审的结论，或按 Enter 进入下一条。</translation>
    </message>
    <message>
        <source>This item is committed, so it stays done; Skip moved on.</source>
        <translation>此项目已提交，保持“已完成”；“跳过”仅转到下一项。</translation>
    </message>
    <message>
        <source>&amp;Guidelines</source>
        <translation>标注指南(&amp;G)</translation>
    </message>
    <message>
        <source>%1 is not on the team of %2 (%3)</source>
        <translation>%1 不在 %2 的标注团队中（%3）</translation>
    </message>
    <message>
        <source>cannot read the guidelines: %1</source>
        <translation>无法读取标注指南：%1</translation>
    </message>
    <message>
        <source>Attention &amp;Checks…</source>
        <translation>注意力检查(&amp;C)…</translation>
    </message>
    <message>
        <source>Attention checks</source>
        <translation>注意力检查</translation>
    </message>
    <message>
        <source>Leave Study</source>
        <translation>离开研究</translation>
    </message>
    <message>
        <source>Leave the study? Your answers are saved. The project closes; to work on again, open it from the File menu.</source>
        <translation>离开研究？您的回答已保存。项目将关闭；如需继续，请从“文件”菜单打开。</translation>
    </message>
    <message>
        <source>You left the study; the project is closed.</source>
        <translation>您已离开研究；项目已关闭。</translation>
    </message>
    <message>
        <source>This item is committed: answer its remaining questions, then press Enter.</source>
        <translation>此条目已提交：请回答剩余问题，然后按 Enter。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Who is working on %1?</source>
        <translation>谁在做 %1？</translation>
    </message>
    <message>
        <source>Committed. Answer the questions added below, then press Enter for the next item.</source>
        <translation>已提交。请回答下面新增的问题，然后按 Enter 进入下一项。</translation>
    </message>
    <message>
        <source>Adjudicating %1</source>
        <translation>裁决 %1</translation>
    </message>
    <message>
        <source>Share in &amp;Browser…</source>
        <translation>在浏览器中共享(&amp;B)…</translation>
    </message>
    <message>
        <source>Share in browser</source>
        <translation>在浏览器中共享</translation>
    </message>
    <message>
        <source>Not committed: %1</source>
        <translation>未提交：%1</translation>
    </message>
    <message>
        <source>Committed. Reveal the judge&apos;s answers (Ctrl+J) if you like, or press Enter for the next item.</source>
        <translation>已提交。可以查看评审的答案（Ctrl+J），或按 Enter 进入下一条。</translation>
    </message>
    <message>
        <source>No study item is open.</source>
        <translation>没有打开的研究条目。</translation>
    </message>
    <message>
        <source>Flagged for discussion: the flag is recorded, and the item comes back at the end of your queue.</source>
        <translation>已标记待讨论：标记已记录，该条目会回到队列末尾。</translation>
    </message>
    <message>
        <source>Skipped: the item comes back at the end of your queue.</source>
        <translation>已跳过：该条目会回到队列末尾。</translation>
    </message>
    <message>
        <source>Revealed and recorded. Press Enter for the next item.</source>
        <translation>已查看并记录。按 Enter 进入下一项。</translation>
    </message>
</context>
<context>
    <name>draudit::app::TreeFlow</name>
    <message>
        <source>Source pages</source>
        <translation>来源页面</translation>
    </message>
</context>
<context>
    <name>draudit::cli</name>
    <message>
        <source>create an empty project (file path or postgresql:// URL)</source>
        <translation>创建空项目（文件路径或 postgresql:// 地址）</translation>
    </message>
    <message>
        <source>create a project filled with demo or synthetic benchmark data</source>
        <translation>创建包含演示数据或合成基准数据的项目</translation>
    </message>
    <message>
        <source>show what a project holds</source>
        <translation>显示项目内容</translation>
    </message>
    <message>
        <source>check a project&apos;s integrity</source>
        <translation>检查项目完整性</translation>
    </message>
    <message>
        <source>set one answer of an annotator and commit it</source>
        <translation>设置一位标注者的一个答案并提交</translation>
    </message>
    <message>
        <source>list annotation changes</source>
        <translation>列出标注变更</translation>
    </message>
    <message>
        <source>agreement statistics for long-format ratings</source>
        <translation>长格式评分的一致性统计</translation>
    </message>
    <message>
        <source>correlations and pairwise agreement of paired scores</source>
        <translation>成对分数的相关性与成对一致率</translation>
    </message>
    <message>
        <source>Usage: draudit [PROJECT]            open the workbench
       draudit COMMAND [options]    run headless

Commands:
</source>
        <translation>用法：draudit [项目]                打开工作台
      draudit 命令 [选项]            无界面运行

命令：
</translation>
    </message>
    <message>
        <source>
Options:
  --help            show this help (or COMMAND --help)
  --version         show the version
  --lang LOCALE     user interface language, e.g. zh_CN or en
</source>
        <translation>
选项：
  --help            显示本帮助（或 命令 --help）
  --version         显示版本
  --lang LOCALE     界面语言，例如 zh_CN 或 en
</translation>
    </message>
    <message>
        <source>draudit: unknown command &apos;%1&apos;

</source>
        <translation>draudit：未知命令“%1”

</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>User interface language.</source>
        <translation>界面语言。</translation>
    </message>
    <message>
        <source>draudit: this build has no workbench (built with DRAUDIT_GUI=OFF); use a command:

</source>
        <translation>draudit：此构建不含工作台（以 DRAUDIT_GUI=OFF 构建）；请使用命令：

</translation>
    </message>
    <message>
        <source>import benchmark files (replays, reports, rubrics, judge results, annotations)</source>
        <translation>导入基准文件（对战回放、报告、评分细则、评审结果、标注）</translation>
    </message>
    <message>
        <source>agreement report of a project for a benchmark&apos;s protocol (json, csv, latex, xlsx)</source>
        <translation>按基准协议生成项目的一致性报告（json、csv、latex、xlsx）</translation>
    </message>
    <message>
        <source>run a human study: create, assign, status, export and merge packages, plan the overlap</source>
        <translation>运行人工评测研究：创建、分配、查看进度、导出与合并任务包、规划重叠</translation>
    </message>
    <message>
        <source>export the human annotations as JSONL that imports back (round trip)</source>
        <translation>将人工标注导出为可再次导入的 JSONL（往返）</translation>
    </message>
    <message>
        <source>print speed and memory figures (bench agree | store | import | ui)</source>
        <translation>输出速度与内存数据（bench agree | store | import | ui）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a command nor an existing project

</source>
        <translation>“%1”既不是命令，也不是已有的项目

</translation>
    </message>
    <message>
        <source>the workbench needs a display and there is none (DISPLAY and WAYLAND_DISPLAY are unset); run a command, or set QT_QPA_PLATFORM=offscreen

</source>
        <translation>工作台需要显示器，但当前没有（DISPLAY 与 WAYLAND_DISPLAY 均未设置）；请运行命令，或设置 QT_QPA_PLATFORM=offscreen

</translation>
    </message>
    <message>
        <source>draudit: this installation has no workbench (looked for draudit-workbench in %1); use a command:

</source>
        <translation>draudit：此安装没有工作台（已在 %1 中查找 draudit-workbench）；请使用命令：

</translation>
    </message>
    <message>
        <source>serve a study to annotators in their browsers (invitation links)</source>
        <translation>通过浏览器向标注者提供研究（邀请链接）</translation>
    </message>
    <message>
        <source>draudit: cannot start %1 %2: %3
</source>
        <translation>draudit：无法启动%1 %2：%3
</translation>
    </message>
    <message>
        <source>the workbench</source>
        <translation>工作台</translation>
    </message>
    <message>
        <source>draudit: this installation has no browser server (looked for draudit-serve in %1)
</source>
        <translation>draudit：此安装没有浏览器服务器（已在 %1 中查找 draudit-serve）
</translation>
    </message>
    <message>
        <source>the browser server</source>
        <translation>浏览器服务器</translation>
    </message>
</context>
<context>
    <name>draudit::cli::agree</name>
    <message>
        <source>Long-format ratings: CSV with a header, or JSONL (item, rater, value).</source>
        <translation>长格式评分：带表头的 CSV 或 JSONL（item、rater、value）。</translation>
    </message>
    <message>
        <source>Measurement level: nominal, ordinal, interval or ratio (default nominal).</source>
        <translation>测量尺度：nominal、ordinal、interval 或 ratio（默认 nominal）。</translation>
    </message>
    <message>
        <source>Declared categories in order, comma separated; weights follow this order.</source>
        <translation>按顺序声明的类别，以逗号分隔；权重依此顺序计算。</translation>
    </message>
    <message>
        <source>Column whose value groups items for the bootstrap (e.g. task or battle).</source>
        <translation>用于自助法分组的列（例如任务或对战）。</translation>
    </message>
    <message>
        <source>Bootstrap resamples for percentile and BCa intervals (0 = none).</source>
        <translation>用于百分位与 BCa 区间的自助法重抽样次数（0 表示不使用）。</translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation>自助法的随机种子。</translation>
    </message>
    <message>
        <source>Output format: json or table (default json).</source>
        <translation>输出格式：json 或 table（默认 json）。</translation>
    </message>
    <message>
        <source>Agreement between raters: percent agreement, kappas, alpha and ICC.</source>
        <translation>评分者间一致性：百分比一致率、kappa 系数、alpha 与 ICC。</translation>
    </message>
    <message>
        <source>--ratings FILE is required</source>
        <translation>必须提供 --ratings 文件</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;; use nominal, ordinal, interval or ratio</source>
        <translation>未知尺度“%1”；请使用 nominal、ordinal、interval 或 ratio</translation>
    </message>
    <message>
        <source>--categories lists a category twice</source>
        <translation>--categories 中有重复的类别</translation>
    </message>
    <message>
        <source>--bootstrap needs a whole number of resamples</source>
        <translation>--bootstrap 需要整数的重抽样次数</translation>
    </message>
    <message>
        <source>--seed needs a non-negative whole number</source>
        <translation>--seed 需要非负整数</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json or table</source>
        <translation>未知格式“%1”；请使用 json 或 table</translation>
    </message>
    <message>
        <source>Custom weight matrix: one CSV line of weights per declared category.</source>
        <translation>自定义权重矩阵：每个声明的类别对应一行 CSV 权重。</translation>
    </message>
    <message>
        <source>--weights needs --categories, so rows and columns have a declared order</source>
        <translation>--weights 需要同时提供 --categories，以确定行与列的顺序</translation>
    </message>
</context>
<context>
    <name>draudit::cli::annotate</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation>项目文件或 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>Annotator name (created on first use).</source>
        <translation>标注者名称（首次使用时创建）。</translation>
    </message>
    <message>
        <source>What is annotated, e.g. round:12 or response:5.</source>
        <translation>标注对象，例如 round:12 或 response:5。</translation>
    </message>
    <message>
        <source>Form question, e.g. C1.</source>
        <translation>表单问题，例如 C1。</translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation>答案。</translation>
    </message>
    <message>
        <source>Optional free-text reason.</source>
        <translation>可选的自由文本理由。</translation>
    </message>
    <message>
        <source>Client id recorded with the change (default: cli-PID).</source>
        <translation>随变更记录的客户端标识（默认：cli-PID）。</translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation>需要且仅需要一个项目参数</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须提供 --%1</translation>
    </message>
    <message>
        <source>Only this annotator&apos;s changes.</source>
        <translation>仅此标注者的变更。</translation>
    </message>
    <message>
        <source>Output format: table or jsonl (default table).</source>
        <translation>输出格式：table 或 jsonl（默认 table）。</translation>
    </message>
    <message>
        <source>List annotation changes, oldest first.</source>
        <translation>列出标注变更，最早的在前。</translation>
    </message>
    <message>
        <source>Study the answer belongs to (default: the project&apos;s default study).</source>
        <translation>答案所属的研究（默认：项目的默认研究）。</translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to answer as %1</source>
        <translation>%1 设有 PIN：请将 DRAUDIT_PIN 设为该 PIN 才能以 %1 的身份作答</translation>
    </message>
    <message>
        <source>--client must be up to 64 letters, digits and _.- and not one draudit records itself (%1)</source>
        <translation>--client 最多 64 个字母、数字和 _.-，且不能是 draudit 自己记录的名称（%1）</translation>
    </message>
    <message>
        <source>%1 has no items in study %2</source>
        <translation>%1 在研究 %2 中没有条目</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 is not a question of %3&apos;s items in %4</source>
        <translation>%2 上的“%1”不是 %4 中标注者 %3 的条目所问的问题</translation>
    </message>
    <message>
        <source>the reason holds %1</source>
        <translation>理由中含有%1</translation>
    </message>
    <message>
        <source>Set one answer and print &apos;saved &lt;history id&gt;&apos; once it is durable.</source>
        <translation>设置一个答案，在其持久写入后输出 &apos;saved &lt;历史记录 id&gt;&apos;。</translation>
    </message>
    <message>
        <source>--target %1 is not a target as draudit writes one (ids without leading zeros: round:12)</source>
        <translation>--target %1 不是 draudit 所写的目标形式（编号不带前导零：round:12）</translation>
    </message>
</context>
<context>
    <name>draudit::cli::bench</name>
    <message>
        <source>Items (default 100000).</source>
        <translation>条目数（默认 100000）。</translation>
    </message>
    <message>
        <source>Raters per item (default 3).</source>
        <translation>每个条目的评分者数（默认 3）。</translation>
    </message>
    <message>
        <source>Bootstrap resamples for the second run (default 1000).</source>
        <translation>第二次运行的自助法重抽样次数（默认 1000）。</translation>
    </message>
    <message>
        <source>Runs without bootstrap; the median is reported (default 5).</source>
        <translation>不使用自助法的运行次数；报告中位数（默认 5）。</translation>
    </message>
    <message>
        <source>Time the full agree report on synthetic 5-point ratings.</source>
        <translation>在合成的 5 级评分上计时完整的一致性报告。</translation>
    </message>
    <message>
        <source>--items and --raters must be at least 2</source>
        <translation>--items 和 --raters 至少为 2</translation>
    </message>
    <message>
        <source>Existing empty project or postgresql:// URL (default: a temporary SQLite file).</source>
        <translation>现有的空项目或 postgresql:// 地址（默认：临时 SQLite 文件）。</translation>
    </message>
    <message>
        <source>Single-edit commits to time (default 500).</source>
        <translation>计时的单次编辑提交数（默认 500）。</translation>
    </message>
    <message>
        <source>Annotations to load before timing the open (default 1000000).</source>
        <translation>计时打开前载入的标注数（默认 1000000）。</translation>
    </message>
    <message>
        <source>Time annotation commits and opening a large project.</source>
        <translation>计时标注提交以及打开大型项目。</translation>
    </message>
    <message>
        <source>Folder of DR-Arena replay JSON files to repeat into a corpus.</source>
        <translation>用于重复生成语料的 DR-Arena 回放 JSON 文件夹。</translation>
    </message>
    <message>
        <source>Size of the JSONL corpus (default 250).</source>
        <translation>JSONL 语料的大小，单位 MB（默认 250）。</translation>
    </message>
    <message>
        <source>Time importing a large JSONL corpus of battle replays.</source>
        <translation>计时导入大型对战回放 JSONL 语料。</translation>
    </message>
    <message>
        <source>name the folder of replay files</source>
        <translation>请指定回放文件所在的文件夹</translation>
    </message>
    <message>
        <source>Write the corpus to this file and keep it.</source>
        <translation>将语料写入此文件并保留。</translation>
    </message>
    <message>
        <source>&apos;bench ui&apos; needs the workbench (a DRAUDIT_GUI build)</source>
        <translation>&apos;bench ui&apos; 需要工作台（DRAUDIT_GUI 构建）</translation>
    </message>
    <message>
        <source>Rounds in the generated project (default 100000).</source>
        <translation>生成项目中的轮数（默认 100000）。</translation>
    </message>
    <message>
        <source>Next-round moves to time (default 400).</source>
        <translation>计时的“下一轮”次数（默认 400）。</translation>
    </message>
    <message>
        <source>Words of the long report (default 50000).</source>
        <translation>长报告的词数（默认 50000）。</translation>
    </message>
    <message>
        <source>Import the corpus this many times (default 5).</source>
        <translation>将语料导入这么多次（默认 5 次）。</translation>
    </message>
    <message>
        <source>Instead: how agree&apos;s time grows with items (1k to 1M), raters (2 to 20) and bootstrap draws, and R psych&apos;s ICC() on the same file where installed.</source>
        <translation>改为：agree 的耗时如何随项数（1k 到 1M）、评分者数（2 到 20）和自助抽样次数增长，以及在已安装时 R psych 的 ICC() 在同一文件上的耗时。</translation>
    </message>
    <message>
        <source>Instead: next-round latency and open time in projects of 1,000 rounds up to --rounds, ten times more each step.</source>
        <translation>改为：在 1,000 轮直到 --rounds 轮（每步乘以十）的项目中测量切换到下一轮的延迟和打开时间。</translation>
    </message>
    <message>
        <source>Also import into a scratch database created (and dropped) on this PostgreSQL server, against SQLite.</source>
        <translation>同时导入到在此 PostgreSQL 服务器上创建（并删除）的临时数据库，与 SQLite 对比。</translation>
    </message>
    <message>
        <source>Import corpora of 25 MB to 1 GB, each against Python, to show how the cost grows (with --postgres: 25 MB to 250 MB into PostgreSQL against SQLite).</source>
        <translation>导入 25 MB 到 1 GB 的语料，每个都与 Python 对比，以显示成本如何增长（加 --postgres 时：25 MB 到 250 MB，导入 PostgreSQL 与 SQLite 对比）。</translation>
    </message>
    <message>
        <source>Workbench speed: opening a generated project, next-round moves and a long report.</source>
        <translation>工作台速度：打开生成的项目、切换到下一轮以及长报告。</translation>
    </message>
    <message>
        <source>Runs of draudit --version (default 21).</source>
        <translation>draudit --version 的运行次数（默认 21）。</translation>
    </message>
    <message>
        <source>Start-up: draudit --version as a whole process, and the libraries a headless command loads.</source>
        <translation>启动：将 draudit --version 作为完整进程计时，并列出无界面命令加载的库。</translation>
    </message>
    <message>
        <source>Demo battles (default 6000: ~25,000 rounds).</source>
        <translation>演示对战数（默认 6000：约 25,000 轮）。</translation>
    </message>
    <message>
        <source>Questions of the form (default 40).</source>
        <translation>表单的问题数（默认 40）。</translation>
    </message>
    <message>
        <source>Merges timed (default 5).</source>
        <translation>计时的合并次数（默认 5）。</translation>
    </message>
    <message>
        <source>Master on this PostgreSQL server (a URL whose user may create databases): a scratch database, dropped after.</source>
        <translation>主项目放在此 PostgreSQL 服务器上（其用户可创建数据库的 URL）：使用临时数据库，结束后删除。</translation>
    </message>
    <message>
        <source>A blind study (the package&apos;s ids are aliases).</source>
        <translation>盲评研究（数据包中的 id 为别名）。</translation>
    </message>
    <message>
        <source>Time merging a package with an answer to every question.</source>
        <translation>计时合并一个回答了每个问题的数据包。</translation>
    </message>
    <message>
        <source>say what to measure: &apos;bench agree&apos;, &apos;bench store&apos;, &apos;bench import&apos;, &apos;bench merge&apos;, &apos;bench serve&apos;, &apos;bench start&apos; or &apos;bench ui&apos;</source>
        <translation>请说明要测量什么：&apos;bench agree&apos;、&apos;bench store&apos;、&apos;bench import&apos;、&apos;bench merge&apos;、&apos;bench serve&apos;、&apos;bench start&apos; 或 &apos;bench ui&apos;</translation>
    </message>
    <message>
        <source>The window&apos;s size, WIDTHxHEIGHT (default 1366x768, the smallest screen annotators use).</source>
        <translation>窗口尺寸，格式为 宽x高（默认 1366x768，即标注者使用的最小屏幕）。</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT, e.g. 1920x1080
</source>
        <translation>--size 需要 宽x高，例如 1920x1080
</translation>
    </message>
    <message>
        <source>Time each merge also with this variable set (NAME=VALUE), in alternated pairs, and print the median of the pairs&apos; ratios.</source>
        <translation>每次合并也在设置此变量（NAME=VALUE）时计时，成对交替进行，并输出各对比值的中位数。</translation>
    </message>
</context>
<context>
    <name>draudit::cli::correlate</name>
    <message>
        <source>CSV with a header or JSONL holding the paired scores.</source>
        <translation>包含成对分数的带表头 CSV 或 JSONL。</translation>
    </message>
    <message>
        <source>Column of the first score, e.g. the judge (default x).</source>
        <translation>第一个分数所在列，例如评审（默认 x）。</translation>
    </message>
    <message>
        <source>Column of the second score, e.g. mean human (default y).</source>
        <translation>第二个分数所在列，例如人工平均分（默认 y）。</translation>
    </message>
    <message>
        <source>Column grouping rows (e.g. task): per-group values and their means (FAP/FAS).</source>
        <translation>用于分组的列（例如任务）：给出每组的值及其均值（FAP/FAS）。</translation>
    </message>
    <message>
        <source>Rater score columns used to compute each group&apos;s ICC(1,1).</source>
        <translation>用于计算每组 ICC(1,1) 的评分者分数列。</translation>
    </message>
    <message>
        <source>Drop groups whose ICC(1,1) of --raters is below this (DeepResearch Bench uses 0).</source>
        <translation>舍弃 --raters 的 ICC(1,1) 低于此值的组（DeepResearch Bench 使用 0）。</translation>
    </message>
    <message>
        <source>Differences up to this count as ties in three-way PAR (default 0).</source>
        <translation>在三向 PAR 中，差值不超过此数视为平局（默认 0）。</translation>
    </message>
    <message>
        <source>Bootstrap resamples (groups are resampled whole when --group is given).</source>
        <translation>自助法重抽样次数（指定 --group 时按整组重抽样）。</translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation>自助法的随机种子。</translation>
    </message>
    <message>
        <source>Pearson, Spearman, Kendall tau-b and pairwise agreement rates of paired scores.</source>
        <translation>成对分数的 Pearson、Spearman、Kendall tau-b 相关与成对一致率。</translation>
    </message>
    <message>
        <source>--input FILE is required</source>
        <translation>必须提供 --input 文件</translation>
    </message>
    <message>
        <source>--min-icc needs a number</source>
        <translation>--min-icc 需要一个数值</translation>
    </message>
    <message>
        <source>--min-icc needs --group and at least two --raters columns</source>
        <translation>--min-icc 需要 --group 以及至少两个 --raters 列</translation>
    </message>
    <message>
        <source>--tie-tolerance needs a non-negative number</source>
        <translation>--tie-tolerance 需要非负数</translation>
    </message>
    <message>
        <source>--bootstrap needs a whole number of resamples</source>
        <translation>--bootstrap 需要整数的重抽样次数</translation>
    </message>
    <message>
        <source>--seed needs a non-negative whole number</source>
        <translation>--seed 需要非负整数</translation>
    </message>
    <message>
        <source>Output format: json or table (default json).</source>
        <translation>输出格式：json 或 table（默认 json）。</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json or table</source>
        <translation>未知格式“%1”；请使用 json 或 table</translation>
    </message>
</context>
<context>
    <name>draudit::cli::export</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation>项目文件或 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>Write every current answer to this JSONL file.</source>
        <translation>将所有当前回答写入此 JSONL 文件。</translation>
    </message>
    <message>
        <source>Only this study&apos;s answers (default: all studies).</source>
        <translation>只导出此研究的回答（默认：所有研究）。</translation>
    </message>
    <message>
        <source>Export the human annotations as long-format JSONL (annotator, target, field, value, reason, study).</source>
        <translation>将人工标注导出为长格式 JSONL（annotator、target、field、value、reason、study）。</translation>
    </message>
    <message>
        <source>name the PROJECT and --annotations FILE</source>
        <translation>请指定 PROJECT 和 --annotations FILE</translation>
    </message>
    <message numerus="yes">
        <source>wrote %n answer(s) to %1
</source>
        <translation>
            <numerusform>已将 %n 个回答写入 %1
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::import</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation>项目文件或 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>Files or folders to import.</source>
        <translation>要导入的文件或文件夹。</translation>
    </message>
    <message>
        <source>Format of every file (default: detected per file; see --list-formats).</source>
        <translation>所有文件的格式（默认：逐个文件自动识别；参见 --list-formats）。</translation>
    </message>
    <message>
        <source>Read and check everything, then roll back: the project is not changed.</source>
        <translation>读取并检查全部内容，然后回滚：项目不会被修改。</translation>
    </message>
    <message>
        <source>stop (default): the first bad record fails its file and ends the import; skip: import the good records and report the bad ones.</source>
        <translation>stop（默认）：遇到第一条错误记录时该文件导入失败并结束导入；skip：导入正确的记录并报告错误的记录。</translation>
    </message>
    <message>
        <source>Write every skipped record and failed check to this file.</source>
        <translation>将每条跳过的记录和未通过的检查写入此文件。</translation>
    </message>
    <message>
        <source>List the formats draudit can import.</source>
        <translation>列出 draudit 可以导入的格式。</translation>
    </message>
    <message>
        <source>Import benchmark files into a project: one transaction per file, unchanged files skipped.</source>
        <translation>将基准文件导入项目：每个文件一个事务，未变化的文件将被跳过。</translation>
    </message>
    <message>
        <source>expected a PROJECT and at least one PATH</source>
        <translation>需要一个项目以及至少一个路径</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; see --list-formats</source>
        <translation>未知格式“%1”；参见 --list-formats</translation>
    </message>
    <message>
        <source>--on-error takes stop or skip</source>
        <translation>--on-error 的取值为 stop 或 skip</translation>
    </message>
    <message>
        <source>unchanged %1 (already imported as source %2)
</source>
        <translation>未变化 %1（已作为来源 %2 导入）
</translation>
    </message>
    <message>
        <source>would import %1 as %2: %3
</source>
        <translation>将以 %2 格式导入 %1：%3
</translation>
    </message>
    <message>
        <source>imported %1 as %2: %3
</source>
        <translation>已以 %2 格式导入 %1：%3
</translation>
    </message>
    <message>
        <source> (version %1)</source>
        <translation>（第 %1 版）</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation>检查：%1</translation>
    </message>
    <message>
        <source>  check failed: %1
</source>
        <translation>  检查未通过：%1
</translation>
    </message>
    <message>
        <source>checked (dry run, nothing written)</source>
        <translation>已检查（试运行，未写入）</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>cannot write the report: %1</source>
        <translation>无法写入报告：%1</translation>
    </message>
    <message>
        <source>Field mapping for --format generic (default: &lt;file&gt;.mapping.json beside each file).</source>
        <translation>--format generic 使用的字段映射（默认：每个文件旁的 &lt;文件&gt;.mapping.json）。</translation>
    </message>
    <message>
        <source>Annotations: write answers of annotators who have a PIN as the project&apos;s owner, recorded so in the history (client &apos;owner-import&apos;). Without it, such answers need the annotator&apos;s PIN in DRAUDIT_PIN.</source>
        <translation>标注：以项目所有者身份写入设有 PIN 的标注者的回答，并在历史中如实记录（客户端 &apos;owner-import&apos;）。不加此选项时，这些回答需要在 DRAUDIT_PIN 中提供该标注者的 PIN。</translation>
    </message>
    <message>
        <source>ignored %1 (%2)
</source>
        <translation>已忽略 %1（%2）
</translation>
    </message>
    <message>
        <source>The judge the files&apos; decisions are stored under, e.g. the judge model&apos;s name: DR-Arena examiner verdicts (replays, logs, verdicts.json, battles, history), DR3-Eval eval.py results (default dr3-eval; one name per run: name the run&apos;s eval_*_&lt;timestamp&gt;.json files or its own folder). Decisions of several judges on the same items stay apart; one judge imported from several files is one judge.</source>
        <translation>文件中的评判结果所归属的评审，例如评审模型的名称：DR-Arena 考官裁决（replays、logs、verdicts.json、battles、history）、DR3-Eval eval.py 结果（默认 dr3-eval；每次运行一个名称：指定该次运行的 eval_*_&lt;timestamp&gt;.json 文件或其单独的文件夹）。多个评审对同一条目的判定互不混合；从多个文件导入的同一评审仍是一个评审。</translation>
    </message>
    <message numerus="yes">
        <source>partially imported %1 (already imported as source %2, but %n record(s) were skipped and are not in the project; fix them and import the file again)
</source>
        <translation>
            <numerusform>部分导入 %1（已作为来源 %2 导入，但有 %n 条记录被跳过，不在项目中；请修正后重新导入该文件）
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) %1, %2 unchanged, %3 ignored, %4 failed; total: %5
</source>
        <translation>
            <numerusform>%n 个文件%1，%2 个未变化，%3 个已忽略，%4 个失败；合计：%5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import stopped; %n file(s) before this one were imported
</source>
        <translation>
            <numerusform>导入已停止；此前已导入 %n 个文件
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import stopped by a signal; %n file(s) before this one were imported
</source>
        <translation>
            <numerusform>导入因收到信号而停止；此前已导入 %n 个文件
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::project</name>
    <message>
        <source>Project file (.draudit) or postgresql://user:password@host:port/db URL.</source>
        <translation>项目文件（.draudit）或 postgresql://用户:密码@主机:端口/数据库 地址。</translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation>需要且仅需要一个项目参数</translation>
    </message>
    <message>
        <source>Create an empty project.</source>
        <translation>创建空项目。</translation>
    </message>
    <message>
        <source>created %1
</source>
        <translation>已创建 %1
</translation>
    </message>
    <message>
        <source>Number of DR-Arena-style battles (default 8).</source>
        <translation>DR-Arena 风格对战的数量（默认 8）。</translation>
    </message>
    <message>
        <source>Number of report tasks with four reports each (default 3).</source>
        <translation>报告任务数量，每个任务四份报告（默认 3）。</translation>
    </message>
    <message>
        <source>Approximate length of each battle answer (default 350).</source>
        <translation>每个对战回答的大致长度（默认 350）。</translation>
    </message>
    <message>
        <source>Approximate length of each report (default 1800).</source>
        <translation>每份报告的大致长度（默认 1800）。</translation>
    </message>
    <message>
        <source>Random seed (default 2026).</source>
        <translation>随机种子（默认 2026）。</translation>
    </message>
    <message>
        <source>Create a project filled with self-written demo data, or a large synthetic corpus.</source>
        <translation>创建包含自编演示数据或大型合成语料的项目。</translation>
    </message>
    <message>
        <source>numeric options need non-negative whole numbers</source>
        <translation>数值选项需要非负整数</translation>
    </message>
    <message>
        <source>created %1: %2 battles, %3 rounds (%4 with an unparsed verdict), %5 tasks, %6 responses, %7 judge records
</source>
        <translation>已创建 %1：%2 场对战，%3 轮（其中 %4 轮裁决无法解析），%5 个任务，%6 个回答，%7 条评审记录
</translation>
    </message>
    <message>
        <source>Show what a project holds.</source>
        <translation>显示项目内容。</translation>
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
        <translation>项目        %1
任务        %2
系统        %3
回答        %4
对战        %5
轮次        %6
评审记录    %7
标注        %8
</translation>
    </message>
    <message>
        <source>Check a project&apos;s integrity.</source>
        <translation>检查项目完整性。</translation>
    </message>
    <message>
        <source>ok: %1 passed every check
</source>
        <translation>正常：%1 通过了全部检查
</translation>
    </message>
    <message>
        <source>  skipped: %1
</source>
        <translation>  已跳过：%1
</translation>
    </message>
    <message>
        <source>(draudit info --skipped lists every skipped record)
</source>
        <translation>（draudit info --skipped 列出所有被跳过的记录）
</translation>
    </message>
    <message>
        <source>List every record that imports under --on-error skip left out.</source>
        <translation>列出以 --on-error skip 导入时被跳过的每条记录。</translation>
    </message>
    <message numerus="yes">
        <source>partially imported %1 (source %2, %3): %n record(s) skipped
</source>
        <translation>
            <numerusform>部分导入 %1（来源 %2，%3）：跳过 %n 条记录
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>发现 %n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::cli::report</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation>项目文件或 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>Study name (default: the project&apos;s default study).</source>
        <translation>研究名称（默认：项目的默认研究）。</translation>
    </message>
    <message>
        <source>Write to this file (required for xlsx; default: standard output).</source>
        <translation>写入此文件（xlsx 必须指定；默认：标准输出）。</translation>
    </message>
    <message>
        <source>Human answer field: the verdict question for dr-arena (default C1), any field for generic.</source>
        <translation>人工答案字段：dr-arena 为裁决问题（默认 C1），generic 可为任意字段。</translation>
    </message>
    <message>
        <source>generic: the judge record field to compare with.</source>
        <translation>generic：用于比较的评审记录字段。</translation>
    </message>
    <message>
        <source>generic: nominal, ordinal, interval or ratio.</source>
        <translation>generic：nominal、ordinal、interval 或 ratio。</translation>
    </message>
    <message>
        <source>generic: declared categories in order.</source>
        <translation>generic：按顺序声明的类别。</translation>
    </message>
    <message>
        <source>Bootstrap resamples for intervals (0 = none).</source>
        <translation>用于区间估计的自助法重抽样次数（0 表示不使用）。</translation>
    </message>
    <message>
        <source>Seed of the bootstrap.</source>
        <translation>自助法的随机种子。</translation>
    </message>
    <message>
        <source>Agreement report of a project for a benchmark&apos;s protocol, as the paper computes it.</source>
        <translation>按论文的计算方式，为基准协议生成项目的一致性报告。</translation>
    </message>
    <message>
        <source>expected exactly one PROJECT argument</source>
        <translation>需要且仅需要一个项目参数</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use json, csv, latex or xlsx</source>
        <translation>未知格式“%1”；请使用 json、csv、latex 或 xlsx</translation>
    </message>
    <message>
        <source>xlsx needs --out FILE</source>
        <translation>xlsx 需要 --out 文件</translation>
    </message>
    <message>
        <source>no study named &apos;%1&apos;</source>
        <translation>没有名为“%1”的研究</translation>
    </message>
    <message>
        <source>%1 needs --field</source>
        <translation>%1 需要 --field</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation>未知尺度“%1”</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>--param takes NAME=NUMBER, not &apos;%1&apos;</source>
        <translation>--param 的格式为 NAME=数字，而不是“%1”</translation>
    </message>
    <message>
        <source>Model families for the self-preference analysis: CSV or JSONL with columns name, family (or a JSON object name -&gt; family); names not listed fall back to built-in rules (gpt -&gt; openai, gemini -&gt; google, ...).</source>
        <translation>自我偏好分析所用的模型家族：含 name、family 列的 CSV 或 JSONL（或 name -&gt; family 的 JSON 对象）；未列出的名称按内置规则判断（gpt -&gt; openai，gemini -&gt; google，……）。</translation>
    </message>
    <message>
        <source>dr-arena: leaderboard model names mapped to the battles&apos; names, for the rating agreement with an imported leaderboard: CSV or JSONL with columns alias, model (or a JSON object alias -&gt; model).</source>
        <translation>dr-arena：把排行榜中的模型名映射为对战中的名称，用于与导入的排行榜比较评分一致性：CSV 或 JSONL，列为 alias、model（或 JSON 对象 alias -&gt; model）。</translation>
    </message>
    <message>
        <source>json (default), csv, latex (the paper&apos;s own tables; see --latex-full) or xlsx.</source>
        <translation>json（默认）、csv、latex（论文自身的表格；见 --latex-full）或 xlsx。</translation>
    </message>
    <message>
        <source>latex: every row of the report as a longtable (booktabs, longtable, array) instead of the paper&apos;s own tables.</source>
        <translation>latex：把报告的每一行写成 longtable（booktabs、longtable、array），而不是论文自身的表格。</translation>
    </message>
    <message>
        <source>--latex-full needs --format latex</source>
        <translation>--latex-full 需要 --format latex</translation>
    </message>
    <message>
        <source>unknown protocol &apos;%1&apos;; use %2</source>
        <translation>未知协议“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>The protocol: %1.</source>
        <translation>协议：%1。</translation>
    </message>
    <message>
        <source>A protocol&apos;s parameter, NAME=VALUE, repeatable (%1).</source>
        <translation>协议参数，NAME=VALUE，可重复（%1）。</translation>
    </message>
</context>
<context>
    <name>draudit::cli::study</name>
    <message>
        <source>Study name.</source>
        <translation>研究名称。</translation>
    </message>
    <message>
        <source>all, a number of items, or a percentage such as 35% (default all).</source>
        <translation>all、条目数，或百分比如 35%（默认 all）。</translation>
    </message>
    <message>
        <source>Seed of the sample and of every random order (default 1).</source>
        <translation>抽样及所有随机顺序的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Show model names to annotators (default: blind).</source>
        <translation>向标注者显示模型名称（默认：盲评）。</translation>
    </message>
    <message>
        <source>Comma-separated annotator names (created when new).</source>
        <translation>以逗号分隔的标注者名称（新名称会自动创建）。</translation>
    </message>
    <message>
        <source>Every item to this many annotators (default 1).</source>
        <translation>每个条目分配给这么多位标注者（默认 1）。</translation>
    </message>
    <message>
        <source>Or: this share of the items (0..1) to two annotators, the rest to one.</source>
        <translation>或：此比例（0..1）的条目分配给两位标注者，其余给一位。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>Whose items to package.</source>
        <translation>要打包哪位标注者的条目。</translation>
    </message>
    <message>
        <source>The package file to write (must not exist).</source>
        <translation>要写入的任务包文件（不得已存在）。</translation>
    </message>
    <message>
        <source>Expected kappa (default 0.7).</source>
        <translation>预期 kappa（默认 0.7）。</translation>
    </message>
    <message>
        <source>Number of equally likely categories (default 2).</source>
        <translation>等可能类别的数量（默认 2）。</translation>
    </message>
    <message>
        <source>Or: expected category shares, comma-separated.</source>
        <translation>或：预期的类别比例，以逗号分隔。</translation>
    </message>
    <message>
        <source>Also check by simulation (seeded).</source>
        <translation>同时用模拟检验（有种子）。</translation>
    </message>
    <message>
        <source>name the PROJECT</source>
        <translation>请指定 PROJECT</translation>
    </message>
    <message>
        <source>Project file or URL.</source>
        <translation>项目文件或 URL。</translation>
    </message>
    <message>
        <source>Create a study: a form and a reproducible sample.</source>
        <translation>创建研究：一个表单和一个可复现的样本。</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须提供 --%1</translation>
    </message>
    <message>
        <source>--seed takes a whole number below 2^63</source>
        <translation>--seed 取小于 2^63 的整数</translation>
    </message>
    <message>
        <source>created study &apos;%1&apos;: %2 items (%3), form %4%5
</source>
        <translation>已创建研究“%1”：%2 个条目（%3），表单 %4%5
</translation>
    </message>
    <message>
        <source>, blind</source>
        <translation>，盲评</translation>
    </message>
    <message>
        <source>Assign a study&apos;s sample to its team with an overlap plan.</source>
        <translation>按重叠方案将研究样本分配给团队。</translation>
    </message>
    <message>
        <source>--study and --annotators are required</source>
        <translation>需要 --study 和 --annotators</translation>
    </message>
    <message>
        <source>Progress of a study per annotator.</source>
        <translation>按标注者显示研究进度。</translation>
    </message>
    <message>
        <source>study &apos;%1&apos; (%2): %3 items, %4; %5 of %6 assignments done, %7 items complete
</source>
        <translation>研究“%1”（%2）：%3 个条目，%4；已完成 %5/%6 项分配，%7 个条目全部完成
</translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation>尚未分配</translation>
    </message>
    <message>
        <source>an unknown time (nothing timed yet)</source>
        <translation>未知时间（尚无计时）</translation>
    </message>
    <message>
        <source>Write one annotator&apos;s items as a self-contained project file.</source>
        <translation>将一位标注者的条目写成独立的项目文件。</translation>
    </message>
    <message>
        <source>Master project file or URL.</source>
        <translation>主项目文件或 URL。</translation>
    </message>
    <message>
        <source>Returned package files.</source>
        <translation>交回的任务包文件。</translation>
    </message>
    <message>
        <source>Merge returned packages into the master (idempotent, never overwrites).</source>
        <translation>将交回的任务包合并到主项目（幂等，从不覆盖）。</translation>
    </message>
    <message>
        <source>name the PROJECT and at least one package</source>
        <translation>请指定 PROJECT 和至少一个任务包</translation>
    </message>
    <message>
        <source>  conflict %1 %2: master &apos;%3&apos;, package &apos;%4&apos;: %5
</source>
        <translation>  冲突 %1 %2：主项目为“%3”，任务包为“%4”：%5
</translation>
    </message>
    <message>
        <source>--kappa takes -1..1, --width 0..2, --categories 2 or more</source>
        <translation>--kappa 取 -1..1，--width 取 0..2，--categories 取 2 或更大</translation>
    </message>
    <message>
        <source>simulation: %1 items give a mean interval no wider than %2
</source>
        <translation>模拟：%1 个条目的平均区间宽度不超过 %2
</translation>
    </message>
    <message>
        <source>List the project&apos;s studies.</source>
        <translation>列出项目中的研究。</translation>
    </message>
    <message>
        <source>  %1: %2/%3 done, %4 skipped, %5 flagged; median %6 s, p90 %7 s per item; about %8 left
</source>
        <translation>  %1：已完成 %2/%3，跳过 %4，标记 %5；每条中位数 %6 秒，p90 %7 秒；约剩 %8
</translation>
    </message>
    <message>
        <source>kappa %1 ± %2 (95%): %3 double-annotated items (large-sample formula; p_o = %4, p_e = %5)
</source>
        <translation>kappa %1 ± %2（95%）：需 %3 个双人标注条目（大样本公式；p_o = %4，p_e = %5）
</translation>
    </message>
    <message>
        <source>Form question (default C1).</source>
        <translation>表单问题（默认 C1）。</translation>
    </message>
    <message>
        <source>Only disagreements at least this far apart on the form&apos;s scale (default 1).</source>
        <translation>只列出在表单量表上相差至少这么多的分歧（默认 1）。</translation>
    </message>
    <message>
        <source>Resolve this item...</source>
        <translation>裁定此条目……</translation>
    </message>
    <message>
        <source>...to this value.</source>
        <translation>……为此值。</translation>
    </message>
    <message>
        <source>Why (recorded with the gold value).</source>
        <translation>理由（与金标准值一起记录）。</translation>
    </message>
    <message>
        <source>Who decides.</source>
        <translation>裁定人。</translation>
    </message>
    <message>
        <source>List human-human disagreements or record a gold value.</source>
        <translation>列出人与人之间的分歧，或记录金标准值。</translation>
    </message>
    <message>
        <source>--target needs --value and --adjudicator</source>
        <translation>--target 需要 --value 和 --adjudicator</translation>
    </message>
    <message>
        <source>gold value of %1 / %2 is now %3 (version %4)
</source>
        <translation>%1 / %2 的金标准值现为 %3（版本 %4）
</translation>
    </message>
    <message>
        <source>Annotator name to add or update.</source>
        <translation>要添加或更新的标注者名称。</translation>
    </message>
    <message>
        <source>Display name (default: the name).</source>
        <translation>显示名称（默认：与名称相同）。</translation>
    </message>
    <message>
        <source>Add an annotator, with a display name and an optional PIN.</source>
        <translation>添加标注者，可设显示名称和 PIN。</translation>
    </message>
    <message>
        <source>--add is required</source>
        <translation>需要 --add</translation>
    </message>
    <message>
        <source>annotator %1 saved%2
</source>
        <translation>已保存标注者 %1%2
</translation>
    </message>
    <message>
        <source> (with a PIN)</source>
        <translation>（含 PIN）</translation>
    </message>
    <message>
        <source>Blind studies: the reveal package, with the judge&apos;s records of the items this annotator has committed (merge their blind package first).</source>
        <translation>盲评研究：揭示包，含该标注员已提交条目的评审记录（请先合并其盲评包）。</translation>
    </message>
    <message>
        <source> (blind: no judge records, no system names)</source>
        <translation>（盲评：无评审记录、无系统名称）</translation>
    </message>
    <message>
        <source> (reveal: judge records of %1 committed items)</source>
        <translation>（揭示：%1 个已提交条目的评审记录）</translation>
    </message>
    <message>
        <source>wrote %1 (package %2): %3 items, %4 systems%5
</source>
        <translation>已写入 %1（包 %2）：%3 个条目，%4 个系统%5
</translation>
    </message>
    <message>
        <source>%1 (%2, study &apos;%3&apos;): %4 added, %5 updated, %6 unchanged, %7 older than the master&apos;s, %8 conflicts
</source>
        <translation>%1（%2，研究“%3”）：新增 %4，更新 %5，未变 %6，早于主项目的 %7，冲突 %8
</translation>
    </message>
    <message>
        <source>New PIN asked on shared machines (stored as an Argon2id hash; to change one, give --current-pin too).</source>
        <translation>共享电脑上询问的新 PIN（以 Argon2id 哈希存储；修改已有 PIN 时还需提供 --current-pin）。</translation>
    </message>
    <message>
        <source>The annotator&apos;s current PIN.</source>
        <translation>标注员当前的 PIN。</translation>
    </message>
    <message>
        <source>As the project&apos;s owner: replace the PIN (with --pin) or remove it (without) without knowing it.</source>
        <translation>作为项目所有者：无需知道原 PIN 即可替换（配合 --pin）或删除（不带 --pin）。</translation>
    </message>
    <message>
        <source> (PIN removed)</source>
        <translation>（已删除 PIN）</translation>
    </message>
    <message>
        <source>PostgreSQL: the database role the annotator logs in as (created if new; its password from DRAUDIT_ROLE_PASSWORD). The role reads only what a blind session may show and writes only its own answers.</source>
        <translation>PostgreSQL：标注员登录所用的数据库角色（不存在则创建；密码取自 DRAUDIT_ROLE_PASSWORD）。该角色只能读取盲评会话可显示的内容，只能写入自己的回答。</translation>
    </message>
    <message>
        <source>%1 logs in as database role %2
</source>
        <translation>%1 以数据库角色 %2 登录
</translation>
    </message>
    <message>
        <source>Sample only items whose KEY (a --stratify key) is VALUE, e.g. language=zh; repeat it for more values (one key: any of them) or more keys (all of them).</source>
        <translation>只抽取 KEY（一个 --stratify 键）为 VALUE 的项，例如 language=zh；可重复给出更多取值（同一键：任一即可）或更多键（须全部满足）。</translation>
    </message>
    <message>
        <source>--filter takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--filter 的格式是 KEY=VALUE，而不是“%1”</translation>
    </message>
    <message>
        <source>Guidelines for the annotators, a Markdown file: shown at their first item and under Study → Guidelines, and carried in their packages.</source>
        <translation>给标注者的指南（Markdown 文件）：在第一项前显示，也可在“研究 → 标注指南”中查看，并随标注包分发。</translation>
    </message>
    <message>
        <source>%1: cannot read the guidelines: %2</source>
        <translation>%1：无法读取标注指南：%2</translation>
    </message>
    <message>
        <source>CSV or JSONL with columns target, field, value.</source>
        <translation>含 target、field、value 列的 CSV 或 JSONL。</translation>
    </message>
    <message>
        <source>Attention checks: items of the study whose answers are known in advance. Each annotator&apos;s accuracy on them is in the study&apos;s report; the answers never go into a package. Replaces the study&apos;s checks.</source>
        <translation>注意力检查：研究中答案事先已知的条目。每位标注者在其上的准确率列于研究报告中；答案从不放入标注包。会替换该研究原有的检查。</translation>
    </message>
    <message>
        <source>give the project, the file and --study</source>
        <translation>请给出项目、文件和 --study</translation>
    </message>
    <message>
        <source>%1: %2 attention checks
</source>
        <translation>%1：%2 个注意力检查
</translation>
    </message>
    <message>
        <source>  flagged: %1
</source>
        <translation>  已标记：%1
</translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to adjudicate as %1, or adjudicate under another name</source>
        <translation>%1 设有 PIN：请将 DRAUDIT_PIN 设为该 PIN 以 %1 的身份裁定，或以其他名字裁定</translation>
    </message>
    <message>
        <source>  … and %1 more flagged
</source>
        <translation>  … 另有 %1 项已标记
</translation>
    </message>
    <message>
        <source>assigned %1 to %2 (%3)
</source>
        <translation>已将 %1 分配给 %2（%3）
</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 个条目</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 个条目</translation>
    </message>
    <message>
        <source>1 annotator</source>
        <translation>1 名标注者</translation>
    </message>
    <message>
        <source>%1 annotators</source>
        <translation>%1 名标注者</translation>
    </message>
    <message>
        <source>as rounds of battles (intra-battle correlation %1, design effect %2): %3 items in about %4 battles
</source>
        <translation>按对战的轮次计（对战内相关 %1，设计效应 %2）：%3 个条目，约 %4 场对战
</translation>
    </message>
    <message>
        <source>--expected takes the expected value (0..1, or -1..1 for a correlation), --width 0..2</source>
        <translation>--expected 取预期值（0..1，相关系数为 -1..1），--width 取 0..2</translation>
    </message>
    <message>
        <source>%1 %2 ± about %3 (95%, Fisher z): %4 items
</source>
        <translation>%1 %2 ± 约 %3（95%，Fisher z）：%4 个条目
</translation>
    </message>
    <message>
        <source>PAR %1 ± about %2 (95%, Wilson): %3 report pairs, %4 tasks of %5 reports (pairs of one task share reports: plan more tasks if their preferences go together)
</source>
        <translation>PAR %1 ± 约 %2（95%，Wilson）：%3 对报告，%4 个任务，每个任务 %5 份报告（同一任务的报告对共享报告：若其偏好相互关联，请规划更多任务）
</translation>
    </message>
    <message>
        <source>proportion %1 ± about %2 (95%, Wilson): %3 answers
</source>
        <translation>比例 %1 ± 约 %2（95%，Wilson）：%3 个回答
</translation>
    </message>
    <message>
        <source>kappa (default), proportion (pass rates, FACT agreement), pearson, spearman or par.</source>
        <translation>kappa（默认）、proportion（通过率、FACT 一致率）、pearson、spearman 或 par。</translation>
    </message>
    <message>
        <source>Expected proportion, correlation or PAR (other statistics).</source>
        <translation>预期的比例、相关系数或 PAR（其他统计量）。</translation>
    </message>
    <message>
        <source>Target width of the 95% interval (default 0.2 for kappa, else 0.1).</source>
        <translation>95% 区间的目标宽度（kappa 默认 0.2，其他默认 0.1）。</translation>
    </message>
    <message>
        <source>par: reports per task (default 4).</source>
        <translation>par：每个任务的报告数（默认 4）。</translation>
    </message>
    <message>
        <source>kappa, proportion: items come as rounds of battles, this many each.</source>
        <translation>kappa、proportion：条目为对战的轮次，每场对战的轮数。</translation>
    </message>
    <message>
        <source>With --rounds-per-battle: the expected intra-battle correlation (default 0.3).</source>
        <translation>与 --rounds-per-battle 一起：预期的对战内相关（默认 0.3）。</translation>
    </message>
    <message>
        <source>How many items a statistic of this precision needs: kappa (double-annotated items), a proportion, a correlation or PAR.</source>
        <translation>达到此精度的统计量需要多少条目：kappa（双人标注条目）、比例、相关系数或 PAR。</translation>
    </message>
    <message>
        <source>--statistic takes kappa, proportion, pearson, spearman or par, not &apos;%1&apos;</source>
        <translation>--statistic 取 kappa、proportion、pearson、spearman 或 par，而不是“%1”</translation>
    </message>
    <message>
        <source>The protocol: %1.</source>
        <translation>协议：%1。</translation>
    </message>
    <message>
        <source>Form preset (%1; default: the protocol&apos;s) or a form definition .json file.</source>
        <translation>表单预设（%1；默认：协议自带的）或表单定义 .json 文件。</translation>
    </message>
    <message>
        <source>Stratify the sample by %1 (whole battles or tasks: by their first item&apos;s).</source>
        <translation>按 %1 对样本分层（整场对战或整个任务：按其第一个条目）。</translation>
    </message>
    <message>
        <source>say what to do: study create | assign | status | export | merge | plan | adjudicate | list | checks | invite | invitations | revoke (each has --help)</source>
        <translation>请说明要做什么：study create | assign | status | export | merge | plan | adjudicate | list | checks | invite | invitations | revoke（各有 --help）</translation>
    </message>
    <message>
        <source>Comma-separated annotators of the study to invite.</source>
        <translation>要邀请的研究标注者，以逗号分隔。</translation>
    </message>
    <message>
        <source>Days the links stay valid (default 14, at most 365).</source>
        <translation>链接的有效天数（默认 14，最多 365）。</translation>
    </message>
    <message>
        <source>The address annotators reach the server at (default http://127.0.0.1:8470), e.g. https://study.example.org</source>
        <translation>标注者访问服务器的地址（默认 http://127.0.0.1:8470），例如 https://study.example.org</translation>
    </message>
    <message>
        <source>The invitation to withdraw.</source>
        <translation>要撤销的邀请。</translation>
    </message>
    <message>
        <source>Or: withdraw every link of this annotator.</source>
        <translation>或者：撤销此标注者的所有链接。</translation>
    </message>
    <message>
        <source>Issue one invitation link per annotator for `draudit serve`. Each link is printed once and stored only as a hash: send it to its annotator alone.</source>
        <translation>为 `draudit serve` 给每位标注者签发一个邀请链接。每个链接只打印一次，仅以哈希值保存：请只发给对应的标注者。</translation>
    </message>
    <message>
        <source>give the project, --study and --annotators</source>
        <translation>请给出项目、--study 和 --annotators</translation>
    </message>
    <message>
        <source>--days takes a number and --url an http:// or https:// address</source>
        <translation>--days 需要一个数字，--url 需要 http:// 或 https:// 地址</translation>
    </message>
    <message>
        <source>List a study&apos;s invitations (never their links).</source>
        <translation>列出研究的邀请（从不显示链接本身）。</translation>
    </message>
    <message>
        <source>give the project and --study</source>
        <translation>请给出项目和 --study</translation>
    </message>
    <message>
        <source>id	annotator	state	issued	expires	last used
</source>
        <translation>编号	标注者	状态	签发时间	过期时间	最后使用
</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Withdraw invitations: their links and open sessions stop working at once.</source>
        <translation>撤销邀请：其链接和已打开的会话立即失效。</translation>
    </message>
    <message>
        <source>give the project, --study and either --id or --annotator</source>
        <translation>请给出项目、--study，以及 --id 或 --annotator 之一</translation>
    </message>
    <message numerus="yes">
        <source>revoked %n invitation(s)
</source>
        <translation>
            <numerusform>已撤销 %n 个邀请
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draw whole %2 instead of single items (all, a number or a percentage); each comes with %3, to the same annotators.</source>
        <translation>%1：抽取整体的%2而不是单个项（all、数量或百分比）；每个都带上%3，分给同一批标注者。</translation>
    </message>
    <message>
        <source>--%1 replaces --sample and is for a protocol drawn by whole %2 (%3)</source>
        <translation>--%1 取代 --sample，只用于按整体%2抽样的协议（%3）</translation>
    </message>
    <message>
        <source>%1 take all, a positive number or a percentage</source>
        <translation>%1 接受 all、正数或百分比</translation>
    </message>
    <message>
        <source>The items themselves (%1): one line of round ids per item, one column per configuration; an optional first line &apos;configurations: A, B, C&apos; names them.</source>
        <translation>条目本身（%1）：每行一个条目，为若干轮次 ID，每列一种配置；可选的首行 &apos;configurations: A, B, C&apos; 为配置命名。</translation>
    </message>
    <message>
        <source>List the protocols, one per line and tab-separated: the name; &apos;drawn&apos; (a study draws its items) or &apos;given&apos; (--items); &apos;report&apos;, &apos;report-field&apos; (its report compares the --field named) or &apos;no-report&apos;.</source>
        <translation>列出所有协议，每行一个，以制表符分隔：名称；&apos;drawn&apos;（研究自行抽取条目）或 &apos;given&apos;（--items）；&apos;report&apos;、&apos;report-field&apos;（其报告比较 --field 指定的字段）或 &apos;no-report&apos;。</translation>
    </message>
    <message>
        <source>A study drawn by whole units (its protocol&apos;s --sample-UNITS): every unit, all its items, to this many annotators.</source>
        <translation>按整个单元抽取的研究（其协议的 --sample-UNITS）：每个单元连同其全部条目分给这么多位标注者。</translation>
    </message>
    <message>
        <source>With --per-unit: no annotator gets more units than this.</source>
        <translation>与 --per-unit 同用：每位标注者分到的单元不超过此数。</translation>
    </message>
    <message>
        <source>--per-unit replaces --per-item and --double-fraction</source>
        <translation>--per-unit 取代 --per-item 和 --double-fraction</translation>
    </message>
    <message>
        <source>--max-units-per-annotator goes with --per-unit</source>
        <translation>--max-units-per-annotator 须与 --per-unit 同用</translation>
    </message>
    <message>
        <source>--per-item and --per-unit take 1 or more; --double-fraction 0..1</source>
        <translation>--per-item 和 --per-unit 取 1 或以上；--double-fraction 取 0..1</translation>
    </message>
    <message>
        <source>--max-units-per-annotator takes a whole number of 1 or more</source>
        <translation>--max-units-per-annotator 取 1 或以上的整数</translation>
    </message>
    <message>
        <source>Blind studies of whole units held back an item at a time (DR-Arena&apos;s battles): write the package although its file shows how many items each unit has, which follows from the judge&apos;s verdicts (the workbench and the browser show them one at a time).</source>
        <translation>按整个单元逐项放出的盲评研究（DR-Arena 的对战）：即使文件会显示每个单元有多少项（这由评审的判定决定），仍写出数据包（工作台和浏览器一次只显示一项）。</translation>
    </message>
    <message>
        <source>warning: this package shows how many items each unit has; in a blind study that follows from the judge&apos;s verdicts
</source>
        <translation>警告：此数据包会显示每个单元有多少项；在盲评研究中，这由评审的判定决定
</translation>
    </message>
    <message>
        <source>--per-unit is for a study drawn by whole units; protocol &apos;%1&apos; draws single items</source>
        <translation>--per-unit 用于按整个单元抽取的研究；协议 &apos;%1&apos; 抽取的是单个条目</translation>
    </message>
    <message>
        <source>--target %1 names no item</source>
        <translation>--target %1 不指向任何条目</translation>
    </message>
</context>
<context>
    <name>draudit::models::AgreementRows</name>
    <message>
        <source>battles</source>
        <translation>场对战</translation>
    </message>
    <message>
        <source>reports</source>
        <translation>报告</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: only %n cluster(s) (%3), fewer than %4: too few for a cluster bootstrap interval (Cameron &amp; Miller 2015); the analytic interval is shown instead, and it treats every item as independent, which items of one cluster are not.</source>
        <translation>
            <numerusform>%1 · %2：只有 %n 个聚类（%3），少于 %4 个：不足以做聚类自助法区间（Cameron &amp; Miller 2015）；改为给出解析区间，它把每个条目视为相互独立，而同一聚类的条目并非如此。</numerusform>
        </translation>
    </message>
    <message>
        <source>Analytic intervals that reached past a coefficient&apos;s range (−1 to 1; 0 to 1 for percent agreement) are cut at it, as irrCAC cuts the upper bound at 1; an interval that wide says the items are too few to tell.</source>
        <translation>超出系数取值范围（−1 到 1；一致率为 0 到 1）的解析区间在范围边界处截断，与 irrCAC 在 1 处截断上界的做法相同；区间如此之宽，说明条目太少，无法下结论。</translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationImporter</name>
    <message>
        <source>imported from %1</source>
        <translation>从 %1 导入</translation>
    </message>
    <message>
        <source>the %1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>Human annotations in long format (annotator, target, field, value[, reason, study])</source>
        <translation>长格式人工标注（annotator、target、field、value[、reason、study]）</translation>
    </message>
    <message>
        <source>the %1 must be text, not a JSON object or array</source>
        <translation>%1 必须是文本，而不是 JSON 对象或数组</translation>
    </message>
    <message>
        <source>%1 answered %2 of %3 already on line %4</source>
        <translation>%1 已在第 %4 行回答过 %3 的 %2</translation>
    </message>
    <message>
        <source>the %1 holds a control character (%2)</source>
        <translation>%1 含有控制字符（%2）</translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationSession</name>
    <message>
        <source>This item is not one shown to you.</source>
        <translation>此条目不是向您显示的条目。</translation>
    </message>
    <message>
        <source>The project could not be read or written; nothing was saved. Try again.</source>
        <translation>无法读取或写入项目；未保存任何内容。请重试。</translation>
    </message>
    <message>
        <source>You have no items in this study.</source>
        <translation>您在此研究中没有条目。</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>This item has no question &apos;%1&apos;.</source>
        <translation>此条目没有问题“%1”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is asked after the judge is revealed.</source>
        <translation>“%1”在揭示评审结果之后才询问。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is asked after the commit.</source>
        <translation>“%1”在提交之后才询问。</translation>
    </message>
    <message>
        <source>no longer applies</source>
        <translation>已不适用</translation>
    </message>
    <message>
        <source>Answer every required question first (%1).</source>
        <translation>请先回答所有必答问题（%1）。</translation>
    </message>
    <message>
        <source>The judge is shown only after your answer is committed.</source>
        <translation>只有在您的答案提交之后才会显示评审结果。</translation>
    </message>
    <message>
        <source>This item is committed, so it stays done.</source>
        <translation>此条目已提交，因此保持已完成。</translation>
    </message>
    <message>
        <source>Nothing to undo on this item.</source>
        <translation>此条目没有可撤销的内容。</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not apply to your other answers (it is asked only when %2).</source>
        <translation>“%1”不适用于您的其他回答（仅当 %2 时才问）。</translation>
    </message>
    <message>
        <source>marked done without an answer to %1</source>
        <translation>被标为已完成，但缺少对 %1 的回答</translation>
    </message>
    <message>
        <source>This is a blind package: the judge comes in the reveal package, issued once this one is merged.</source>
        <translation>这是盲评包：评审结果在揭示包中提供，揭示包在本包合并后签发。</translation>
    </message>
</context>
<context>
    <name>draudit::models::AnnotationStore</name>
    <message>
        <source>cannot add the annotator</source>
        <translation>无法添加标注者</translation>
    </message>
    <message>
        <source>cannot find the annotator</source>
        <translation>找不到标注者</translation>
    </message>
    <message>
        <source>annotator, target and field are all required</source>
        <translation>标注者、对象和字段均为必填</translation>
    </message>
    <message>
        <source>cannot read the current answer</source>
        <translation>无法读取当前答案</translation>
    </message>
    <message>
        <source>cannot store the answer</source>
        <translation>无法保存答案</translation>
    </message>
    <message>
        <source>cannot record the change in the history</source>
        <translation>无法在历史中记录该变更</translation>
    </message>
    <message>
        <source>cannot read the history</source>
        <translation>无法读取历史</translation>
    </message>
    <message>
        <source>cannot read the annotations</source>
        <translation>无法读取标注</translation>
    </message>
    <message>
        <source>cannot store the adjudication</source>
        <translation>无法保存裁定</translation>
    </message>
    <message>
        <source>someone else changed the adjudication of %1 / %2 since you loaded it; reload and decide again</source>
        <translation>自您载入后，他人已修改 %1 / %2 的裁定；请重新载入后再决定</translation>
    </message>
    <message>
        <source>the disk is full; nothing was changed — free some space and try again</source>
        <translation>磁盘已满；未做任何更改——请释放空间后重试</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>cannot answer as %1: this database login may write only its own answers</source>
        <translation>无法以 %1 的身份作答：此数据库登录只能写入自己的回答</translation>
    </message>
    <message>
        <source>cannot lock the answer</source>
        <translation>无法锁定该回答</translation>
    </message>
    <message>
        <source>cannot read the annotators</source>
        <translation>无法读取标注者</translation>
    </message>
    <message>
        <source>an annotator named %1 exists already: names may not differ by case alone</source>
        <translation>已有名为 %1 的标注者：名称不能仅在大小写上不同</translation>
    </message>
</context>
<context>
    <name>draudit::models::AnswerBasisRows</name>
    <message>
        <source>Human answers are counted as held at their item&apos;s first commit (blind answers): %1 blind, %2 not blind (no commit recorded: imported, or given outside a blind study), counted as stored.</source>
        <translation>人工答案按其条目首次提交时的取值计（盲评答案）：%1 条盲评，%2 条非盲评（无提交记录：导入的，或在盲评研究之外给出的），按存储值计。</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) changed after their commit; the rows named &apos;%1&apos; repeat the analysis on the answers as stored now.</source>
        <translation>
            <numerusform>%n 条答案在提交后被修改；名为“%1”的各行按当前存储的答案重复该分析。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given on items shown in a blind session and never committed (skipped, or left before the commit) are no judgement and are left out.</source>
        <translation>
            <numerusform>%n 个答案给在盲评会话中展示过但从未提交的条目上（已跳过，或在提交前离开），不算作判断，不予计入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::AnswerRules</name>
    <message>
        <source>a text of %1 characters (at most %2)</source>
        <translation>文本长 %1 个字符（最多 %2）</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>控制字符（%1）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer to &apos;%2&apos;</source>
        <translation>“%1”不是“%2”的有效答案</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArchiveReader</name>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>cannot unpack it: a file and a folder of the archive have the same name</source>
        <translation>无法解压：压缩包中的一个文件与一个文件夹同名</translation>
    </message>
    <message>
        <source>cannot unpack it: %1</source>
        <translation>无法解压：%1</translation>
    </message>
    <message>
        <source>the archive is damaged: %1</source>
        <translation>压缩包已损坏：%1</translation>
    </message>
    <message>
        <source>unpacking stopped at %1 MB: an archive may unpack to %2 times its own size (at least %3 MB, at most %4 MB in all), so this one may be a decompression bomb. If you trust it, unpack it yourself and import the folder</source>
        <translation>解压在 %1 MB 处停止：压缩包解压后最多可达其自身大小的 %2 倍（至少 %3 MB，总计至多 %4 MB），因此这个压缩包可能是解压炸弹。如果您信任它，请自行解压后导入该文件夹</translation>
    </message>
    <message>
        <source>cannot make a folder to unpack into: %1</source>
        <translation>无法创建用于解压的文件夹：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the archive cannot be read: %1</source>
        <translation>无法读取压缩包：%1</translation>
    </message>
    <message>
        <source>the file&apos;s name says it is compressed, but it is not</source>
        <translation>文件名表明它是压缩文件，但实际上不是</translation>
    </message>
    <message>
        <source>not a regular file (a link or a device)</source>
        <translation>不是普通文件（是链接或设备）</translation>
    </message>
    <message>
        <source>the archive holds more than %1 files</source>
        <translation>压缩包中的文件超过 %1 个</translation>
    </message>
    <message>
        <source>the member&apos;s name leads outside the archive; nothing of it is imported</source>
        <translation>该成员的名称指向压缩包之外；此压缩包的内容均未导入</translation>
    </message>
    <message>
        <source>the archive holds this name twice; nothing of it is imported</source>
        <translation>压缩包中此名称出现了两次；此压缩包的内容均未导入</translation>
    </message>
    <message>
        <source>the archive holds no files</source>
        <translation>压缩包中没有文件</translation>
    </message>
    <message>
        <source>a member&apos;s name holds control characters (line breaks, escapes); nothing of it is imported</source>
        <translation>某个成员的名称含有控制字符（换行、转义序列）；此压缩包的内容均未导入</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaAnalysis</name>
    <message>
        <source>%1 (%2): fewer than 2 rounds rated by both sides; nothing to compare</source>
        <translation>%1（%2）：双方都评过的轮次少于 2 个；无可比较</translation>
    </message>
    <message>
        <source>%1 (%2): %3 answers outside the five verdicts were left out</source>
        <translation>%1（%2）：%3 个不在五种裁决之内的答案被排除</translation>
    </message>
    <message>
        <source>DR-Arena: human and judge verdict agreement</source>
        <translation>DR-Arena：人工与评审裁决的一致性</translation>
    </message>
    <message>
        <source>no human answers to field %1 on rounds, and no audit answers: import or annotate first</source>
        <translation>轮次上没有字段 %1 的人工答案，也没有审计答案：请先导入或标注</translation>
    </message>
    <message numerus="yes">
        <source>%n judge verdict(s) could not be read (the judge&apos;s output did not parse, or the judge failed; the files say UNKNOWN) and are left out of every comparison</source>
        <translation>
            <numerusform>%n 个评审裁决无法读取（评审输出无法解析，或评审失败；文件中记为 UNKNOWN），已从所有比较中排除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaAuditExpansion</name>
    <message>
        <source>• (width) %1</source>
        <translation>• （广度）%1</translation>
    </message>
    <message>
        <source>• (depth) %1</source>
        <translation>• （深度）%1</translation>
    </message>
    <message>
        <source>(no checklist)</source>
        <translation>（无检查清单）</translation>
    </message>
    <message>
        <source>Previous round: %1
Its checklists:
%2</source>
        <translation>上一回合：%1
其检查清单：
%2</translation>
    </message>
    <message>
        <source>Check the checklists against the battle&apos;s information tree (Ctrl+T).</source>
        <translation>请对照本场对战的信息树（Ctrl+T）核对检查清单。</translation>
    </message>
    <message>
        <source>Check the checklists against the source pages (Ctrl+T): %1</source>
        <translation>请对照来源页面（Ctrl+T）核对检查清单：%1</translation>
    </message>
    <message>
        <source>%1 is not a DR-Arena round (round:ID)</source>
        <translation>%1 不是 DR-Arena 回合（round:ID）</translation>
    </message>
    <message>
        <source>The battle ends with this round. Rounds in the battle: %1.</source>
        <translation>本场对战在此回合结束。本场回合数：%1。</translation>
    </message>
    <message>
        <source>This is the battle&apos;s first question: judge it against what opens the battle, its topic and the root page of its information tree (Ctrl+T).
Topic: %1
Root page: %2</source>
        <translation>这是本场对战的第一个问题：请对照对战的开端——其主题和信息树的根页面（Ctrl+T）——来判断。
主题：%1
根页面：%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>The battle goes on after this round.</source>
        <translation>本轮之后对战继续。</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaBattleWriter</name>
    <message>
        <source>%1 round %2: the file&apos;s cumulative score is %3–%4 but the verdicts give %5–%6</source>
        <translation>%1 第 %2 轮：文件中的累计得分为 %3–%4，但根据裁决应为 %5–%6</translation>
    </message>
    <message>
        <source>%1: final score %2–%3 does not follow from its verdicts (%4–%5)</source>
        <translation>%1：最终得分 %2–%3 与其裁决不符（%4–%5）</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaDashboardImporters</name>
    <message>
        <source>DR-Arena dashboard verdicts (verdicts.json)</source>
        <translation>DR-Arena 仪表板裁决（verdicts.json）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a DR-Arena verdict</source>
        <translation>“%1”不是 DR-Arena 的裁决</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not DEEP, WIDE, BOTH or NONE</source>
        <translation>“%1”不是 DEEP、WIDE、BOTH 或 NONE</translation>
    </message>
    <message>
        <source>DR-Arena dashboard battle summaries (battles.json)</source>
        <translation>DR-Arena 仪表板对战摘要（battles.json）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither model_a, model_b nor null</source>
        <translation>“%1”既不是 model_a、model_b，也不是 null</translation>
    </message>
    <message>
        <source>DR-Arena leaderboard (leaderboard.json or current_leaderboard.csv)</source>
        <translation>DR-Arena 排行榜（leaderboard.json 或 current_leaderboard.csv）</translation>
    </message>
    <message>
        <source>expected two columns: model and Elo rating</source>
        <translation>应有两列：模型与 Elo 评分</translation>
    </message>
    <message>
        <source>expected a model name and a numeric Elo rating</source>
        <translation>应为模型名称与数值型 Elo 评分</translation>
    </message>
    <message>
        <source>this examiner already gave round %1 of battle %2 another verdict; another examiner needs its own --judge name</source>
        <translation>该考官已对对战 %2 的第 %1 回合给出了另一判定；另一位考官需要自己的 --judge 名称</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaHistoryImporter</name>
    <message>
        <source>DR-Arena tournament history (all_debate_history.jsonl)</source>
        <translation>DR-Arena 锦标赛历史（all_debate_history.jsonl）</translation>
    </message>
    <message>
        <source>expected [tree_id, model, model]</source>
        <translation>应为 [tree_id, model, model]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names neither %2 nor %3</source>
        <translation>“%1”既不是 %2 也不是 %3</translation>
    </message>
    <message>
        <source>%1 %2 vs %3: the history says %4 won, the battle log says otherwise</source>
        <translation>%1 %2 对 %3：历史记录显示 %4 获胜，但对战日志与之不符</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaJudgeBias</name>
    <message>
        <source>self-preference of %1: its model family is unknown; name it in a families file (--families FILE, a line &quot;%2,FAMILY&quot;)</source>
        <translation>%1 的自我偏好：其模型家族未知；请在家族文件中注明（--families FILE，一行 &quot;%2,FAMILY&quot;）</translation>
    </message>
    <message>
        <source>self-preference of %1 (family %2): %3 systems of unknown family count as other families</source>
        <translation>%1（家族 %2）的自我偏好：%3 个家族未知的系统按其他家族计</translation>
    </message>
    <message>
        <source>%1: no answer differs in %2; that style covariate is left out</source>
        <translation>%1：没有回答在%2上有差异；该风格协变量不纳入</translation>
    </message>
    <message>
        <source>%1: a style-controlled Bradley-Terry fit did not converge</source>
        <translation>%1：风格控制的 Bradley-Terry 拟合未收敛</translation>
    </message>
    <message>
        <source>length in words</source>
        <translation>字数</translation>
    </message>
    <message>
        <source>headings</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>list items</source>
        <translation>列表项</translation>
    </message>
    <message>
        <source>bold text</source>
        <translation>加粗文字</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLatex</name>
    <message>
        <source>Cohen&apos;s $\kappa$ (3-level)</source>
        <translation>Cohen $\kappa$（3 级）</translation>
    </message>
    <message>
        <source>Cohen&apos;s $\kappa$ (5-level)</source>
        <translation>Cohen $\kappa$（5 级）</translation>
    </message>
    <message>
        <source>agreement (win/loss/tie)</source>
        <translation>一致率（胜/负/平）</translation>
    </message>
    <message>
        <source>agreement (5-level)</source>
        <translation>一致率（5 级）</translation>
    </message>
    <message>
        <source>Pipeline audit: pass rate</source>
        <translation>流程审核：通过率</translation>
    </message>
    <message>
        <source>DR-Arena: agreement of human and examiner verdicts, and pass rates of the pipeline audit</source>
        <translation>DR-Arena：人工与考官裁决的一致性，以及流程审核的通过率</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Human vs judge: %1</source>
        <translation>人工对评审：%1</translation>
    </message>
    <message>
        <source>Human vs human: %1</source>
        <translation>人工对人工：%1</translation>
    </message>
    <message>
        <source>Cross-examiner: %1</source>
        <translation>考官之间：%1</translation>
    </message>
    <message>
        <source>DR-Arena: agreement of human and examiner verdicts</source>
        <translation>DR-Arena：人工与考官裁决的一致性</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLogImporter</name>
    <message>
        <source>WINNER line &apos;%1&apos; names neither seat&apos;s model</source>
        <translation>WINNER 行“%1”与任一席位的模型都不符</translation>
    </message>
    <message>
        <source>round %1 has no [TASK JSON] block</source>
        <translation>第 %1 轮没有 [TASK JSON] 块</translation>
    </message>
    <message>
        <source>round %1: [TASK JSON] has no question</source>
        <translation>第 %1 轮：[TASK JSON] 中没有问题</translation>
    </message>
    <message>
        <source>round %1: tie quality &apos;%2&apos; is not HIGH, LOW or N/A</source>
        <translation>第 %1 轮：平局质量“%2”不是 HIGH、LOW 或 N/A</translation>
    </message>
    <message>
        <source>round %1: failure type &apos;%2&apos; is not DEEP, WIDE, BOTH or NONE</source>
        <translation>第 %1 轮：落败原因“%2”不是 DEEP、WIDE、BOTH 或 NONE</translation>
    </message>
    <message>
        <source>%1: FINAL RESULTS says %2 rounds but the log holds %3</source>
        <translation>%1：FINAL RESULTS 显示 %2 轮，但日志中有 %3 轮</translation>
    </message>
    <message>
        <source>the %1 block is not valid JSON: %2</source>
        <translation>%1 块不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>DR-Arena raw battle logs (R*_M*_*_vs_*_tree_*.log, R*_*_*_tree_*.log, main.py logs)</source>
        <translation>DR-Arena 原始对战日志（R*_M*_*_vs_*_tree_*.log、R*_*_*_tree_*.log、main.py 日志）</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaLogParser</name>
    <message>
        <source>expected a JSON object here</source>
        <translation>此处应为 JSON 对象</translation>
    </message>
    <message>
        <source>the JSON object that starts here is never closed</source>
        <translation>从此处开始的 JSON 对象没有闭合</translation>
    </message>
    <message>
        <source>not a DR-Arena battle log: expected &quot;Start Loop: Agent A (...) vs Agent B (...)&quot;, optionally after &quot;Original:&quot; and [JUMP] lines</source>
        <translation>不是 DR-Arena 对战日志：应为 &quot;Start Loop: Agent A (...) vs Agent B (...)&quot;，前面可以有 &quot;Original:&quot; 和 [JUMP] 行</translation>
    </message>
    <message>
        <source>not a DR-Arena battle log: no &quot;Start Loop: Agent A (...) vs Agent B (...)&quot; line</source>
        <translation>不是 DR-Arena 对战日志：没有 &quot;Start Loop: Agent A (...) vs Agent B (...)&quot; 行</translation>
    </message>
    <message>
        <source>answer A of round %1 is not followed by &quot;=== [AGENT B] (...s) ===&quot;</source>
        <translation>第 %1 轮的回答 A 之后缺少“=== [AGENT B] (...s) ===”</translation>
    </message>
    <message>
        <source>round %1 ends without a verdict block</source>
        <translation>第 %1 轮结束时没有裁决块</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the log holds no &quot;=== ROUND n ===&quot; block</source>
        <translation>日志中没有“=== ROUND n ===”块</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaRatings</name>
    <message>
        <source>%1: the Bradley-Terry fit did not converge in %2 iterations</source>
        <translation>%1：Bradley-Terry 拟合在 %2 次迭代内未收敛</translation>
    </message>
    <message>
        <source>%1: the per-battle fit did not converge in %2 iterations</source>
        <translation>%1：按对战的拟合在 %2 次迭代内未收敛</translation>
    </message>
    <message>
        <source>%1 battle results of battles.json without a replay are not rated: they were imported without their models by an older draudit (import battles.json into a new project)</source>
        <translation>battles.json 中 %1 个没有回放的对战结果未参与评分：它们由旧版 draudit 导入，未保存其模型（请将 battles.json 导入新项目）</translation>
    </message>
    <message>
        <source>%1: %2 — not estimable: no finite rating, since it won (or lost) every battle against the models rated, or its battles do not link it both ways to them</source>
        <translation>%1：%2 — 无法估计：没有有限的评分，因为它对参与评分的模型赢下（或输掉）了全部对战，或其对战未能在两个方向上与这些模型相连</translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s) rated, one game each.</source>
        <translation>
            <numerusform>共评级 %n 场对战，每场计为一局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The files record the winner of %n of them.</source>
        <translation>
            <numerusform>其中 %n 场的胜者取自文件记录。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The winner of %n of them comes from the round verdicts by the points rule.</source>
        <translation>
            <numerusform>其中 %n 场的胜者按积分规则由各轮结论得出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s) left out: not every round of them was answered.</source>
        <translation>
            <numerusform>%n 场对战未计入：并非每一轮都已作答。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: won %2, lost %3, tied %4</source>
        <translation>%1：胜 %2，负 %3，平 %4</translation>
    </message>
    <message>
        <source>Ratings from fewer than %1 battles: their bootstrap intervals are marked &quot;too few for a cluster bootstrap&quot;. With so few clusters such intervals are too narrow (Cameron &amp; Miller 2015), and one of zero width means every resample gave the same result, not certainty.</source>
        <translation>少于 %1 场对战得出的评分：其自助法区间标注为“聚类太少，不宜做聚类自助法”。聚类如此之少时，这类区间过窄（Cameron &amp; Miller 2015）；宽度为零的区间表示每次重抽样结果都相同，并不代表确定。</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaReplayImporter</name>
    <message>
        <source>DR-Arena battle replays (JSON per battle, or JSONL)</source>
        <translation>DR-Arena 对战回放（每场一个 JSON，或 JSONL）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither model_a, model_b nor null</source>
        <translation>“%1”既不是 model_a、model_b，也不是 null</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not A_MUCH_BETTER, A_BETTER, Tie, B_BETTER, B_MUCH_BETTER or UNKNOWN</source>
        <translation>“%1”不是 A_MUCH_BETTER、A_BETTER、Tie、B_BETTER、B_MUCH_BETTER 或 UNKNOWN</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not HIGH, LOW or N/A</source>
        <translation>“%1”不是 HIGH、LOW 或 N/A</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not DEEP, WIDE, BOTH or NONE (or DEPTH/WIDTH)</source>
        <translation>“%1”不是 DEEP、WIDE、BOTH 或 NONE（或 DEPTH/WIDTH）</translation>
    </message>
    <message>
        <source>round %1 appears twice</source>
        <translation>第 %1 轮出现了两次</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaTaskImporter</name>
    <message>
        <source>DR-Arena generated tasks (q_W*.jsonl)</source>
        <translation>DR-Arena 生成的任务（q_W*.jsonl）</translation>
    </message>
</context>
<context>
    <name>draudit::models::ArenaTreeImporter</name>
    <message>
        <source>the tree is nested more than 64 levels deep</source>
        <translation>树的嵌套深度超过 64 层</translation>
    </message>
    <message>
        <source>DR-Arena information trees (tree_*.json)</source>
        <translation>DR-Arena 信息树（tree_*.json）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Benchmarks</name>
    <message>
        <source>RACE score, relative to a reference (0–1)</source>
        <translation>RACE 分数，相对于参考报告（0–1）</translation>
    </message>
    <message>
        <source>mean expert score (0–10)</source>
        <translation>专家平均分（0–10）</translation>
    </message>
    <message>
        <source>Report scoring, RACE dimensions 0–10</source>
        <translation>报告评分，RACE 维度 0–10</translation>
    </message>
    <message>
        <source>Report scoring, RACE dimensions 1–5</source>
        <translation>报告评分，RACE 维度 1–5</translation>
    </message>
    <message>
        <source>Statement support (FACT pairs)</source>
        <translation>陈述支持（FACT 对）</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Insight coverage (covered / half / not)</source>
        <translation>洞见覆盖（覆盖 / 部分 / 未覆盖）</translation>
    </message>
    <message>
        <source>DR3 cases</source>
        <translation>DR3 案例</translation>
    </message>
    <message>
        <source>Blind pairwise verdict</source>
        <translation>盲评成对裁决</translation>
    </message>
    <message>
        <source>DR-Arena pipeline audit (A1–D2)</source>
        <translation>DR-Arena 流程审核（A1–D2）</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>对战</translation>
    </message>
    <message>
        <source>DR-Arena tasks</source>
        <translation>DR-Arena 任务</translation>
    </message>
    <message>
        <source>Rubric checklist (every item with its points)</source>
        <translation>评分细则清单（每项及其分值）</translation>
    </message>
    <message>
        <source>Rubric tasks</source>
        <translation>评分细则任务</translation>
    </message>
    <message>
        <source>Claim audit, keys scored 0–3</source>
        <translation>论断审核，各键评 0–3 分</translation>
    </message>
    <message>
        <source>Claim audit, keys right / wrong</source>
        <translation>论断审核，各键判对 / 错</translation>
    </message>
    <message>
        <source>LiveDRBench questions</source>
        <translation>LiveDRBench 问题</translation>
    </message>
    <message>
        <source>Write LiveDRBench&apos;s ground truth, expanded with the claims humans accepted, to this JSONL file (decrypted: keep it private).</source>
        <translation>将 LiveDRBench 的标准答案（加上人工认可的论断）写入此 JSONL 文件（已解密：请勿公开）。</translation>
    </message>
    <message>
        <source>Number of whole tasks (every agent&apos;s report of each)</source>
        <translation>整个任务的数量（每个任务含各智能体的报告）</translation>
    </message>
    <message>
        <source>Percent of whole tasks</source>
        <translation>整个任务的百分比</translation>
    </message>
    <message>
        <source>Every task to</source>
        <translation>每个任务分给</translation>
    </message>
    <message>
        <source>Number of whole battles (every round, in order)</source>
        <translation>整场对战数量（全部回合，按顺序）</translation>
    </message>
    <message>
        <source>Percent of whole battles</source>
        <translation>整场对战百分比</translation>
    </message>
    <message>
        <source>Every battle to</source>
        <translation>每场对战分给</translation>
    </message>
    <message>
        <source>Drawn as whole battles (say 2.5 rounds each, intra-battle correlation 0.3, design effect %1): about %2 rounds in %3 battles.</source>
        <translation>按整场对战抽样（设每场 2.5 轮、对战内相关 0.3、设计效应 %1）：约 %2 轮，%3 场对战。</translation>
    </message>
    <message numerus="yes">
        <source>About %1 reports of whole tasks to %n annotator(s); each task&apos;s reports go to the same annotators, in an order drawn for each.</source>
        <translation>
            <numerusform>约 %1 份整任务报告分给 %n 位标注者；同一任务的报告分给相同的标注者，每人的顺序单独随机抽取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %1 rounds of whole battles to %n annotator(s), each battle to the same annotators in round order.</source>
        <translation>
            <numerusform>约 %1 个整场对战的回合分配给 %n 位标注者，每场对战按回合顺序交给同一批标注者。</numerusform>
        </translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>个任务</translation>
    </message>
    <message>
        <source>every agent&apos;s report of the task, in an order drawn for each annotator</source>
        <translation>该任务中每个智能体的报告，按为每位标注者抽取的顺序</translation>
    </message>
    <message>
        <source>battles</source>
        <translation>场对战</translation>
    </message>
    <message>
        <source>every round, in order</source>
        <translation>全部回合，按顺序</translation>
    </message>
</context>
<context>
    <name>draudit::models::BlindItem</name>
    <message>
        <source>not a blind item: %1</source>
        <translation>不是盲评条目：%1</translation>
    </message>
    <message>
        <source>unknown block kind</source>
        <translation>未知的内容块类型</translation>
    </message>
    <message>
        <source>unknown row state</source>
        <translation>未知的行状态</translation>
    </message>
    <message>
        <source>unknown key action</source>
        <translation>未知的按键动作</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>缺少目标</translation>
    </message>
</context>
<context>
    <name>draudit::models::Catalog</name>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>depth %1 · width %2</source>
        <translation>深度 %1 · 广度 %2</translation>
    </message>
    <message>
        <source>task %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>报告 %1</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 个字符</translation>
    </message>
    <message>
        <source>response %1 does not exist</source>
        <translation>回答 %1 不存在</translation>
    </message>
    <message>
        <source>task %1 has no responses</source>
        <translation>任务 %1 没有回答</translation>
    </message>
    <message>
        <source>round %1 is not in the project</source>
        <translation>项目中没有回合 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>comparison %1 does not exist</source>
        <translation>对比 %1 不存在</translation>
    </message>
</context>
<context>
    <name>draudit::models::ChartData</name>
    <message>
        <source>Position bias</source>
        <translation>位置偏差</translation>
    </message>
    <message>
        <source>Length bias: words</source>
        <translation>长度偏差：词数</translation>
    </message>
    <message>
        <source>Length bias: citations</source>
        <translation>长度偏差：引用</translation>
    </message>
    <message>
        <source>Self-preference</source>
        <translation>自我偏好</translation>
    </message>
    <message>
        <source>Length bias of scores</source>
        <translation>评分的长度偏差</translation>
    </message>
    <message>
        <source>Self-preference of scores</source>
        <translation>评分的自我偏好</translation>
    </message>
    <message>
        <source>first-shown answer&apos;s win rate</source>
        <translation>先展示回答的胜率</translation>
    </message>
    <message>
        <source>log-odds per doubling of words</source>
        <translation>词数每翻一倍的对数几率</translation>
    </message>
    <message>
        <source>log-odds per doubling of citations + 1</source>
        <translation>引用数 + 1 每翻一倍的对数几率</translation>
    </message>
    <message>
        <source>own family&apos;s win rate</source>
        <translation>本家族的胜率</translation>
    </message>
    <message>
        <source>partial r with log length</source>
        <translation>与对数长度的偏相关 r</translation>
    </message>
    <message>
        <source>own family&apos;s mean z-score</source>
        <translation>本家族的平均 z 分数</translation>
    </message>
</context>
<context>
    <name>draudit::models::CheckAnswers</name>
    <message>
        <source>every check needs the item it is on</source>
        <translation>每个检查都需要注明所在条目</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a question of the study&apos;s form</source>
        <translation>“%1”不是该研究表单中的问题</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer question %2 accepts</source>
        <translation>“%1”不是问题 %2 接受的答案</translation>
    </message>
    <message>
        <source>this item&apos;s %1 is checked twice</source>
        <translation>此条目的 %1 被检查了两次</translation>
    </message>
    <message>
        <source>%1 is not an item of the study; a check is asked as one of its items</source>
        <translation>%1 不是该研究的条目；检查须作为研究条目之一提出</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item as draudit writes one (round:12, response:7)</source>
        <translation>“%1”不是 draudit 所写的条目形式（如 round:12、response:7）</translation>
    </message>
</context>
<context>
    <name>draudit::models::CheckRows</name>
    <message numerus="yes">
        <source>%n attention check(s) with answers known in advance; each annotator&apos;s accuracy is over the checks they answered</source>
        <translation>
            <numerusform>%n 个答案事先已知的注意力检查；每位标注者的准确率按其已回答的检查计算</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimLatex</name>
    <message>
        <source>LiveDRBench: precision, recall and F1 per category, %1</source>
        <translation>LiveDRBench：各类别的精确率、召回率和 F1，%1</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimMatch</name>
    <message>
        <source>no response %1</source>
        <translation>没有回答 %1</translation>
    </message>
    <message>
        <source>the LiveDRBench question has no ground truth in the form this draudit reads; import its tasks again</source>
        <translation>该 LiveDRBench 问题没有本版本 draudit 可读取的标准答案；请重新导入其任务</translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimProtocol</name>
    <message>
        <source>bootstrap percentile over questions (1000 resamples)</source>
        <translation>按问题的自助法百分位区间（1000 次重抽样）</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>评审 %1</translation>
    </message>
    <message>
        <source>judge %1 (questions humans audited)</source>
        <translation>评审 %1（人工审核过的问题）</translation>
    </message>
    <message>
        <source>LiveDRBench %1, expanded ground truth</source>
        <translation>LiveDRBench %1，扩充后的标准答案</translation>
    </message>
    <message>
        <source>LiveDRBench %1</source>
        <translation>LiveDRBench %1</translation>
    </message>
    <message>
        <source>prediction not scored: %1</source>
        <translation>未计分的预测：%1</translation>
    </message>
    <message>
        <source>LiveDRBench: precision, recall and F1 per category, from judge and human decisions</source>
        <translation>LiveDRBench：按类别的精确率、召回率和 F1（来自评审与人工判定）</translation>
    </message>
    <message>
        <source>no LiveDRBench prediction has a decision yet: import the judge&apos;s key scores (long format) or audit claims in a study</source>
        <translation>尚无任何 LiveDRBench 预测有判定：请导入评审的键评分（长格式），或在研究中审核声明</translation>
    </message>
    <message>
        <source>official = the evaluator&apos;s per-question P/R/F1 averaged per category; &quot;overall (mean over questions, evaluate.py)&quot; over every question (a question without a prediction scores 0), &quot;mean of categories (paper Table 11)&quot; the unweighted mean of the categories&apos; means; paper-eq1 = claim-level Eq. 1 (mean of a claim&apos;s keys), paper-eq1-strict = the minimum of a claim&apos;s keys.</source>
        <translation>official = 评测程序按问题计算的 P/R/F1 再按类别平均；“总体（按问题平均，evaluate.py）”对全部问题平均（没有预测的问题记 0 分），“各类别平均（论文表 11）”为各类别均值的不加权平均；paper-eq1 = 论文按断言的公式 1（断言各键的平均），paper-eq1-strict = 断言各键的最小值。</translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) marked right but missing from the ground truth were added to it; the &quot;expanded ground truth&quot; rows are computed on the truth with them.</source>
        <translation>
            <numerusform>%n 条被标为正确但标准答案中缺失的声明已加入标准答案；“扩充后的标准答案”各行据此计算。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prediction(s) have no decision from a judge and are scored as the evaluator would score them with every judge call negative (exact matches still count): %1</source>
        <translation>
            <numerusform>%n 个预测没有评审的任何判定，按评估程序在所有评审调用均为否定时的方式计分（完全相同的匹配仍然计入）：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::ClaimTruth</name>
    <message>
        <source>a %1 entry must be a list of dictionaries</source>
        <translation>%1 条目必须是字典列表</translation>
    </message>
    <message>
        <source>an entities entry must be a list of strings</source>
        <translation>entities 条目必须是字符串列表</translation>
    </message>
    <message>
        <source>unknown category &apos;%1&apos; (LiveDRBench has scifacts-materials, scifacts-geo, novel-datasets-identification, novel-datasets-identi-extraction, novel-datasets-peer, prior-art, entities and flights)</source>
        <translation>未知类别“%1”（LiveDRBench 的类别为 scifacts-materials、scifacts-geo、novel-datasets-identification、novel-datasets-identi-extraction、novel-datasets-peer、prior-art、entities 和 flights）</translation>
    </message>
    <message>
        <source>a %1 entry must be a dictionary or a list of dictionaries</source>
        <translation>%1 条目必须是字典或字典列表</translation>
    </message>
    <message>
        <source>the prediction has %1 entries but the ground truth has %2 (they must be parallel lists)</source>
        <translation>预测有 %1 个条目，而标准答案有 %2 个（两者必须是逐项对应的列表）</translation>
    </message>
    <message>
        <source>entry %1 of the prediction does not have the ground truth&apos;s shape: %2</source>
        <translation>预测的第 %1 个条目与标准答案的结构不一致：%2</translation>
    </message>
    <message>
        <source>one is a dictionary, the other a list</source>
        <translation>一个是字典，另一个是列表</translation>
    </message>
</context>
<context>
    <name>draudit::models::ComparisonTerms</name>
    <message>
        <source>overall (mean over questions, evaluate.py)</source>
        <translation>总体（按问题平均，evaluate.py）</translation>
    </message>
    <message>
        <source>mean of categories (paper Table 11)</source>
        <translation>各类别平均（论文表 11）</translation>
    </message>
    <message>
        <source> (seat A, rounds the humans answered)</source>
        <translation>（A 位，人工作答的轮次）</translation>
    </message>
    <message>
        <source>humans (same reports)</source>
        <translation>人工（相同报告）</translation>
    </message>
    <message>
        <source>humans, per round</source>
        <translation>人工，按轮</translation>
    </message>
    <message>
        <source>humans (same rounds)</source>
        <translation>人工（相同轮次）</translation>
    </message>
    <message>
        <source>reports with re-scored items</source>
        <translation>含复评条目的报告</translation>
    </message>
    <message>
        <source>all humans (left answer)</source>
        <translation>全体人工（左侧答案）</translation>
    </message>
    <message>
        <source>, battles cut after round 1</source>
        <translation>，对战截至第 1 轮</translation>
    </message>
    <message>
        <source>, battles cut after round 2</source>
        <translation>，对战截至第 2 轮</translation>
    </message>
    <message>
        <source>, per model pair</source>
        <translation>，按模型对</translation>
    </message>
    <message>
        <source>, per round</source>
        <translation>，按轮</translation>
    </message>
    <message>
        <source> (all rounds)</source>
        <translation>（全部轮次）</translation>
    </message>
    <message>
        <source>, per battle</source>
        <translation>，按对战</translation>
    </message>
    <message>
        <source> (seat A)</source>
        <translation>（A 位）</translation>
    </message>
    <message>
        <source>all humans</source>
        <translation>全体人工</translation>
    </message>
    <message>
        <source>all items</source>
        <translation>全部条目</translation>
    </message>
    <message>
        <source>leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>humans</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>all %1 annotators</source>
        <translation>全部 %1 名标注者</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> 与 </translation>
    </message>
    <message>
        <source> (rounds two or more humans answered)</source>
        <translation>（两名及以上人工回答过的轮次）</translation>
    </message>
    <message>
        <source>all annotators</source>
        <translation>全部标注者</translation>
    </message>
    <message>
        <source>: words</source>
        <translation>：字数</translation>
    </message>
    <message>
        <source>: headers</source>
        <translation>：标题</translation>
    </message>
    <message>
        <source>: list_items</source>
        <translation>：列表项</translation>
    </message>
    <message>
        <source>: bold</source>
        <translation>：加粗文字</translation>
    </message>
    <message>
        <source>overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>comprehensiveness</source>
        <translation>全面性</translation>
    </message>
    <message>
        <source>insight</source>
        <translation>洞察与深度</translation>
    </message>
    <message>
        <source>instruction_following</source>
        <translation>指令遵循</translation>
    </message>
    <message>
        <source>readability</source>
        <translation>可读性</translation>
    </message>
</context>
<context>
    <name>draudit::models::CsvReader</name>
    <message>
        <source>unterminated quoted field</source>
        <translation>引号字段未闭合</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (save the file as UTF-8)</source>
        <translation>文本不是有效的 UTF-8（请将文件另存为 UTF-8）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Decisions</name>
    <message>
        <source>must be true, false or null</source>
        <translation>必须为 true、false 或 null</translation>
    </message>
    <message>
        <source>%1: the judge&apos;s %2 on %3 differs from the one imported before; the first is kept</source>
        <translation>%1：评审在 %3 上的 %2 与之前导入的不同；保留第一个</translation>
    </message>
    <message>
        <source>an insight&apos;s coverage is 0, 0.5 or 1</source>
        <translation>洞见的覆盖度为 0、0.5 或 1</translation>
    </message>
    <message>
        <source>a depth rating is 1..10 (or 0.1..1, as eval.py stores it)</source>
        <translation>深度评分为 1..10（或 eval.py 存储的 0.1..1）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Importers</name>
    <message>
        <source>DR3-Eval task checklist (NNN/checklist.json)</source>
        <translation>DR3-Eval 任务检查清单（NNN/checklist.json）</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>DR3-Eval gold insights (NNN/gold_insights_*.json)</source>
        <translation>DR3-Eval 标准洞见（NNN/gold_insights_*.json）</translation>
    </message>
    <message>
        <source>Gold insights</source>
        <translation>标准洞见</translation>
    </message>
    <message>
        <source>Gold insights (%1)</source>
        <translation>标准洞见（%1）</translation>
    </message>
    <message>
        <source>DR3-Eval agent report (NNN/final_report.md)</source>
        <translation>DR3-Eval 智能体报告（NNN/final_report.md）</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the report is not valid UTF-8</source>
        <translation>报告不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>DR3-Eval judge result (NNN/combined_result.json)</source>
        <translation>DR3-Eval 评审结果（NNN/combined_result.json）</translation>
    </message>
    <message>
        <source>%1 is outside 0..100 (and not -1 for an error)</source>
        <translation>%1 超出 0..100 范围（且不是表示错误的 -1）</translation>
    </message>
    <message>
        <source>DR3-Eval per-metric evaluation (NNN/&lt;metric&gt;.json)</source>
        <translation>DR3-Eval 单项指标评测（NNN/&lt;指标&gt;.json）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of information_recall, citation_coverage, factual_accuracy, format_compliance, overall_quality (nor is the file name)</source>
        <translation>“%1”不是 information_recall、citation_coverage、factual_accuracy、format_compliance、overall_quality 之一（文件名也不是）</translation>
    </message>
    <message>
        <source>DR3-Eval tasks (query.jsonl with task, query and optionally domain)</source>
        <translation>DR3-Eval 任务（query.jsonl，含 task、query，可选 domain）</translation>
    </message>
    <message>
        <source>DR3-Eval long context a report may cite (NNN/long_context_sampled_&lt;context&gt;.json)</source>
        <translation>DR3-Eval 报告可引用的长上下文（NNN/long_context_sampled_&lt;context&gt;.json）</translation>
    </message>
    <message>
        <source>DR3-Eval source document a report may cite (NNN/source/*.pdf, *.txt or *.md)</source>
        <translation>DR3-Eval 报告可引用的源文档（NNN/source/*.pdf、*.txt 或 *.md）</translation>
    </message>
    <message>
        <source>cannot read the PDF (error %1); a password-protected or damaged file cannot be shown</source>
        <translation>无法读取该 PDF（错误 %1）；受密码保护或已损坏的文件无法显示</translation>
    </message>
    <message>
        <source>this build reads no PDF (it has no Qt PDF)</source>
        <translation>此版本不读取 PDF（未包含 Qt PDF）</translation>
    </message>
    <message>
        <source>the document is not valid UTF-8</source>
        <translation>该文档不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the id %1 is given to checklist items %2 and %3; each item needs its own id</source>
        <translation>检查清单第 %2 项和第 %3 项的 id 都是 %1；每一项都需要自己的 id</translation>
    </message>
    <message>
        <source>%1: %2 is %3 here but was imported before for this judge with another score; the first is kept (another eval.py run is imported as a judge of its own with --judge NAME)</source>
        <translation>%1：%2 此处为 %3，但此前已为该评审者以另一分数导入；保留先导入的分数（另一次 eval.py 运行请用 --judge NAME 作为单独的评审者导入）</translation>
    </message>
    <message>
        <source>%1: left out, since %2 beside it is newer (eval.py&apos;s newest file of a metric among those imported together is its result; to import an older run as a judge of its own, name its files with --judge NAME)</source>
        <translation>%1：已略过，因为同目录的 %2 更新（一同导入的文件中，某指标最新的 eval.py 文件才是其结果；要把较早的运行作为单独的评审者导入，请用 --judge NAME 指定其文件）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3ItemExpansion</name>
    <message>
        <source>Gold insight %1 (its text is not imported)</source>
        <translation>标准洞见 %1（其文本未导入）</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>已覆盖</translation>
    </message>
    <message>
        <source>Half covered</source>
        <translation>部分覆盖</translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation>未覆盖</translation>
    </message>
    <message>
        <source>Information recall · gold insight from the long context</source>
        <translation>信息召回 · 来自长上下文的标准洞见</translation>
    </message>
    <message>
        <source>Information recall · gold insight from the source documents</source>
        <translation>信息召回 · 来自源文档的标准洞见</translation>
    </message>
    <message>
        <source>Supported</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Factual accuracy · is the claim supported by the cited source %1?</source>
        <translation>事实准确性 · 该陈述是否得到所引来源 %1 的支持？</translation>
    </message>
    <message>
        <source>Factual accuracy · is the claim supported by the cited source %1 (%2)?</source>
        <translation>事实准确性 · 该陈述是否得到所引来源 %1（%2）的支持？</translation>
    </message>
    <message>
        <source>Cited text: %1</source>
        <translation>所引文本：%1</translation>
    </message>
    <message>
        <source>(The cited document&apos;s text is not imported.)</source>
        <translation>（所引文档的文本未导入。）</translation>
    </message>
    <message>
        <source>(the claim&apos;s text is not imported)</source>
        <translation>（该陈述的文本未导入）</translation>
    </message>
    <message>
        <source>Requirement %1 (its text is not imported)</source>
        <translation>要求 %1（其文本未导入）</translation>
    </message>
    <message>
        <source>Satisfied</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>Not satisfied</source>
        <translation>不满足</translation>
    </message>
    <message>
        <source>Format compliance · checklist item %1</source>
        <translation>格式合规 · 检查清单条目 %1</translation>
    </message>
    <message>
        <source>Cited</source>
        <translation>已引用</translation>
    </message>
    <message>
        <source>Not cited</source>
        <translation>未引用</translation>
    </message>
    <message>
        <source>Citation coverage · does the report cite this required document?</source>
        <translation>引用覆盖 · 报告是否引用了这份必需文献？</translation>
    </message>
    <message>
        <source>Yes, a claim the report makes</source>
        <translation>是，报告中确有此陈述</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Claim extraction · is this a factual claim the report makes, extracted faithfully?</source>
        <translation>陈述抽取 · 这是报告中的事实陈述并被如实抽取了吗？</translation>
    </message>
    <message>
        <source>How many factual claims with citations does the report make that the list above misses?</source>
        <translation>报告中有多少带引用的事实陈述未列在上面的列表中？</translation>
    </message>
    <message>
        <source>Claim extraction · recall</source>
        <translation>陈述抽取 · 召回率</translation>
    </message>
    <message>
        <source>Depth and quality of the analysis (1 = superficial, 10 = exceptional)</source>
        <translation>分析的深度与质量（1 = 肤浅，10 = 卓越）</translation>
    </message>
    <message>
        <source>Overall quality</source>
        <translation>总体质量</translation>
    </message>
    <message>
        <source>%1 has nothing to audit: import the task&apos;s files and the judge&apos;s eval_&lt;metric&gt; files first</source>
        <translation>%1 没有可审核的内容：请先导入任务文件和评审的 eval_&lt;metric&gt; 文件</translation>
    </message>
</context>
<context>
    <name>draudit::models::Dr3Latex</name>
    <message>
        <source>DR3-Eval, %1: Pearson $r$, Spearman $\rho$ and PAR per metric</source>
        <translation>DR3-Eval，%1：各指标的 Pearson $r$、Spearman $\rho$ 和 PAR</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>DR3-Eval: the judge&apos;s claim extraction against hand-extracted claims</source>
        <translation>DR3-Eval：评审者的论断抽取与人工抽取的论断对比</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation>值 [95% CI]</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchDecisionImporters</name>
    <message>
        <source>no DR. BENCH report of task %1 by &apos;%2&apos; (the folder&apos;s name): import Log_%2.jsonl first</source>
        <translation>没有“%2”（文件夹名）对任务 %1 的 DR. BENCH 报告：请先导入 Log_%2.jsonl</translation>
    </message>
    <message>
        <source>%1 checklist items but the task has %2 query-specific rubrics</source>
        <translation>有 %1 个检查项，但该任务有 %2 条查询特定评分细则</translation>
    </message>
    <message>
        <source>covered must be 0, 0.5 or 1</source>
        <translation>covered 必须是 0、0.5 或 1</translation>
    </message>
    <message>
        <source>Mr-Dre per-rubric judge decisions on DR. BENCH tasks (checklist_turn{N}.jsonl; the system is the folder name)</source>
        <translation>Mr-Dre 对 DR. BENCH 任务的逐条评分细则评审判定（checklist_turn{N}.jsonl；系统为文件夹名）</translation>
    </message>
    <message>
        <source>import the run logs first</source>
        <translation>请先导入运行日志</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not qsr:I or grr:I</source>
        <translation>“%1”不是 qsr:I 或 grr:I</translation>
    </message>
    <message>
        <source>the report has %1 %2 items; positions are 0 to %3</source>
        <translation>该报告有 %1 个 %2 项；位置为 0 到 %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not DR. BENCH decisions</source>
        <translation>“%1”的行不是 DR. BENCH 判定</translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation>评审为空：请为评审运行命名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the item&apos;s labels (%2)</source>
        <translation>“%1”不是该项的标签之一（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of points</source>
        <translation>“%1”不是分数</translation>
    </message>
    <message>
        <source>DR. BENCH judge decisions per rubric item in long format (judge, task, rubric qsr:I / grr:I, value)</source>
        <translation>长格式的 DR. BENCH 逐条评分细则评审判定（judge、task、rubric qsr:I / grr:I、value）</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchGrrImporter</name>
    <message>
        <source>DR. BENCH general-report rubrics (a *grr*.json list of {id, item, points})</source>
        <translation>DR. BENCH 通用报告评分细则（*grr*.json 列表，含 {id, item, points}）</translation>
    </message>
    <message>
        <source>General-report rubrics</source>
        <translation>通用报告评分细则</translation>
    </message>
    <message>
        <source>the rubric item is empty</source>
        <translation>评分细则条目为空</translation>
    </message>
    <message>
        <source>%1 is not a positive number of points for Yes</source>
        <translation>%1 不是“是”的正分值</translation>
    </message>
    <message>
        <source>item %1 appears twice</source>
        <translation>条目 %1 出现了两次</translation>
    </message>
    <message>
        <source>the list has no rubric items</source>
        <translation>列表中没有评分细则条目</translation>
    </message>
    <message>
        <source>%1: %2 general-report items worth %3 points; the paper&apos;s list has %4 worth %5</source>
        <translation>%1：%2 个通用报告条目，共 %3 分；论文的列表为 %4 个条目，共 %5 分</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchImporter</name>
    <message>
        <source>DR. BENCH tasks with query-specific rubrics (RigorousBench.jsonl)</source>
        <translation>带查询特定评分细则的 DR. BENCH 任务（RigorousBench.jsonl）</translation>
    </message>
    <message>
        <source>no query-specific rubrics</source>
        <translation>没有查询特定评分细则</translation>
    </message>
    <message>
        <source>%1 checklist items but %2 rubrics in metadata.qsr</source>
        <translation>有 %1 个检查项，但 metadata.qsr 中有 %2 条评分细则</translation>
    </message>
    <message>
        <source>no scoring found (expected e.g. &quot;Yes=2, No=0&quot; or &quot;Yes=3, Partial=1, No=0&quot;)</source>
        <translation>未找到计分规则（应如“Yes=2, No=0”或“Yes=3, Partial=1, No=0”）</translation>
    </message>
    <message>
        <source>Query-specific rubrics</source>
        <translation>查询特定评分细则</translation>
    </message>
    <message>
        <source>task %1 rubric %2: checklist weight %3 but the rubric&apos;s Yes is worth %4</source>
        <translation>任务 %1 第 %2 条细则：检查项权重为 %3，但细则中 Yes 计 %4 分</translation>
    </message>
    <message>
        <source>task %1: query-specific rubrics are worth %2 points, not the usual 30</source>
        <translation>任务 %1：查询特定评分细则共 %2 分，而非通常的 30 分</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchLatex</name>
    <message>
        <source>DR. BENCH: human re-scores against the judge&apos;s rubric item scores</source>
        <translation>DR. BENCH：人工复评与评审者评分细则条目得分对比</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore per model (mean over reports) from each source: %1</source>
        <translation>DR. BENCH：各来源给出的每个模型的 IntegratedScore（报告平均）：%1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrBenchRunImporters</name>
    <message>
        <source>DR. BENCH agent reports (Log_&lt;model&gt;.jsonl)</source>
        <translation>DR. BENCH 智能体报告（Log_&lt;模型&gt;.jsonl）</translation>
    </message>
    <message>
        <source>DR. BENCH judge scores (Eval_&lt;model&gt;.jsonl)</source>
        <translation>DR. BENCH 评审得分（Eval_&lt;模型&gt;.jsonl）</translation>
    </message>
    <message>
        <source>keyword relevance must be 1..5</source>
        <translation>关键词相关度必须在 1..5 之间</translation>
    </message>
    <message>
        <source>a keyword count must be a number of 0 or more</source>
        <translation>关键词计数必须是不小于 0 的数</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriteriaExpansion</name>
    <message>
        <source>RACE criteria for this dimension (weight %1 of the overall):</source>
        <translation>本维度的 RACE 评分标准（在总分中的权重 %1）：</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1（%2）</translation>
    </message>
    <message>
        <source>• %1 (%2): %3</source>
        <translation>• %1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Dimension weights of this task: %1</source>
        <translation>本任务的维度权重：%1</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriteriaImporter</name>
    <message>
        <source>DeepResearch Bench RACE criteria (criteria.jsonl)</source>
        <translation>DeepResearch Bench RACE 评估标准（criteria.jsonl）</translation>
    </message>
    <message>
        <source>RACE criteria</source>
        <translation>RACE 评估标准</translation>
    </message>
    <message>
        <source>task %1: %2 criterion weights sum to %3, not 1</source>
        <translation>任务 %1：%2 的标准权重之和为 %3，而非 1</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbCriterionImporter</name>
    <message>
        <source>import the reports first</source>
        <translation>请先导入报告</translation>
    </message>
    <message>
        <source>task %1 has no RACE criteria in the project: import criteria.jsonl first</source>
        <translation>项目中没有任务 %1 的 RACE 评分标准：请先导入 criteria.jsonl</translation>
    </message>
    <message>
        <source>task %1 has no RACE criterion &apos;%2&apos; (give its text as in criteria.jsonl, or DIMENSION:I)</source>
        <translation>任务 %1 没有 RACE 评分标准“%2”（请给出与 criteria.jsonl 中相同的文字，或 DIMENSION:I）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a score from 0 to 10</source>
        <translation>“%1”不是 0 到 10 之间的分数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not DeepResearch Bench decisions</source>
        <translation>“%1”的行不是 DeepResearch Bench 的评审决定</translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation>评审为空：请为评审运行命名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not article_1_score or article_2_score</source>
        <translation>“%1”不是 article_1_score 或 article_2_score</translation>
    </message>
    <message>
        <source>DeepResearch Bench RACE judge scores per criterion in long format (judge, task, system, criterion, field, value)</source>
        <translation>DeepResearch Bench RACE 评审的逐条标准分数，长格式（judge、task、system、criterion、field、value）</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbFactImporter</name>
    <message>
        <source>DeepResearch Bench FACT results (extracted / deduplicated / validated .jsonl)</source>
        <translation>DeepResearch Bench FACT 结果（extracted / deduplicated / validated .jsonl）</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbFactRecords</name>
    <message>
        <source>idx %1 is not the 0-based position of one of the %2 facts</source>
        <translation>idx %1 不是 %2 条陈述之一的位置（从 0 开始）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported, unsupported or unknown</source>
        <translation>“%1”不是 supported、unsupported 或 unknown</translation>
    </message>
    <message>
        <source>the entry for %1 is not an object</source>
        <translation>%1 的条目不是对象</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbHumanImporter</name>
    <message>
        <source>DeepResearch Bench human RACE annotations (dimension_scores, overall_scores)</source>
        <translation>DeepResearch Bench 人工 RACE 标注（dimension_scores、overall_scores）</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>从 %1 导入</translation>
    </message>
    <message>
        <source>expected an object of dimension scores</source>
        <translation>应为各维度得分组成的对象</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbLatex</name>
    <message>
        <source>DeepResearch Bench (Table 2): RACE runs against the experts&apos; overall scores</source>
        <translation>DeepResearch Bench（表 2）：RACE 运行与专家总分对比</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Human inter-agreement</source>
        <translation>人工间一致性</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbQueryImporter</name>
    <message>
        <source>DeepResearch Bench tasks (query.jsonl)</source>
        <translation>DeepResearch Bench 任务（query.jsonl）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither zh nor en</source>
        <translation>“%1”既不是 zh 也不是 en</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbRaceImporter</name>
    <message>
        <source>DeepResearch Bench RACE results (raw_results.jsonl)</source>
        <translation>DeepResearch Bench RACE 结果（raw_results.jsonl）</translation>
    </message>
    <message>
        <source>%1 is outside 0..1</source>
        <translation>%1 超出 0..1 范围</translation>
    </message>
    <message>
        <source>%1: mean %2 is %3 over %4 tasks, but race_result.txt says %5</source>
        <translation>%1：%4 个任务的 %2 均值为 %3，但 race_result.txt 为 %5</translation>
    </message>
</context>
<context>
    <name>draudit::models::DrbReportImporter</name>
    <message>
        <source>DeepResearch Bench reports (&lt;model&gt;.jsonl, raw or cleaned)</source>
        <translation>DeepResearch Bench 报告（&lt;模型&gt;.jsonl，原始或清洗后）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Error</name>
    <message>
        <source>field &apos;%1&apos;: </source>
        <translation>字段“%1”：</translation>
    </message>
</context>
<context>
    <name>draudit::models::FormAnswers</name>
    <message>
        <source>the form %1 has no question %2</source>
        <translation>表单 %1 没有问题 %2</translation>
    </message>
</context>
<context>
    <name>draudit::models::FormDefinition</name>
    <message>
        <source>Blind pairwise verdict</source>
        <translation>盲评成对裁决</translation>
    </message>
    <message>
        <source>Which answer is better?</source>
        <translation>哪个回答更好？</translation>
    </message>
    <message>
        <source>A much better</source>
        <translation>A 明显更好</translation>
    </message>
    <message>
        <source>A better</source>
        <translation>A 更好</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>B better</source>
        <translation>B 更好</translation>
    </message>
    <message>
        <source>B much better</source>
        <translation>B 明显更好</translation>
    </message>
    <message>
        <source>Tie quality</source>
        <translation>平局质量</translation>
    </message>
    <message>
        <source>Both good</source>
        <translation>两者都好</translation>
    </message>
    <message>
        <source>Both weak</source>
        <translation>两者都弱</translation>
    </message>
    <message>
        <source>Where does the weaker answer fail?</source>
        <translation>较弱的回答败在哪里？</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>广度</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>两者</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>都不是</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>DR-Arena pipeline audit</source>
        <translation>DR-Arena 流程审核</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Broken question</source>
        <translation>问题有缺陷</translation>
    </message>
    <message>
        <source>A1 Does the question need real depth (not single-hop)?</source>
        <translation>A1 该问题是否需要真正的深度（而非单跳）？</translation>
    </message>
    <message>
        <source>A2 Does the question need real width (not narrow)?</source>
        <translation>A2 该问题是否需要真正的广度（而非狭窄）？</translation>
    </message>
    <message>
        <source>A3 Did the task evolve from the previous round as intended?</source>
        <translation>A3 任务是否按预期从上一轮演进？</translation>
    </message>
    <message>
        <source>B1 Are the checklists factually correct?</source>
        <translation>B1 检查清单在事实上是否正确？</translation>
    </message>
    <message>
        <source>Completely correct</source>
        <translation>完全正确</translation>
    </message>
    <message>
        <source>Mostly correct (minor issues)</source>
        <translation>基本正确（小问题）</translation>
    </message>
    <message>
        <source>Major hallucinations</source>
        <translation>严重幻觉</translation>
    </message>
    <message>
        <source>D1 After the reveal: do you agree with the examiner&apos;s verdict?</source>
        <translation>D1 揭晓之后：你是否同意评审的裁决？</translation>
    </message>
    <message>
        <source>D1 Why not?</source>
        <translation>D1 为什么不同意？</translation>
    </message>
    <message>
        <source>Sufficient</source>
        <translation>足够</translation>
    </message>
    <message>
        <source>Insufficient</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>Excessive</source>
        <translation>过多</translation>
    </message>
    <message>
        <source>Task preference: the best of three</source>
        <translation>任务偏好：三选一</translation>
    </message>
    <message>
        <source>Which question is best?</source>
        <translation>哪个问题最好？</translation>
    </message>
    <message>
        <source>Which checklist is best?</source>
        <translation>哪个检查清单最好？</translation>
    </message>
    <message>
        <source>Rubric checklist</source>
        <translation>评分细则清单</translation>
    </message>
    <message>
        <source>Report scoring (%1 to %2)</source>
        <translation>报告评分（%1 到 %2）</translation>
    </message>
    <message>
        <source>Comprehensiveness</source>
        <translation>全面性</translation>
    </message>
    <message>
        <source>Insight and depth</source>
        <translation>洞察与深度</translation>
    </message>
    <message>
        <source>Instruction following</source>
        <translation>指令遵循</translation>
    </message>
    <message>
        <source>Readability</source>
        <translation>可读性</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Claim audit</source>
        <translation>论断审核</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>0 wrong</source>
        <translation>0 错误</translation>
    </message>
    <message>
        <source>1 barely</source>
        <translation>1 勉强</translation>
    </message>
    <message>
        <source>2 mostly right</source>
        <translation>2 基本正确</translation>
    </message>
    <message>
        <source>3 right</source>
        <translation>3 正确</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Correct, but missing from the ground truth?</source>
        <translation>正确，但标准答案中没有？</translation>
    </message>
    <message>
        <source>Yes, add it</source>
        <translation>是，补充进去</translation>
    </message>
    <message>
        <source>Insight coverage</source>
        <translation>洞见覆盖</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>洞见</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>已覆盖</translation>
    </message>
    <message>
        <source>Half covered</source>
        <translation>部分覆盖</translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation>未覆盖</translation>
    </message>
    <message>
        <source>Statement support</source>
        <translation>陈述支持</translation>
    </message>
    <message>
        <source>Does the source support the statement?</source>
        <translation>来源是否支持该陈述？</translation>
    </message>
    <message>
        <source>Supported</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>RACE, relative to a reference report: 0–1, 0.5 = as good as it</source>
        <translation>RACE，相对于参考报告：0–1，0.5 = 与参考报告相当</translation>
    </message>
    <message>
        <source>DR3-Eval audit: every item of the five metrics</source>
        <translation>DR3-Eval 审核：五项指标的每个条目</translation>
    </message>
    <message>
        <source>DR3-Eval: gold insight coverage</source>
        <translation>DR3-Eval：标准洞见覆盖</translation>
    </message>
    <message>
        <source>DR3-Eval: claim–citation support</source>
        <translation>DR3-Eval：陈述–引用支持</translation>
    </message>
    <message>
        <source>DR3-Eval: checklist satisfaction</source>
        <translation>DR3-Eval：检查清单满足情况</translation>
    </message>
    <message>
        <source>DR3-Eval: required documents cited</source>
        <translation>DR3-Eval：必需文献引用</translation>
    </message>
    <message>
        <source>DR3-Eval: the judge&apos;s claim extraction</source>
        <translation>DR3-Eval：评审的陈述抽取</translation>
    </message>
    <message>
        <source>DR3-Eval: depth and quality</source>
        <translation>DR3-Eval：深度与质量</translation>
    </message>
    <message>
        <source>D2 Were the battle&apos;s rounds up to here sufficient?</source>
        <translation>D2 到本轮为止，对战的轮次是否足够？</translation>
    </message>
    <message>
        <source>no form opens %1</source>
        <translation>没有可打开 %1 的表单</translation>
    </message>
    <message>
        <source>no form opens the rounds of %1</source>
        <translation>没有表单可打开 %1 的轮次</translation>
    </message>
</context>
<context>
    <name>draudit::models::FormJson</name>
    <message>
        <source>not a form definition (a JSON object): %1</source>
        <translation>不是表单定义（JSON 对象）：%1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>the form needs an id</source>
        <translation>表单需要 id</translation>
    </message>
    <message>
        <source>the form has no questions</source>
        <translation>表单没有问题</translation>
    </message>
    <message>
        <source>every question needs an id</source>
        <translation>每个问题都需要 id</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <translation>“%1”被使用了两次</translation>
    </message>
    <message>
        <source>every option needs a value</source>
        <translation>每个选项都需要 value</translation>
    </message>
    <message>
        <source>a choice question needs at least two options</source>
        <translation>选择题至少需要两个选项</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not name an earlier question</source>
        <translation>“%1”没有指向前面的问题</translation>
    </message>
    <message>
        <source>no form preset &apos;%1&apos; (presets: %2; or give a .json form definition)</source>
        <translation>没有表单预设“%1”（预设：%2；或提供 .json 表单定义）</translation>
    </message>
    <message>
        <source>cannot read the form definition: %1</source>
        <translation>无法读取表单定义：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; 不是 %2 之一</translation>
    </message>
    <message>
        <source>a %1 question needs numbers min &lt; max (a Likert scale at most 21 points)</source>
        <translation>%1 问题需要数值 min &lt; max（李克特量表最多 21 级）</translation>
    </message>
    <message>
        <source>points must be a number</source>
        <translation>分值必须是数字</translation>
    </message>
    <message>
        <source>the scale of %1 must go up from low to high, at most 21 points</source>
        <translation>%1 的量表必须由低到高，最多 21 级</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the question&apos;s answers</source>
        <translation>“%1”不是该问题的答案之一</translation>
    </message>
</context>
<context>
    <name>draudit::models::GenericAnalysis</name>
    <message>
        <source>Agreement on %1</source>
        <translation>%1 的一致性</translation>
    </message>
    <message>
        <source>Agreement on %1 with the judge&apos;s %2</source>
        <translation>%1 与评审 %2 的一致性</translation>
    </message>
    <message>
        <source>the answers are not numbers, so their order is unknown; declare it with --categories</source>
        <translation>答案不是数字，因此顺序未知；请用 --categories 声明</translation>
    </message>
    <message>
        <source>%1 (%2): fewer than 2 items rated by both sides</source>
        <translation>%1（%2）：双方都评过的条目少于 2 个</translation>
    </message>
    <message>
        <source>%1 (%2): %3 answers outside the categories were left out</source>
        <translation>%1（%2）：%3 个不在类别之内的答案被排除</translation>
    </message>
    <message>
        <source>no answers to field %1 in the project</source>
        <translation>项目中没有字段 %1 的答案</translation>
    </message>
</context>
<context>
    <name>draudit::models::GenericImporter</name>
    <message>
        <source>Any CSV or JSONL with a field mapping (--mapping FILE or &lt;file&gt;.mapping.json)</source>
        <translation>任意带字段映射的 CSV 或 JSONL（--mapping 文件或 &lt;文件&gt;.mapping.json）</translation>
    </message>
    <message>
        <source>the task id is empty</source>
        <translation>任务编号为空</translation>
    </message>
    <message>
        <source>the system is empty</source>
        <translation>系统为空</translation>
    </message>
    <message>
        <source>cannot read the field mapping: %1</source>
        <translation>无法读取字段映射：%1</translation>
    </message>
    <message>
        <source>the field mapping is not a JSON object: %1</source>
        <translation>字段映射不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>the field mapping needs at least &quot;benchmark&quot; and &quot;task&quot;</source>
        <translation>字段映射至少需要“benchmark”和“task”</translation>
    </message>
    <message>
        <source>judge fields are mapped but the judge has no &quot;name&quot;</source>
        <translation>映射了评审字段，但评审没有“name”</translation>
    </message>
    <message>
        <source>a response column needs &quot;system&quot; (a column) or &quot;system_name&quot;</source>
        <translation>回答列需要“system”（列名）或“system_name”</translation>
    </message>
</context>
<context>
    <name>draudit::models::GroundTruthExport</name>
    <message numerus="yes">
        <source>wrote %n task(s) of ground truth to %1 (%2 claims added)</source>
        <translation>
            <numerusform>已将 %n 个任务的标准答案写入 %1（新增 %2 条论断）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::HistoryModel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>修改前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>修改后</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportContext</name>
    <message>
        <source>the import was cancelled; nothing of this file was written</source>
        <translation>导入已取消；此文件的内容均未写入</translation>
    </message>
    <message>
        <source>%1 %2 appears twice in this file (lines %3 and %4); a file holds one record per %1, so it was not imported twice</source>
        <translation>%1 %2 在此文件中出现两次（第 %3 行和第 %4 行）；每个文件中每个%1只能有一条记录，因此未重复导入</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>对战</translation>
    </message>
    <message>
        <source>question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>judge &apos;%1&apos; already decided %2 (%3) differently; a second run of a judge needs its own name</source>
        <translation>评审“%1”对 %2（%3）已有不同的判定；同一评审的第二次运行需要另取名称</translation>
    </message>
    <message>
        <source>%1 has a PIN: set DRAUDIT_PIN to it to import their answers, or import them as the project&apos;s owner with --as-owner (recorded so in the history)</source>
        <translation>%1 设有 PIN：请将 DRAUDIT_PIN 设为该 PIN 以导入其回答，或以项目所有者身份使用 --as-owner 导入（会在历史中如实记录）</translation>
    </message>
    <message>
        <source>cannot store a record</source>
        <translation>无法保存记录</translation>
    </message>
    <message>
        <source>this report or answer is %L1 characters long, and draudit takes at most %L2 characters; shorten it or leave it out</source>
        <translation>此报告或回答长 %L1 个字符，而 draudit 最多接受 %L2 个字符；请缩短或将其剔除</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a target draudit writes: ids are written without leading zeros, as in round:12</source>
        <translation>“%1”不是 draudit 写出的目标：编号不带前导零，例如 round:12</translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportCounts</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n 个任务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n 个系统</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n response(s)</source>
        <translation>
            <numerusform>%n 个回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison(s)</source>
        <translation>
            <numerusform>%n 场比较</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubric item(s)</source>
        <translation>
            <numerusform>%n 条评分细则</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge record(s)</source>
        <translation>
            <numerusform>%n 条评审记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n annotation(s)</source>
        <translation>
            <numerusform>%n 条标注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference page(s)</source>
        <translation>
            <numerusform>%n 个参考页面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n 条已标记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n 条已跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportPlan</name>
    <message>
        <source>not a format draudit imports</source>
        <translation>不是 draudit 可导入的格式</translation>
    </message>
    <message>
        <source>an archive inside an archive: unpack it and import what it holds</source>
        <translation>压缩包中的压缩包：请解压后导入其中的内容</translation>
    </message>
</context>
<context>
    <name>draudit::models::ImportRunner</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>未知格式“%1”</translation>
    </message>
    <message>
        <source>the format of this file is not recognised; name it with --format</source>
        <translation>无法识别此文件的格式；请用 --format 指定</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>cannot record the skipped records: %1</source>
        <translation>无法记录被跳过的记录：%1</translation>
    </message>
    <message>
        <source>cannot record the source</source>
        <translation>无法记录来源</translation>
    </message>
</context>
<context>
    <name>draudit::models::InputFile</name>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not a regular file (a device, FIFO or socket, or a link to one); draudit reads only regular files</source>
        <translation>不是普通文件（设备、FIFO、套接字或指向它们的链接）；draudit 只读取普通文件</translation>
    </message>
    <message>
        <source>this is a file of the open project itself; draudit never reads it as input</source>
        <translation>这是已打开项目自身的文件；draudit 从不将其作为输入读取</translation>
    </message>
    <message>
        <source>a link to a file outside the folder; import that file by its own name if it is meant</source>
        <translation>指向文件夹外文件的链接；如确需导入，请直接指定该文件</translation>
    </message>
</context>
<context>
    <name>draudit::models::IntegratedProtocol</name>
    <message numerus="yes">
        <source>unknown parameter(s) left unused: %1</source>
        <translation>
            <numerusform>未使用的未知参数：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>IntegratedScore parameters: %1. Rate_host: integrated_score and tboost read it as §4.3 (host matches / (annotations + 1)), the *_algorithm1 rows as Algorithm 1 ((host − full matches) / (annotations + 1)). Annotations = Eval&apos;s report_url_num; RetrievalIndex = the report&apos;s annotations / (its pure_annotations + 1). Rows per report: --param per_report=1.</source>
        <translation>IntegratedScore 参数：%1。Rate_host：integrated_score 与 tboost 按 §4.3 计算（主机匹配数 / (标注数 + 1)），*_algorithm1 各行按算法 1 计算（(主机匹配数 − 完全匹配数) / (标注数 + 1)）。标注数 = Eval 的 report_url_num；RetrievalIndex = 报告的 annotations / (其 pure_annotations + 1)。逐份报告的行：--param per_report=1。</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) score more QSR or GRR points than their rubrics in the project allow (is the general-report list complete?) and are left out of the IntegratedScore</source>
        <translation>
            <numerusform>%n 份报告的 QSR 或 GRR 得分超过项目中评分细则允许的最高分（通用报告细则列表是否完整？），未计入 IntegratedScore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) have no Eval_&lt;model&gt;.jsonl record and are left out of the IntegratedScore</source>
        <translation>
            <numerusform>%n 份报告没有 Eval_&lt;model&gt;.jsonl 记录，未计入 IntegratedScore</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::IntegratedScore</name>
    <message>
        <source> (default; not published)</source>
        <translation>（默认值；论文未公布）</translation>
    </message>
</context>
<context>
    <name>draudit::models::Invitations</name>
    <message>
        <source>an invitation is valid for 1 to 365 days, not %1</source>
        <translation>邀请的有效期为 1 到 365 天，而不是 %1</translation>
    </message>
    <message>
        <source>%1 has no items in this study: assign the study first</source>
        <translation>%1 在此研究中没有条目：请先分配研究</translation>
    </message>
    <message>
        <source>cannot store the invitation</source>
        <translation>无法保存邀请</translation>
    </message>
    <message>
        <source>no invitation %1 in force in this study</source>
        <translation>此研究中没有有效的邀请 %1</translation>
    </message>
    <message>
        <source>%1 has no invitation in force in this study</source>
        <translation>%1 在此研究中没有有效的邀请</translation>
    </message>
    <message>
        <source>cannot store the session</source>
        <translation>无法保存会话</translation>
    </message>
</context>
<context>
    <name>draudit::models::ItemForms</name>
    <message>
        <source>Relevance of focus keyword “%1” (1–5)</source>
        <translation>重点关键词“%1”的相关度（1–5）</translation>
    </message>
    <message>
        <source>Relevance of deviation keyword “%1” (1–5)</source>
        <translation>偏离关键词“%1”的相关度（1–5）</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>关键词</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 has no %2 to check: import the task&apos;s rubric first</source>
        <translation>%1 没有可检查的%2：请先导入该任务的评分细则</translation>
    </message>
    <message>
        <source>gold insights</source>
        <translation>标准洞见</translation>
    </message>
    <message>
        <source>rubric items</source>
        <translation>条评分细则</translation>
    </message>
    <message>
        <source>the form has no &apos;support&apos; question</source>
        <translation>表单没有 &apos;support&apos; 问题</translation>
    </message>
    <message>
        <source>%1 has no FACT statement–URL pairs: import the validated FACT file first</source>
        <translation>%1 没有 FACT 陈述–URL 对：请先导入已验证的 FACT 文件</translation>
    </message>
    <message>
        <source>the form has no &apos;key_score&apos; question</source>
        <translation>表单没有 &apos;key_score&apos; 问题</translation>
    </message>
    <message>
        <source>Predicted: %1
Ground truth: %2</source>
        <translation>预测：%1
标准答案：%2</translation>
    </message>
    <message>
        <source>(no such key)</source>
        <translation>（无此键）</translation>
    </message>
    <message>
        <source>(no matching claim)</source>
        <translation>（无匹配论断）</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>论断 %1</translation>
    </message>
    <message>
        <source>%1 · %2 (main claim)</source>
        <translation>%1 · %2（主论断）</translation>
    </message>
    <message>
        <source>%1 predicts no claims</source>
        <translation>%1 没有预测任何论断</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>%1 is not a task-preference item (rounds:ID,ID,ID)</source>
        <translation>%1 不是任务偏好条目（rounds:ID,ID,ID）</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>都不匹配</translation>
    </message>
    <message>
        <source>%1 · %2 matches ground truth</source>
        <translation>%1 · %2 对应的标准答案</translation>
    </message>
    <message>
        <source>%1 matches ground truth</source>
        <translation>%1 对应的标准答案</translation>
    </message>
</context>
<context>
    <name>draudit::models::Items</name>
    <message>
        <source>Round %1 · depth %2 · width %3</source>
        <translation>第 %1 轮 · 深度 %2 · 广度 %3</translation>
    </message>
    <message>
        <source>evolution: %1</source>
        <translation>演进：%1</translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation>没有第 %1 轮</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Logic chain</source>
        <translation>逻辑链</translation>
    </message>
    <message>
        <source>Source nodes</source>
        <translation>来源节点</translation>
    </message>
    <message>
        <source>Width checklist</source>
        <translation>广度检查清单</translation>
    </message>
    <message>
        <source>Depth checklist</source>
        <translation>深度检查清单</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Word limit</source>
        <translation>字数限制</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>main claim</source>
        <translation>主论断</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>matches ground truth %1</source>
        <translation>匹配标准答案 %1</translation>
    </message>
    <message>
        <source>no matching ground truth</source>
        <translation>无匹配的标准答案</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>论断 %1</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>论断</translation>
    </message>
    <message>
        <source>%1 — task %2</source>
        <translation>%1 — 任务 %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>%1 is not an item</source>
        <translation>%1 不是一个条目</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message numerus="yes">
        <source>%n predicted claim(s); matched to the ground truth by their primary keys: %1; ground-truth items: %2.</source>
        <translation>
            <numerusform>%n 条预测论断；按主键匹配到标准答案的：%1 条；标准答案条目：%2 个。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonDamage</name>
    <message>
        <source>the file is damaged (%1), so it was not imported</source>
        <translation>文件已损坏（%1），因此未导入</translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonLines</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>没有 JSON 值</translation>
    </message>
    <message>
        <source>the JSON is incomplete or malformed (truncated?)</source>
        <translation>JSON 不完整或格式错误（是否被截断？）</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>line is longer than 50 MB; split the record or import it as a single JSON file</source>
        <translation>行长度超过 50 MB；请拆分记录或作为单个 JSON 文件导入</translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <translation>每一行都必须是 JSON 对象</translation>
    </message>
    <message>
        <source>the file holds no JSON records</source>
        <translation>文件中没有 JSON 记录</translation>
    </message>
    <message>
        <source>a single JSON document larger than 64 MB; use JSON Lines</source>
        <translation>单个 JSON 文档超过 64 MB；请使用 JSON Lines</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (at %2); the file is ambiguous</source>
        <translation>键“%1”在同一对象中出现两次（位于 %2）；文件含义不明确</translation>
    </message>
</context>
<context>
    <name>draudit::models::JsonRecord</name>
    <message>
        <source>missing; expected a string</source>
        <translation>缺失；应为字符串</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>missing; expected a number</source>
        <translation>缺失；应为数字</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>应为字符串数组</translation>
    </message>
    <message>
        <source>missing; expected an object</source>
        <translation>缺失；应为对象</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>missing; expected an array of objects</source>
        <translation>缺失；应为对象数组</translation>
    </message>
    <message>
        <source>expected an array of objects</source>
        <translation>应为对象数组</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>missing; expected an id (string or number)</source>
        <translation>缺失；应为编号（字符串或数字）</translation>
    </message>
    <message>
        <source>expected an id (string or number)</source>
        <translation>应为编号（字符串或数字）</translation>
    </message>
</context>
<context>
    <name>draudit::models::LatexFormat</name>
    <message>
        <source>agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>agreement (win/loss/tie)</source>
        <translation>一致率（胜/负/平）</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
</context>
<context>
    <name>draudit::models::LiveDrBenchDecisions</name>
    <message>
        <source>&apos;%1&apos; is not a position (0, 1, 2, ...)</source>
        <translation>“%1”不是位置编号（0、1、2……）</translation>
    </message>
    <message>
        <source>the question key is empty</source>
        <translation>问题键为空</translation>
    </message>
    <message>
        <source>no single prediction for question &apos;%1&apos;: import the predictions first, and name the system when several systems predicted it</source>
        <translation>问题“%1”没有唯一的预测：请先导入预测；若有多个系统作了预测，请指明系统</translation>
    </message>
    <message>
        <source>system &apos;%1&apos; has no prediction for question &apos;%2&apos;</source>
        <translation>系统“%1”对问题“%2”没有预测</translation>
    </message>
    <message>
        <source>the prediction cannot be read</source>
        <translation>无法读取该预测</translation>
    </message>
    <message>
        <source>the question has %1 ground-truth entries; give entry 0 to %2</source>
        <translation>该问题有 %1 个标准答案条目；entry 应为 0 到 %2</translation>
    </message>
    <message>
        <source>the prediction has no item %1 in entry %2</source>
        <translation>预测的第 %2 个条目中没有第 %1 项</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is none of entry %2&apos;s ground-truth items; give gt_index</source>
        <translation>“%1”不是第 %2 个条目的任何标准答案项；请给出 gt_index</translation>
    </message>
    <message>
        <source>a key_score needs the dictionary key it scores</source>
        <translation>key_score 需要指明所评分的字典键</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key score (0, 1, 2, 3, right or wrong)</source>
        <translation>“%1”不是键评分（0、1、2、3、right 或 wrong）</translation>
    </message>
    <message>
        <source>entry %1 is one dictionary: it has nothing to match</source>
        <translation>第 %1 个条目是单个字典，无需匹配</translation>
    </message>
    <message>
        <source>a scifacts match names its key (paper_title or material)</source>
        <translation>scifacts 的匹配需指明键（paper_title 或 material）</translation>
    </message>
    <message>
        <source>alias_match is for scifacts questions only</source>
        <translation>alias_match 仅用于 scifacts 问题</translation>
    </message>
    <message>
        <source>an alias_match names its key and gt_index</source>
        <translation>alias_match 需指明键和 gt_index</translation>
    </message>
    <message>
        <source>an alias_match is true or false</source>
        <translation>alias_match 的值为 true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; rows are not LiveDRBench decisions</source>
        <translation>“%1”的行不是 LiveDRBench 判定</translation>
    </message>
    <message>
        <source>the judge is empty: name the judge run</source>
        <translation>评审为空：请为评审运行命名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not key_score, match or alias_match</source>
        <translation>“%1”不是 key_score、match 或 alias_match</translation>
    </message>
    <message>
        <source>LiveDRBench judge decisions in long format (judge, question, entry, pred_index, gt_index, key, field, value)</source>
        <translation>长格式的 LiveDRBench 评审判定（judge、question、entry、pred_index、gt_index、key、field、value）</translation>
    </message>
    <message numerus="yes">
        <source>entry %1 has %n ground-truth item(s)</source>
        <translation>
            <numerusform>第 %1 个条目有 %n 个标准答案项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::LiveDrBenchImporter</name>
    <message>
        <source>LiveDRBench tasks with encrypted ground truths (rows with key, category, ground_truths, canary)</source>
        <translation>带加密标准答案的 LiveDRBench 任务（含 key、category、ground_truths、canary 的行）</translation>
    </message>
    <message>
        <source>cannot decrypt with the row&apos;s canary: the result is not JSON</source>
        <translation>无法用该行的 canary 解密：结果不是 JSON</translation>
    </message>
    <message>
        <source>cannot decrypt with the row&apos;s canary: the result is not a JSON object</source>
        <translation>无法用该行的 canary 解密：结果不是 JSON 对象</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>not valid base64</source>
        <translation>不是有效的 base64</translation>
    </message>
    <message>
        <source>LiveDRBench predictions ([{key, preds}]; the system is the file name)</source>
        <translation>LiveDRBench 预测（[{key, preds}]；系统名取自文件名）</translation>
    </message>
    <message>
        <source>expected a list of claims</source>
        <translation>应为论断列表</translation>
    </message>
    <message>
        <source>no LiveDRBench task &apos;%1&apos; in the project; import the tasks first</source>
        <translation>项目中没有 LiveDRBench 任务“%1”；请先导入任务</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>第 %1 个条目：%2</translation>
    </message>
    <message>
        <source>the decrypted ground truth is not a list of entries</source>
        <translation>解密后的标准答案不是条目列表</translation>
    </message>
</context>
<context>
    <name>draudit::models::Location</name>
    <message>
        <source>no project path given</source>
        <translation>未提供项目路径</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be set in a project URL (allowed: %2); give a password in PGPASSWORD or ~/.pgpass</source>
        <translation>项目 URL 中不能设置“%1”（允许：%2）；密码请通过 PGPASSWORD 或 ~/.pgpass 提供</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos; contains &apos;;&apos;</source>
        <translation>“%1”的值包含“;”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid postgresql://user@host:port/database URL</source>
        <translation>“%1”不是有效的 postgresql://用户@主机:端口/数据库 URL</translation>
    </message>
</context>
<context>
    <name>draudit::models::LongFormat</name>
    <message>
        <source>the task is empty</source>
        <translation>任务为空</translation>
    </message>
    <message>
        <source>no single report of task %1: %2, and name the system when several systems answered it</source>
        <translation>任务 %1 没有唯一的报告：%2；若有多个系统作答，请写明 system</translation>
    </message>
    <message>
        <source>system &apos;%1&apos; has no report of task %2: %3</source>
        <translation>系统“%1”没有任务 %2 的报告：%3</translation>
    </message>
</context>
<context>
    <name>draudit::models::NameMap</name>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>expected a JSON object mapping model names to texts</source>
        <translation>应为把模型名映射到文本的 JSON 对象</translation>
    </message>
    <message>
        <source>the value must be a non-empty text</source>
        <translation>值必须是非空文本</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
</context>
<context>
    <name>draudit::models::NavigatorModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>draudit::models::NewRowReferences</name>
    <message>
        <source>row %1 of %2 would have %3 = %4, which is not in %5; nothing was imported (please report this)</source>
        <translation>%2 的第 %1 行的 %3 = %4 在 %5 中不存在；未导入任何内容（请报告此问题）</translation>
    </message>
</context>
<context>
    <name>draudit::models::PageHtml</name>
    <message>
        <source>[image not shown: %1]</source>
        <translation>[未显示图片：%1]</translation>
    </message>
</context>
<context>
    <name>draudit::models::PageRenderer</name>
    <message>
        <source>This text is longer than %1 characters, so it is shown as plain text, without formatting.</source>
        <translation>此文本超过 %1 个字符，因此以纯文本显示，不做格式化。</translation>
    </message>
    <message>
        <source>This text could not be formatted within %1 s, so it is shown as plain text.</source>
        <translation>此文本无法在 %1 秒内完成格式化，因此以纯文本显示。</translation>
    </message>
    <message>
        <source>The formatter stopped on this text (it ran out of its %1 MB, or failed), so it is shown as plain text.</source>
        <translation>格式化程序在此文本上停止（超出其 %1 MB 内存或出错），因此以纯文本显示。</translation>
    </message>
    <message numerus="yes">
        <source>(%n more character(s) not shown)</source>
        <translation>
            <numerusform>（另有 %n 个字符未显示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::models::PairedScoresReader</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>at least 2 rows are needed, found %1</source>
        <translation>至少需要 2 行，实际为 %1 行</translation>
    </message>
</context>
<context>
    <name>draudit::models::PaperTable</name>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation>值 [95% CI]</translation>
    </message>
    <message>
        <source>no results</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <source>%1 (draudit %2): the paper&apos;s tables; needs \usepackage{booktabs,tabularx}</source>
        <translation>%1（draudit %2）：论文的表格；需要 \usepackage{booktabs,tabularx}</translation>
    </message>
    <message>
        <source>%1 of the report&apos;s %2 rows are not in these tables; the full table: draudit report --format latex --latex-full</source>
        <translation>报告 %2 行中有 %1 行不在这些表格中；完整表格：draudit report --format latex --latex-full</translation>
    </message>
    <message>
        <source>every row of the report is in these tables</source>
        <translation>报告的每一行都在这些表格中</translation>
    </message>
</context>
<context>
    <name>draudit::models::PgBulk</name>
    <message>
        <source>cannot load PostgreSQL&apos;s client library: %1</source>
        <translation>无法加载 PostgreSQL 客户端库：%1</translation>
    </message>
</context>
<context>
    <name>draudit::models::PrivateHelper</name>
    <message>
        <source>this installation cannot load its module %1: %2</source>
        <translation>此安装无法加载其模块 %1：%2</translation>
    </message>
</context>
<context>
    <name>draudit::models::ProjectCheck</name>
    <message>
        <source>cannot run the integrity check: %1</source>
        <translation>无法运行完整性检查：%1</translation>
    </message>
    <message>
        <source>integrity: %1</source>
        <translation>完整性：%1</translation>
    </message>
    <message>
        <source>cannot run the foreign key check: %1</source>
        <translation>无法运行外键检查：%1</translation>
    </message>
    <message>
        <source>table %1 row %2 refers to a missing %3 row</source>
        <translation>表 %1 的第 %2 行引用了不存在的 %3 行</translation>
    </message>
    <message>
        <source>cannot compare annotations with their history: %1</source>
        <translation>无法将标注与其历史进行比对：%1</translation>
    </message>
    <message>
        <source>annotation %1 (%2 / %3) has no history row for its current value</source>
        <translation>标注 %1（%2 / %3）的当前值没有对应的历史记录</translation>
    </message>
    <message>
        <source>cannot follow the history chains: %1</source>
        <translation>无法核对历史链：%1</translation>
    </message>
    <message>
        <source>history row %1 of annotation %2 (%3 / %4) starts from &apos;%5&apos;, but the change before it left &apos;%6&apos;</source>
        <translation>标注 %2（%3 / %4）的历史记录 %1 以“%5”为起点，但前一次修改留下的是“%6”</translation>
    </message>
</context>
<context>
    <name>draudit::models::ProjectStore</name>
    <message>
        <source>the Qt SQL driver for %1 is not installed</source>
        <translation>未安装 %1 的 Qt SQL 驱动</translation>
    </message>
    <message>
        <source>a file already exists there; choose another name</source>
        <translation>该位置已有文件；请换一个名称</translation>
    </message>
    <message>
        <source>no such project file</source>
        <translation>项目文件不存在</translation>
    </message>
    <message>
        <source>the project file is read-only; draudit commits every edit and needs write access</source>
        <translation>项目文件为只读；draudit 会提交每一次编辑，需要写入权限</translation>
    </message>
    <message>
        <source>cannot open the project: %1</source>
        <translation>无法打开项目：%1</translation>
    </message>
    <message>
        <source>this is not a draudit project: %1</source>
        <translation>这不是 draudit 项目：%1</translation>
    </message>
    <message>
        <source>cannot configure the project database: %1</source>
        <translation>无法配置项目数据库：%1</translation>
    </message>
    <message>
        <source>this database already holds a draudit project</source>
        <translation>该数据库中已有 draudit 项目</translation>
    </message>
    <message>
        <source>this is not a draudit project (no schema found)</source>
        <translation>这不是 draudit 项目（未找到数据结构）</translation>
    </message>
    <message>
        <source>the project was written by a newer draudit (schema %1; this version reads up to %2); please upgrade draudit</source>
        <translation>该项目由更新版本的 draudit 写入（数据结构 %1；本版本最多支持 %2）；请升级 draudit</translation>
    </message>
    <message>
        <source>the database gave no reason</source>
        <translation>数据库未给出原因</translation>
    </message>
    <message>
        <source>cannot write the backup copy before migrating: %1</source>
        <translation>迁移前无法写入备份副本：%1</translation>
    </message>
    <message>
        <source>the project was written by an older draudit (schema %1) and must be upgraded by its owner: ask them to open it once with this version (%2)</source>
        <translation>该项目由较旧版本的 draudit 写入（架构 %1），必须由其所有者升级：请所有者用此版本（%2）打开一次</translation>
    </message>
    <message>
        <source>a step of the change failed, so none of it was kept</source>
        <translation>这次更改中有一步失败，因此整个更改都未保存</translation>
    </message>
</context>
<context>
    <name>draudit::models::RatingsReader</name>
    <message>
        <source>the item is empty</source>
        <translation>条目为空</translation>
    </message>
    <message>
        <source>the rater is empty</source>
        <translation>评分者为空</translation>
    </message>
    <message>
        <source>the value is empty; leave the row out for a missing rating</source>
        <translation>取值为空；缺失的评分请直接省略该行</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number, but the level is %2</source>
        <translation>“%1”不是数字，但测量尺度为 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the declared categories (%2)</source>
        <translation>“%1”不在声明的类别中（%2）</translation>
    </message>
    <message>
        <source>rater &apos;%1&apos; already rated item &apos;%2&apos; on line %3</source>
        <translation>评分者“%1”已在第 %3 行为条目“%2”评分</translation>
    </message>
    <message>
        <source>at least 2 items are needed, found %1</source>
        <translation>至少需要 2 个条目，实际为 %1 个</translation>
    </message>
    <message>
        <source>at least 2 raters are needed, found %1</source>
        <translation>至少需要 2 位评分者，实际为 %1 位</translation>
    </message>
    <message>
        <source>ordinal values are not numbers, so their order is unknown; declare it with --categories</source>
        <translation>有序取值不是数字，因此顺序未知；请用 --categories 声明顺序</translation>
    </message>
</context>
<context>
    <name>draudit::models::ReportExport</name>
    <message>
        <source>cannot create the workbook</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation>无法写入工作簿：%1</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value [95% CI]</source>
        <translation>值 [95% CI]</translation>
    </message>
    <message>
        <source>cannot load libxlsxwriter: %1</source>
        <translation>无法加载 libxlsxwriter：%1</translation>
    </message>
</context>
<context>
    <name>draudit::models::ReportTerms</name>
    <message>
        <source>DeepResearch Bench: RACE criterion scores vs experts (0–10)</source>
        <translation>DeepResearch Bench：RACE 准则评分与专家（0–10）对比</translation>
    </message>
    <message>
        <source>DeepResearch Bench: FACT support labels</source>
        <translation>DeepResearch Bench：FACT 支持标签</translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE run vs RACE run against the experts</source>
        <translation>DeepResearch Bench：RACE 运行对 RACE 运行（以专家为准）</translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE run vs the human ceiling</source>
        <translation>DeepResearch Bench：RACE 运行对人工上限</translation>
    </message>
    <message>
        <source>DeepResearch Bench: RACE vs humans</source>
        <translation>DeepResearch Bench：RACE 与人工对比</translation>
    </message>
    <message>
        <source>DR3-Eval: item decisions, human vs judge</source>
        <translation>DR3-Eval：条目判定，人工与评审对比</translation>
    </message>
    <message>
        <source>DR3-Eval: judge claim extraction</source>
        <translation>DR3-Eval：评审的论断抽取</translation>
    </message>
    <message>
        <source>DR3-Eval: judge vs judge (system rankings)</source>
        <translation>DR3-Eval：评审者对评审者（系统排名）</translation>
    </message>
    <message>
        <source>DR3-Eval: judge vs judge against the mean human</source>
        <translation>DR3-Eval：评审者对评审者（以人工均值为准）</translation>
    </message>
    <message>
        <source>DR. BENCH: human vs judge item scores</source>
        <translation>DR. BENCH：人工与评审的条目评分</translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore</source>
        <translation>DR. BENCH：综合得分</translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore per report</source>
        <translation>DR. BENCH：每份报告的综合得分</translation>
    </message>
    <message>
        <source>DR. BENCH: IntegratedScore, judge vs human labels</source>
        <translation>DR. BENCH：综合得分，评审与人工标签对比</translation>
    </message>
    <message>
        <source>DR. BENCH: Quality recomputed</source>
        <translation>DR. BENCH：重新计算的质量分</translation>
    </message>
    <message>
        <source>LiveDRBench official</source>
        <translation>LiveDRBench 官方</translation>
    </message>
    <message>
        <source>LiveDRBench paper-eq1</source>
        <translation>LiveDRBench 论文公式 1</translation>
    </message>
    <message>
        <source>LiveDRBench paper-eq1-strict</source>
        <translation>LiveDRBench 论文公式 1（严格）</translation>
    </message>
    <message>
        <source>Elo gap vs rounds</source>
        <translation>Elo 差距与轮数</translation>
    </message>
    <message>
        <source>F distribution (psych)</source>
        <translation>F 分布（psych）</translation>
    </message>
    <message>
        <source>Fisher z</source>
        <translation>Fisher z 变换</translation>
    </message>
    <message>
        <source>Wilson score</source>
        <translation>Wilson 区间</translation>
    </message>
    <message>
        <source>bootstrap BCa</source>
        <translation>自助法 BCa</translation>
    </message>
    <message>
        <source>human vs human</source>
        <translation>人工与人工</translation>
    </message>
    <message>
        <source>human vs human verdict</source>
        <translation>人工与人工结论</translation>
    </message>
    <message>
        <source>human vs judge</source>
        <translation>人工与评审</translation>
    </message>
    <message>
        <source>human vs judge verdict</source>
        <translation>人工与评审结论</translation>
    </message>
    <message>
        <source>judge bias</source>
        <translation>评审偏差</translation>
    </message>
    <message>
        <source>normal (FCE asymptotic SE)</source>
        <translation>正态近似（FCE 渐近标准误）</translation>
    </message>
    <message>
        <source>position bias</source>
        <translation>位置偏差</translation>
    </message>
    <message>
        <source>rating agreement</source>
        <translation>评分一致性</translation>
    </message>
    <message>
        <source>ratings (per battle, Elo scale)</source>
        <translation>评分（按对战，Elo 刻度）</translation>
    </message>
    <message>
        <source>round-level ratings (Bradley-Terry, Elo scale)</source>
        <translation>按轮评分（Bradley-Terry，Elo 刻度）</translation>
    </message>
    <message>
        <source>style-controlled ratings (Bradley-Terry, Elo scale)</source>
        <translation>控制风格的评分（Bradley-Terry，Elo 刻度）</translation>
    </message>
    <message>
        <source>t interval over reports</source>
        <translation>按报告的 t 区间</translation>
    </message>
    <message>
        <source>t interval over tasks</source>
        <translation>按任务的 t 区间</translation>
    </message>
    <message>
        <source>t interval over annotator pairs</source>
        <translation>按标注者对的 t 区间</translation>
    </message>
    <message>
        <source>t(n-1) with Gwet&apos;s linearised SE</source>
        <translation>t(n-1)，Gwet 线性化标准误</translation>
    </message>
    <message>
        <source>audit pass rate</source>
        <translation>审核通过率</translation>
    </message>
    <message>
        <source>attention checks</source>
        <translation>注意力检查</translation>
    </message>
    <message>
        <source>audit sample</source>
        <translation>审核样本</translation>
    </message>
    <message>
        <source>direction agreement</source>
        <translation>方向一致性</translation>
    </message>
    <message>
        <source>gold vs judge</source>
        <translation>金标准与评审</translation>
    </message>
    <message>
        <source>gold vs judge verdict</source>
        <translation>金标准与评审结论</translation>
    </message>
    <message>
        <source>human vs gold</source>
        <translation>人工与金标准</translation>
    </message>
    <message>
        <source>human vs gold verdict</source>
        <translation>人工与金标准结论</translation>
    </message>
    <message>
        <source>judge vs hand-extracted claims</source>
        <translation>评审与人工抽取的论断</translation>
    </message>
    <message>
        <source>judge vs judge verdict (cross-examiner)</source>
        <translation>评审与评审结论（交叉评审）</translation>
    </message>
    <message>
        <source>judge vs judge against humans</source>
        <translation>两个评审与人工的一致性比较</translation>
    </message>
    <message>
        <source>leaderboard ratings</source>
        <translation>排行榜评分</translation>
    </message>
    <message>
        <source>question validity</source>
        <translation>问题有效性</translation>
    </message>
    <message>
        <source>judge vs the human ceiling</source>
        <translation>评审者对人工上限</translation>
    </message>
    <message>
        <source>total (paper: mean of valid metrics)</source>
        <translation>总分（论文：有效指标的均值）</translation>
    </message>
    <message>
        <source>final answers, incl. changes after commit</source>
        <translation>最终回答（含提交后的修改）</translation>
    </message>
    <message>
        <source>cohen_kappa</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>3-level cohen_kappa</source>
        <translation>三级 Cohen κ</translation>
    </message>
    <message>
        <source>percent_agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>3-level percent_agreement</source>
        <translation>三级一致率</translation>
    </message>
    <message>
        <source>fleiss_kappa</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>krippendorff_alpha</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>gwet_ac1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>gwet_ac2</source>
        <translation>Gwet AC2</translation>
    </message>
    <message>
        <source>brennan_prediger</source>
        <translation>Brennan–Prediger 系数</translation>
    </message>
    <message>
        <source>scott_pi</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>weighted_kappa_linear</source>
        <translation>加权 κ（线性）</translation>
    </message>
    <message>
        <source>weighted_kappa_quadratic</source>
        <translation>加权 κ（二次）</translation>
    </message>
    <message>
        <source>pearson_r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>spearman_rho</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>kendall_tau_b</source>
        <translation>Kendall τ-b</translation>
    </message>
    <message>
        <source>first_position_win_rate</source>
        <translation>先展示位置胜率</translation>
    </message>
    <message>
        <source>binomial_p_vs_half</source>
        <translation>相对 1/2 的二项检验 p 值</translation>
    </message>
    <message>
        <source>elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>battles</source>
        <translation>场对战</translation>
    </message>
    <message>
        <source>reports</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>human</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source> (only %1 %2: too few for a cluster bootstrap)</source>
        <translation>（仅 %1 %2：不足以做聚类自助法）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a note on one comparison&apos;s source</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>conger_kappa</source>
        <translation>Conger κ</translation>
    </message>
    <message>
        <source>light_kappa</source>
        <translation>Light κ</translation>
    </message>
    <message>
        <source>elo_plain</source>
        <translation>Elo（未控制风格）</translation>
    </message>
    <message>
        <source>elo_style_controlled</source>
        <translation>Elo（控制风格）</translation>
    </message>
    <message>
        <source>elo_shift</source>
        <translation>Elo 变化（控制风格后）</translation>
    </message>
    <message>
        <source>style_log_odds_per_sd</source>
        <translation>每个标准差的风格对数几率</translation>
    </message>
    <message>
        <source>blind_at_first_commit</source>
        <translation>首次提交时的盲评回答</translation>
    </message>
    <message>
        <source>not_blind_no_commit</source>
        <translation>非盲评回答（无提交记录）</translation>
    </message>
    <message>
        <source>changed_after_commit</source>
        <translation>提交后修改的回答</translation>
    </message>
    <message>
        <source>left_out_never_committed</source>
        <translation>从未提交而排除的回答</translation>
    </message>
    <message>
        <source>answers counted</source>
        <translation>计入的回答</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>f1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>mcnemar_exact_p</source>
        <translation>McNemar 精确检验 p 值</translation>
    </message>
    <message>
        <source>agreement_within_1_point</source>
        <translation>相差不超过 1 分的一致率</translation>
    </message>
    <message>
        <source>mean_difference_human_minus_judge</source>
        <translation>平均差（人工减评审）</translation>
    </message>
    <message>
        <source>mean_difference_expert_minus_judge</source>
        <translation>平均差（专家减评审）</translation>
    </message>
    <message>
        <source>rank_swaps</source>
        <translation>排名互换次数</translation>
    </message>
    <message>
        <source>check_accuracy</source>
        <translation>注意力检查正确率</translation>
    </message>
    <message>
        <source>selection_rate</source>
        <translation>选中率</translation>
    </message>
    <message>
        <source>3-level %1</source>
        <translation>三级 %1</translation>
    </message>
    <message>
        <source>%1 minus human-human</source>
        <translation>%1 减去人工之间的值</translation>
    </message>
    <message>
        <source>p value of %1</source>
        <translation>%1 的 p 值</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>按%2计的%1</translation>
    </message>
    <message>
        <source>length in words</source>
        <translation>字数</translation>
    </message>
    <message>
        <source>citations</source>
        <translation>引用数</translation>
    </message>
    <message>
        <source>log odds of the judge&apos;s preference</source>
        <translation>评审偏好的对数几率</translation>
    </message>
    <message>
        <source>log odds of the humans&apos; preference</source>
        <translation>人工偏好的对数几率</translation>
    </message>
    <message>
        <source>odds ratio of the judge&apos;s preference</source>
        <translation>评审偏好的几率比</translation>
    </message>
    <message>
        <source>odds ratio of the humans&apos; preference</source>
        <translation>人工偏好的几率比</translation>
    </message>
    <message>
        <source>judge minus humans</source>
        <translation>评审减人工</translation>
    </message>
    <message>
        <source>partial r of the judge&apos;s scores</source>
        <translation>评审评分的偏相关 r</translation>
    </message>
    <message>
        <source>partial r of the humans&apos; scores</source>
        <translation>人工评分的偏相关 r</translation>
    </message>
    <message>
        <source>r of the judge&apos;s scores</source>
        <translation>评审评分的 r</translation>
    </message>
    <message>
        <source>r of the humans&apos; scores</source>
        <translation>人工评分的 r</translation>
    </message>
    <message>
        <source>overall_score</source>
        <translation>总体得分</translation>
    </message>
    <message>
        <source>tasks_kept_icc_nonnegative</source>
        <translation>保留的任务数（ICC 非负）</translation>
    </message>
    <message>
        <source>PAR_expert_vs_others</source>
        <translation>专家对其他人的 PAR</translation>
    </message>
    <message>
        <source>PAR minus PAR_expert_vs_others</source>
        <translation>PAR 减去专家对其他人的 PAR</translation>
    </message>
    <message>
        <source>DeepResearch Bench: human inter-agreement</source>
        <translation>DeepResearch Bench：人工之间的一致性</translation>
    </message>
    <message>
        <source>bootstrap over tasks (clusters), percentile, %1 resamples</source>
        <translation>按任务（簇）自助法，百分位，%1 次重抽样</translation>
    </message>
    <message>
        <source>bootstrap percentile over battles (%1 resamples)</source>
        <translation>按对战的自助法百分位区间（%1 次重抽样）</translation>
    </message>
    <message>
        <source>bootstrap percentile over tasks (%1 resamples)</source>
        <translation>按任务的自助法百分位区间（%1 次重抽样）</translation>
    </message>
    <message>
        <source>bootstrap percentile over questions (%1 resamples)</source>
        <translation>按问题的自助法百分位区间（%1 次重抽样）</translation>
    </message>
    <message>
        <source>cluster bootstrap BCa over battles (%1 resamples)</source>
        <translation>按对战整群自助法 BCa（%1 次重抽样）</translation>
    </message>
    <message>
        <source>cluster bootstrap BCa over reports (%1 resamples)</source>
        <translation>按报告簇自助法 BCa（%1 次重抽样）</translation>
    </message>
    <message>
        <source>paired cluster bootstrap percentile over battles (%1 resamples)</source>
        <translation>按对战整群配对自助法百分位（%1 次重抽样）</translation>
    </message>
    <message>
        <source>paired cluster bootstrap percentile over tasks (%1 resamples)</source>
        <translation>按任务配对簇自助法百分位（%1 次重抽样）</translation>
    </message>
</context>
<context>
    <name>draudit::models::RubricProtocol</name>
    <message>
        <source>DR. BENCH: human re-scores of rubric items</source>
        <translation>DR. BENCH：评分细则条目的人工复评</translation>
    </message>
    <message>
        <source>no rubric item has both a judge label and a human re-score (fields qsr / grr on item:ITEM@response:ID)</source>
        <translation>没有同时具有评审标签和人工复评的评分细则条目（item:ITEM@response:ID 上的 qsr / grr 字段）</translation>
    </message>
    <message>
        <source>percent agreement is the paper&apos;s headline (99.3%); when nearly every item gets the same label, κ can be low although humans and judge almost always agree (the κ paradox), so Gwet&apos;s AC1, which does not suffer from it, is given beside κ</source>
        <translation>百分比一致率是论文的主要指标（99.3%）；当几乎所有项目得到同一标签时，即使人工与评审几乎总是一致，κ 也可能很低（κ 悖论），因此在 κ 旁给出不受此影响的 Gwet AC1</translation>
    </message>
</context>
<context>
    <name>draudit::models::Schema</name>
    <message>
        <source>the project has no schema version: %1</source>
        <translation>项目没有数据结构版本：%1</translation>
    </message>
    <message>
        <source>cannot create the project schema</source>
        <translation>无法创建项目结构</translation>
    </message>
    <message>
        <source>cannot record the schema version</source>
        <translation>无法记录结构版本</translation>
    </message>
    <message>
        <source>cannot commit the new schema</source>
        <translation>无法提交新的结构</translation>
    </message>
    <message>
        <source>the project has no schema version</source>
        <translation>项目没有结构版本</translation>
    </message>
    <message>
        <source>cannot commit the migration</source>
        <translation>无法提交迁移</translation>
    </message>
</context>
<context>
    <name>draudit::models::ScoreBias</name>
    <message>
        <source>judge bias of %1: %2 scored reports have no text in the project and are left out</source>
        <translation>%1 的评审偏差：%2 份已评分的报告在项目中没有正文，不纳入</translation>
    </message>
    <message>
        <source>self-preference of %1: its model family is unknown; name it in a families file (--families FILE, a line &quot;%1,FAMILY&quot;)</source>
        <translation>%1 的自我偏好：其模型家族未知；请在家族文件中注明（--families FILE，一行 &quot;%1,FAMILY&quot;）</translation>
    </message>
</context>
<context>
    <name>draudit::models::ScoreProtocols</name>
    <message>
        <source>DeepResearch Bench: RACE scores against expert scores</source>
        <translation>DeepResearch Bench：RACE 分数与专家评分对比</translation>
    </message>
    <message>
        <source>no report has both a RACE score and an expert score: import raw_results.jsonl and the human file</source>
        <translation>没有同时具有 RACE 分数和专家评分的报告：请导入 raw_results.jsonl 和人工评分文件</translation>
    </message>
    <message>
        <source>DR3-Eval: judge metrics against human scores</source>
        <translation>DR3-Eval：评审指标与人工评分对比</translation>
    </message>
    <message>
        <source>fewer than 3 reports have both a judge score and a human score</source>
        <translation>同时具有评审分数和人工评分的报告少于 3 份</translation>
    </message>
    <message>
        <source>RACE scores are relative to a reference report (0–1); expert scores are on the form&apos;s scale (0–10): the statistics compare them by preference and correlation only, never by difference</source>
        <translation>RACE 分数是相对于参考报告的（0–1）；专家分数采用表单的量表（0–10）：统计只按偏好和相关性比较二者，从不直接相减</translation>
    </message>
    <message>
        <source>DR3-Eval item audits: the human-vs-human ceilings are over the reports judge %1 scored validly</source>
        <translation>DR3-Eval 条目审核：人工对人工的上限基于评审者 %1 有效评分的报告</translation>
    </message>
    <message>
        <source>DR3-Eval judges %1 and %2: fewer than 3 systems have reports both scored, so their rankings are not compared</source>
        <translation>DR3-Eval 评审者 %1 和 %2：两者都评过分的报告所涉系统少于 3 个，因此不比较其排名</translation>
    </message>
    <message>
        <source>DR3-Eval system rankings by mean total over the reports both judges scored (total_score, else the mean of the judge&apos;s metric scores): %1: %2; %3: %4; rank swaps: %5</source>
        <translation>DR3-Eval 按两位评审者都评过分的报告的平均总分（total_score，否则为该评审者各指标得分的平均）给出的系统排名：%1：%2；%3：%4；排名互换：%5</translation>
    </message>
    <message numerus="yes">
        <source>DR3-Eval item audits, judge %1: %2 is not compared: people answered all its items on %n report(s), of which %3 have a valid score of the judge&apos;s (3 are needed)</source>
        <translation>
            <numerusform>DR3-Eval 条目审核，评审者 %1：未比较 %2：人工在 %n 份报告上答完了它的全部条目，其中 %3 份有该评审者的有效分数（需要 3 份）</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no rank swaps</comment>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>draudit::models::StatementCache</name>
    <message>
        <source>cannot read the project: %1</source>
        <translation>无法读取项目：%1</translation>
    </message>
    <message>
        <source>cannot store a record: %1</source>
        <translation>无法保存记录：%1</translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyPackage</name>
    <message>
        <source>%1 has no items in study &apos;%2&apos;</source>
        <translation>%1 在研究“%2”中没有条目</translation>
    </message>
    <message>
        <source>this project is not a study package (draudit study export writes them)</source>
        <translation>此项目不是研究任务包（由 draudit study export 生成）</translation>
    </message>
    <message>
        <source>answered differently in the master; the master&apos;s answer is kept</source>
        <translation>主项目中的回答不同；保留主项目的回答</translation>
    </message>
    <message>
        <source>merged from %1</source>
        <translation>合并自 %1</translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is not blind: its packages carry the judge&apos;s records already</source>
        <translation>研究“%1”不是盲评：其包已包含评审记录</translation>
    </message>
    <message>
        <source>the package file exists already</source>
        <translation>包文件已存在</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>the package has no id: it was written before packages were bound to their annotator; export a new one</source>
        <translation>该包没有编号：它写于包与标注员绑定之前；请重新导出</translation>
    </message>
    <message>
        <source>package %1 was not issued by this project</source>
        <translation>包 %1 不是由本项目签发的</translation>
    </message>
    <message>
        <source>package %1 was issued to %2 (%3 package) in another study or for someone else, not to %4 in &apos;%5&apos;</source>
        <translation>包 %1 签发给 %2（%3 包），属于其他研究或其他人，而非研究“%5”中的 %4</translation>
    </message>
    <message>
        <source>the row belongs to &apos;%1&apos; in study &apos;%2&apos;, but the package was issued to &apos;%3&apos; in &apos;%4&apos;</source>
        <translation>该行属于研究“%2”中的“%1”，但该包签发给研究“%4”中的“%3”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 is not a question of the annotator&apos;s items</source>
        <translation>%2 上的“%1”不是该标注员条目中的问题</translation>
    </message>
    <message>
        <source>the item is not assigned to this annotator in the master</source>
        <translation>主项目中该条目未分配给此标注员</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a state of an item</source>
        <translation>“%1”不是条目的状态</translation>
    </message>
    <message>
        <source>%1 seconds is not a time spent</source>
        <translation>%1 秒不是有效的用时</translation>
    </message>
    <message>
        <source>the time the item was done is not a time</source>
        <translation>条目完成时间不是有效时间</translation>
    </message>
    <message>
        <source>the item or one of its times is not valid</source>
        <translation>条目或其某个时间无效</translation>
    </message>
    <message>
        <source>a blind package carries no judge records, so nothing in it can have been revealed</source>
        <translation>盲评包不含评审记录，因此其中不可能有已揭示的内容</translation>
    </message>
    <message>
        <source> (the merge stopped after %1 of %2 changes were committed; merge the package again to finish it)</source>
        <translation>（合并在提交 %2 项更改中的 %1 项后停止；请再次合并该数据包以完成合并）</translation>
    </message>
    <message>
        <source>the package&apos;s token does not prove it is package %1 (a file made from another package, or issued by an older draudit: export a new one)</source>
        <translation>包的令牌不能证明它是包 %1（由另一个包改制的文件，或由旧版 draudit 签发：请重新导出）</translation>
    </message>
    <message>
        <source>%1 is asked after the judge is revealed, and a blind package reveals nothing</source>
        <translation>%1 在揭示评审之后才提问，而盲评包不揭示任何内容</translation>
    </message>
    <message>
        <source>the revision %1 or the time is not valid</source>
        <translation>修订号 %1 或时间无效</translation>
    </message>
    <message>
        <source>a change of %1 on %2 has a value, reason or time that is not valid (or is dated before the change it follows)</source>
        <translation>%2 上 %1 的一次更改的值、理由或时间无效（或其时间早于前一次更改）</translation>
    </message>
    <message>
        <source>the item was committed before it was shown, or revealed before it was committed</source>
        <translation>该条目在显示之前被提交，或在提交之前被显示评审</translation>
    </message>
    <message>
        <source>%1 row %2: the time %3 is outside the package&apos;s life (issued %4, merged %5)</source>
        <translation>%1 第 %2 行：时间 %3 不在包的有效期内（签发于 %4，合并于 %5）</translation>
    </message>
    <message>
        <source>cannot draw the package&apos;s key</source>
        <translation>无法生成包的密钥</translation>
    </message>
    <message>
        <source>package %1 was issued after this one and is merged already, or shows the judge: this older package would take back %2&apos;s later answers, or pass answers given after the reveal as blind</source>
        <translation>包 %1 在此包之后签发，且已合并或揭示了评审：这个较旧的包会撤回 %2 之后的回答，或把揭示之后给出的回答冒充为盲评回答</translation>
    </message>
    <message>
        <source>annotation_history row of %1 / %2: dated %3, before this package was issued once the judge was shown; recorded as made at its issue (%4)</source>
        <translation>%1 / %2 的 annotation_history 行：时间为 %3，早于此包在揭示评审之后的签发；按其签发时间（%4）记录</translation>
    </message>
    <message>
        <source>this is not a study package (draudit study export writes them)</source>
        <translation>这不是研究包（由 draudit study export 写出）</translation>
    </message>
    <message>
        <source>the package was written with project schema %1, this draudit writes %2: export a new package</source>
        <translation>该包使用项目架构 %1 写出，而此 draudit 写出架构 %2：请导出新的包</translation>
    </message>
    <message>
        <source>not a regular file (a device, FIFO, socket or folder)</source>
        <translation>不是普通文件（设备、FIFO、套接字或文件夹）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>the package&apos;s key is not a valid key</source>
        <translation>该包的密钥无效</translation>
    </message>
    <message>
        <source>cannot write the package</source>
        <translation>无法写入数据包</translation>
    </message>
    <message>
        <source>item %1 of %2&apos;s queue in study &apos;%3&apos; cannot be shown: %4</source>
        <translation>研究“%3”中 %2 的队列第 %1 项无法显示：%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the time the item was flagged is not a time</source>
        <translation>条目被标记的时间不是有效时间</translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is blind and made of whole units: the workbench shows a unit&apos;s items one at a time, but a package holds them all, so the file reveals each unit&apos;s length, which follows from the judge&apos;s verdicts. Write it anyway with --reveals-unit-lengths, or have %2 work in the workbench</source>
        <translation>研究 &apos;%1&apos; 为盲评且由整个单元组成：工作台一次只显示单元中的一项，但数据包包含全部条目，因此文件会暴露每个单元的长度，而这由评审的判定决定。如仍要写出，请使用 --reveals-unit-lengths，或让 %2 在工作台中完成</translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyPlan</name>
    <message>
        <source>the sample asks for %1 items but only %2 exist</source>
        <translation>样本需要 %1 个条目，但只有 %2 个</translation>
    </message>
    <message>
        <source>the study has no annotators</source>
        <translation>研究没有标注者</translation>
    </message>
    <message>
        <source>each item should go to %1 annotators but the team has %2</source>
        <translation>每个条目应分配给 %1 位标注者，但团队只有 %2 位</translation>
    </message>
    <message>
        <source>the sample asks for %1 %2 but only %3 exist</source>
        <translation>样本需要 %1 个 %2，但只有 %3 个</translation>
    </message>
    <message>
        <source>places needed: %1 %2 × %3 per item = %4; places the team has: %5 × at most %6 = %7. Add annotators or raise the cap.</source>
        <translation>所需名额：%1 个%2 × 每项 %3 人 = %4；团队名额：%5 人 × 每人至多 %6 个 = %7。请增加标注者或提高上限。</translation>
    </message>
</context>
<context>
    <name>draudit::models::StudyStore</name>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>the change was not committed: %1</source>
        <translation>更改未提交：%1</translation>
    </message>
    <message>
        <source>the study needs a name</source>
        <translation>研究需要名称</translation>
    </message>
    <message>
        <source>a study named &apos;%1&apos; exists already</source>
        <translation>名为“%1”的研究已存在</translation>
    </message>
    <message>
        <source>the project has no items for the %1 protocol; import its files first</source>
        <translation>项目中没有 %1 协议的条目；请先导入其文件</translation>
    </message>
    <message>
        <source>the sample is empty</source>
        <translation>样本为空</translation>
    </message>
    <message>
        <source>no study named &apos;%1&apos;</source>
        <translation>没有名为“%1”的研究</translation>
    </message>
    <message>
        <source>the annotator needs a name</source>
        <translation>标注者需要名称</translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos;</source>
        <translation>没有名为“%1”的标注者</translation>
    </message>
    <message>
        <source>study &apos;%1&apos; is assigned already; its assignments are never redrawn</source>
        <translation>研究“%1”已分配；分配从不重新抽取</translation>
    </message>
    <message>
        <source>%1 is not assigned to %2 in this study</source>
        <translation>本研究中 %1 未分配给 %2</translation>
    </message>
    <message>
        <source>a task-preference study needs its items: three round ids per line, one column per configuration</source>
        <translation>任务偏好研究需要给出条目：每行三个轮次 id，每列一个配置</translation>
    </message>
    <message>
        <source>cannot hash the PIN (out of memory)</source>
        <translation>无法计算 PIN 的哈希（内存不足）</translation>
    </message>
    <message>
        <source>%1 has a PIN already: give the current one to change it, or reset it as the project&apos;s owner</source>
        <translation>%1 已有 PIN：请提供当前 PIN 以修改，或以项目所有者身份重置</translation>
    </message>
    <message>
        <source>the current PIN of %1 is not right</source>
        <translation>%1 的当前 PIN 不正确</translation>
    </message>
    <message>
        <source>cannot stratify or filter %1 items by &apos;%2&apos; (use one of: %3)</source>
        <translation>无法按“%2”对 %1 的项分层或筛选（请使用：%3）</translation>
    </message>
    <message>
        <source>no %1 item passes the filter (%2)</source>
        <translation>没有 %1 的项通过筛选（%2）</translation>
    </message>
    <message>
        <source>study &apos;%1&apos; was not drawn by whole %2, so they cannot be assigned whole: create it with --sample-%2</source>
        <translation>研究“%1”不是按整体 %2 抽样的，因此不能整体分配：请用 --sample-%2 创建</translation>
    </message>
    <message>
        <source>a PIN needs at least %1 characters</source>
        <translation>PIN 至少需要 %1 个字符</translation>
    </message>
    <message>
        <source>unknown protocol &apos;%1&apos; (%2)</source>
        <translation>未知协议“%1”（%2）</translation>
    </message>
    <message>
        <source>protocol &apos;%1&apos; takes no --items file</source>
        <translation>协议“%1”不接受 --items 文件</translation>
    </message>
    <message>
        <source>cannot record progress</source>
        <translation>无法记录进度</translation>
    </message>
    <message>
        <source>the queue of %1 holds an unknown status &apos;%2&apos; (the project was written by another program)</source>
        <translation>%1 的队列中有一个未知状态“%2”（该项目由其他程序写入）</translation>
    </message>
</context>
<context>
    <name>draudit::models::TabularFile</name>
    <message>
        <source>required column &apos;%1&apos; is missing (columns: %2)</source>
        <translation>缺少必需的列“%1”（现有列：%2）</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>应与表头一致为 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>the file is empty; a header line is required</source>
        <translation>文件为空；需要表头行</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <translation>每一行都必须是 JSON 对象</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in %2</source>
        <translation>键 &apos;%1&apos; 在 %2 中出现了两次</translation>
    </message>
    <message>
        <source>a line longer than %1 MB</source>
        <translation>一行超过 %1 MB</translation>
    </message>
</context>
<context>
    <name>draudit::models::TaskPreference</name>
    <message>
        <source>cannot read the items: %1</source>
        <translation>无法读取条目：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a round id</source>
        <translation>&apos;%1&apos; 不是轮次 id</translation>
    </message>
    <message>
        <source>no round %1 in the project</source>
        <translation>项目中没有轮次 %1</translation>
    </message>
    <message>
        <source>expected %1 round ids (one per configuration), found %2</source>
        <translation>应有 %1 个轮次 id（每个配置一个），实际 %2 个</translation>
    </message>
    <message>
        <source>the file lists no items</source>
        <translation>文件中没有条目</translation>
    </message>
    <message>
        <source>%1 configuration names for %2 columns</source>
        <translation>%2 列却有 %1 个配置名</translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation>配置 %1</translation>
    </message>
    <message>
        <source>DR-Arena task preference: selection rate per generating configuration</source>
        <translation>DR-Arena 任务偏好：各生成配置的入选率</translation>
    </message>
    <message>
        <source>no task-preference answers in this study yet</source>
        <translation>该研究还没有任务偏好回答</translation>
    </message>
</context>
<context>
    <name>draudit::models::TeamRoles</name>
    <message>
        <source>cannot set up the annotator roles</source>
        <translation>无法设置标注员角色</translation>
    </message>
    <message>
        <source>database roles are for PostgreSQL projects; a SQLite project is one person&apos;s file (give the annotator a PIN on a shared machine)</source>
        <translation>数据库角色仅用于 PostgreSQL 项目；SQLite 项目是个人文件（在共享电脑上请为标注员设置 PIN）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a database role: use lower-case letters, digits and _ (--db-role NAME)</source>
        <translation>“%1”不能作为数据库角色名：请使用小写字母、数字和 _（--db-role 名称）</translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos;</source>
        <translation>没有名为“%1”的标注者</translation>
    </message>
    <message>
        <source>no study with id %1</source>
        <translation>没有 id 为 %1 的研究</translation>
    </message>
</context>
<context>
    <name>draudit::models::WeightsReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a weight between 0 and 1</source>
        <translation>“%1”不是 0 到 1 之间的权重</translation>
    </message>
    <message>
        <source>expected %1 weights (one per category), found %2</source>
        <translation>应有 %1 个权重（每个类别一个），实际为 %2 个</translation>
    </message>
    <message>
        <source>more rows than categories (%1)</source>
        <translation>行数多于类别数（%1）</translation>
    </message>
    <message>
        <source>the diagonal weight must be 1</source>
        <translation>对角线上的权重必须为 1</translation>
    </message>
    <message>
        <source>expected %1 rows (one per category), found %2</source>
        <translation>应有 %1 行（每个类别一行），实际为 %2 行</translation>
    </message>
</context>
<context>
    <name>draudit::serve::Desk</name>
    <message>
        <source>The project could not be read or written; nothing was saved. Try again.</source>
        <translation>无法读取或写入项目；未保存任何内容。请重试。</translation>
    </message>
    <message>
        <source>This item is not one shown to you. Reload the page.</source>
        <translation>此条目不是展示给您的条目。请重新加载页面。</translation>
    </message>
    <message>
        <source>Every answer needs a request key of 16 to 64 letters and digits.</source>
        <translation>每个答案都需要一个由 16 到 64 个字母和数字组成的请求键。</translation>
    </message>
    <message>
        <source>An undo needs a request key of 16 to 64 letters and digits.</source>
        <translation>撤销需要一个由 16 到 64 个字母和数字组成的请求键。</translation>
    </message>
    <message>
        <source>This item has no such part.</source>
        <translation>此条目没有这一部分。</translation>
    </message>
    <message>
        <source>Reload the page.</source>
        <translation>请重新加载页面。</translation>
    </message>
    <message>
        <source>An answer needs a value; Undo takes one back.</source>
        <translation>答案需要一个值；撤销可收回答案。</translation>
    </message>
</context>
<context>
    <name>draudit::serve::Serve</name>
    <message>
        <source>Project file or postgresql:// URL.</source>
        <translation>项目文件或 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>The study annotators work on.</source>
        <translation>标注者要完成的研究。</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8470).</source>
        <translation>监听的地址和端口（默认 127.0.0.1:8470）。</translation>
    </message>
    <message>
        <source>Serve HTTPS with this certificate chain (PEM).</source>
        <translation>使用此证书链（PEM）提供 HTTPS。</translation>
    </message>
    <message>
        <source>The certificate&apos;s private key (PEM).</source>
        <translation>证书的私钥（PEM）。</translation>
    </message>
    <message>
        <source>A reverse proxy in front terminates HTTPS: cookies are marked Secure.</source>
        <translation>前置的反向代理终止 HTTPS：Cookie 标记为 Secure。</translation>
    </message>
    <message>
        <source>Print what happens as JSON lines (for the workbench) instead of text.</source>
        <translation>以 JSON 行（供工作台使用）而非文本输出发生的事件。</translation>
    </message>
    <message>
        <source>Serve a study to annotators in their browsers. Each opens the link `draudit study invite` printed for them; answers are saved in the project as they are given. Ctrl+C stops.</source>
        <translation>通过浏览器向标注者提供研究。每人打开 `draudit study invite` 为其打印的链接；答案在给出时即保存到项目中。按 Ctrl+C 停止。</translation>
    </message>
    <message>
        <source>give the project and --study</source>
        <translation>请给出项目和 --study</translation>
    </message>
    <message>
        <source>--listen takes an IP address and a port, e.g. 127.0.0.1:8470</source>
        <translation>--listen 需要 IP 地址和端口，例如 127.0.0.1:8470</translation>
    </message>
    <message>
        <source>--tls-cert and --tls-key go together</source>
        <translation>--tls-cert 和 --tls-key 必须一起使用</translation>
    </message>
    <message>
        <source>draudit serve: warning: plain HTTP on a network address: links and answers travel unencrypted. Use --tls-cert/--tls-key or an HTTPS reverse proxy.
</source>
        <translation>draudit serve：警告：在网络地址上使用明文 HTTP：链接和答案以未加密方式传输。请使用 --tls-cert/--tls-key 或 HTTPS 反向代理。
</translation>
    </message>
</context>
<context>
    <name>draudit::serve::Web</name>
    <message>
        <source>Not found.</source>
        <translation>未找到。</translation>
    </message>
    <message>
        <source>Your session has ended. Open your invitation link again.</source>
        <translation>会话已结束。请重新打开您的邀请链接。</translation>
    </message>
    <message>
        <source>Too many requests; wait a moment.</source>
        <translation>请求过多，请稍候。</translation>
    </message>
    <message>
        <source>Too many wrong links from this address; try again in ten minutes.</source>
        <translation>来自此地址的错误链接过多；请十分钟后再试。</translation>
    </message>
    <message>
        <source>This link is not valid: it may have expired, been withdrawn or been copied incompletely. Ask the study&apos;s owner for a new one.</source>
        <translation>此链接无效：可能已过期、已被撤销或复制不完整。请向研究负责人索取新链接。</translation>
    </message>
    <message>
        <source>Enter your PIN first.</source>
        <translation>请先输入您的 PIN。</translation>
    </message>
    <message>
        <source>Not allowed.</source>
        <translation>不允许。</translation>
    </message>
    <message>
        <source>Too many wrong PINs. Open your invitation link again later.</source>
        <translation>PIN 错误次数过多。请稍后重新打开邀请链接。</translation>
    </message>
    <message>
        <source>That is not your PIN.</source>
        <translation>PIN 不正确。</translation>
    </message>
    <message>
        <source>This request did not come from your study page. Reload the page.</source>
        <translation>此请求并非来自您的研究页面。请重新加载页面。</translation>
    </message>
    <message>
        <source>Requests must be JSON.</source>
        <translation>请求必须是 JSON。</translation>
    </message>
    <message>
        <source>draudit study</source>
        <translation>draudit 研究</translation>
    </message>
    <message>
        <source>This link was opened too often; try again in ten minutes.</source>
        <translation>此链接打开次数过多；请十分钟后再试。</translation>
    </message>
    <message>
        <source>Continue as %1</source>
        <translation>以 %1 的身份继续</translation>
    </message>
    <message>
        <source>This link opens the study for %1. Continue only if that is you.</source>
        <translation>此链接为 %1 打开研究。只有您本人是 %1 时才继续。</translation>
    </message>
</context>
<context>
    <name>draudit::views::AboutDialog</name>
    <message>
        <source>About draudit</source>
        <translation>关于 draudit</translation>
    </message>
    <message>
        <source>&lt;h2&gt;draudit %1&lt;/h2&gt;&lt;p&gt;A workbench for auditing the automated judges of deep-research benchmarks.&lt;/p&gt;&lt;p&gt;Statistics follow R&apos;s irr, psych and irrCAC and scipy&apos;s conventions; distributions come from Boost.Math, Markdown rendering from cmark-gfm.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;draudit %1&lt;/h2&gt;&lt;p&gt;用于审计深度研究基准自动评审的工作台。&lt;/p&gt;&lt;p&gt;统计方法遵循 R 的 irr、psych、irrCAC 以及 scipy 的约定；概率分布来自 Boost.Math，Markdown 渲染来自 cmark-gfm。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>draudit::views::AdjudicationPanel</name>
    <message>
        <source>Show annotator names</source>
        <translation>显示标注者名称</translation>
    </message>
    <message>
        <source>Resolve (Ctrl+Enter)</source>
        <translation>裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Show the item (Ctrl+O)</source>
        <translation>查看条目（Ctrl+O）</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>Why this value (recorded with it)</source>
        <translation>选择此值的理由（与值一起记录）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Resolved value (digits pick)</source>
        <translation>裁定值（数字键选择）</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 · severity %2%3</source>
        <translation>%1 · 严重度 %2%3</translation>
    </message>
    <message>
        <source> · resolved: %1</source>
        <translation> · 已裁定：%1</translation>
    </message>
    <message>
        <source>No disagreements at this severity.</source>
        <translation>此严重度下没有分歧。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Annotator %1</source>
        <translation>标注者 %1</translation>
    </message>
    <message>
        <source>Resolved: %1 — %2</source>
        <translation>已裁定：%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2
</source>
        <translation>%1，%2
</translation>
    </message>
</context>
<context>
    <name>draudit::views::AlternativesView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>draudit::views::AnnotationPage</name>
    <message>
        <source>Committed; every answer is saved. In a study, Enter opens the next item.</source>
        <translation>已提交，所有回答均已保存。在研究中按 Enter 打开下一项。</translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation>返回表单</translation>
    </message>
</context>
<context>
    <name>draudit::views::AnswerPair</name>
    <message>
        <source>Answer A</source>
        <translation>回答 A</translation>
    </message>
    <message>
        <source>Answer B</source>
        <translation>回答 B</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 words</source>
        <translation>%1 · %2 / %3 词</translation>
    </message>
    <message>
        <source>%1 · %2 words</source>
        <translation>%1 · %2 词</translation>
    </message>
    <message>
        <source>%1 · %2 words (%3–%4)</source>
        <translation>%1 · %2 词（%3–%4）</translation>
    </message>
</context>
<context>
    <name>draudit::views::BlocksPanel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>draudit::views::ChecksDialog</name>
    <message>
        <source>&amp;Add Check</source>
        <translation>添加检查项(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Attention checks — %1</source>
        <translation>注意力检查 — %1</translation>
    </message>
    <message>
        <source>Items of the study whose answers are known in advance. Annotators see them as ordinary items; each one&apos;s accuracy on them is in the study&apos;s report. The answers never go into a package.</source>
        <translation>研究中答案预先已知的条目。标注者看到的是普通条目；每位标注者在这些条目上的准确率列在研究报告中。这些答案不会写入任何标注包。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation>预期答案</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>A CSV with the columns target, field, value; it replaces the rows shown.</source>
        <translation>含 target、field、value 三列的 CSV；导入后替换当前显示的行。</translation>
    </message>
    <message>
        <source>%1: %2 is not an item of this study</source>
        <translation>%1：%2 不是本研究的条目</translation>
    </message>
    <message>
        <source>Import attention checks</source>
        <translation>导入注意力检查</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Attention checks not read</source>
        <translation>未能读取注意力检查</translation>
    </message>
    <message>
        <source>%1 has two checks of %2; keep one</source>
        <translation>%1 的 %2 有两个检查项；请只保留一个</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n 个检查项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) in the study</source>
        <translation>
            <numerusform>研究中共 %n 个条目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::ClaimsView</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Predicted claims and ground truth</source>
        <translation>预测论断与标准答案</translation>
    </message>
    <message>
        <source>your match: ground truth %1 — %2</source>
        <translation>你的匹配：标准答案 %1 — %2</translation>
    </message>
    <message>
        <source>your match: none</source>
        <translation>你的匹配：无</translation>
    </message>
</context>
<context>
    <name>draudit::views::ComparisonPane</name>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一轮</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一轮</translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation>返回表单</translation>
    </message>
    <message>
        <source>%1 — %2 · rounds: %3</source>
        <translation>%1 — %2 · 轮数：%3</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Open audit (not blind): your verdict</source>
        <translation>公开审核（非盲评）：您的判定</translation>
    </message>
    <message>
        <source>Open audit (not blind): no form for these rounds</source>
        <translation>公开审核（非盲评）：这些轮次没有表单</translation>
    </message>
</context>
<context>
    <name>draudit::views::DashboardSummary</name>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Headline statistics</source>
        <translation>主要统计量</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Judge 95% CI</source>
        <translation>评审 95% 置信区间</translation>
    </message>
    <message>
        <source>Humans</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>Humans 95% CI</source>
        <translation>人工 95% 置信区间</translation>
    </message>
    <message>
        <source>Ratings by source</source>
        <translation>按来源的评分</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
</context>
<context>
    <name>draudit::views::DashboardView</name>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>CI method</source>
        <translation>区间方法</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Steps apart</source>
        <translation>相差级数</translation>
    </message>
    <message>
        <source>Worst disagreements</source>
        <translation>最大分歧</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Save the chart on screen as PNG, SVG or PDF</source>
        <translation>将当前图表保存为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Study:</source>
        <translation>研究：</translation>
    </message>
    <message>
        <source>Human verdict × judge verdict (counts)</source>
        <translation>人工结论 × 评审结论（计数）</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <source>Ratings per model: judge and humans</source>
        <translation>各模型评分：评审与人工</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators</source>
        <translation>标注者之间的 Cohen κ</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Mean human score against judge score</source>
        <translation>人工平均分与评审分数</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Bland–Altman: human − judge</source>
        <translation>Bland–Altman：人工 − 评审</translation>
    </message>
    <message>
        <source>Bland–Altman</source>
        <translation>Bland–Altman</translation>
    </message>
    <message>
        <source>Exported by draudit</source>
        <translation>由 draudit 导出</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>judge score (%1)</source>
        <translation>评审分数（%1）</translation>
    </message>
    <message>
        <source>mean human score</source>
        <translation>人工平均分</translation>
    </message>
    <message>
        <source>%1 against %2: two scales, compared by rank and correlation</source>
        <translation>%1 对 %2：两种量表，按排序与相关性比较</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <source>Save every row of the report as CSV, XLSX, JSON or LaTeX, as draudit report writes it</source>
        <translation>将报告的每一行保存为 CSV、XLSX、JSON 或 LaTeX，与 draudit report 的输出相同</translation>
    </message>
    <message>
        <source>CSV, one row per statistic (*.csv)</source>
        <translation>CSV，每个统计量一行 (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>LaTeX, the paper&apos;s tables (*.tex)</source>
        <translation>LaTeX，论文中的表格 (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX, every row as a longtable (*.tex)</source>
        <translation>LaTeX，所有行为一个 longtable (*.tex)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Annotator&apos;s verdict</source>
        <translation>标注者的结论</translation>
    </message>
    <message>
        <source>Judge&apos;s verdict</source>
        <translation>评审的结论</translation>
    </message>
    <message>
        <source>A and B as this annotator saw them; the judge&apos;s verdict with the same sides</source>
        <translation>A 与 B 按该标注者所见的左右；评审结论也按同样的左右</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · 第 %2 轮</translation>
    </message>
    <message>
        <source>Shown with the answers swapped: B on the left</source>
        <translation>展示时两份回答互换：B 在左侧</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source> (95% intervals)</source>
        <translation>（95% 区间）</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Answers outside studies</source>
        <translation>研究之外的回答</translation>
    </message>
</context>
<context>
    <name>draudit::views::FormPanel</name>
    <message>
        <source>Commit answer (Enter)</source>
        <translation>提交答案（Enter）</translation>
    </message>
    <message>
        <source>Commit answer</source>
        <translation>提交答案</translation>
    </message>
    <message>
        <source>Committed. The judge&apos;s verdict can be revealed (Ctrl+J).</source>
        <translation>已提交。现在可以显示评审的裁决（Ctrl+J）。</translation>
    </message>
    <message>
        <source>Not committed yet.</source>
        <translation>尚未提交。</translation>
    </message>
    <message>
        <source>Still to answer: %1</source>
        <translation>尚需回答：%1</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 分</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累计总分</translation>
    </message>
    <message>
        <source>Saved indicator</source>
        <translation>保存指示</translation>
    </message>
    <message>
        <source>%1 to %2; Enter goes on</source>
        <translation>%1 到 %2；Enter 继续</translation>
    </message>
    <message>
        <source>✓ Saved %1</source>
        <translation>✓ 已保存 %1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Total: %1 / %2 points · %3 of %4 answered</source>
        <translation>总分：%1 / %2 · 已回答 %3 / %4</translation>
    </message>
    <message>
        <source>Judge: %1</source>
        <translation>评审：%1</translation>
    </message>
    <message>
        <source>Optional; Enter commits, Shift+Enter starts a new line</source>
        <translation>可选；按 Enter 提交，Shift+Enter 换行</translation>
    </message>
    <message>
        <source>Judge (%1): %2</source>
        <translation>评审（%1）：%2</translation>
    </message>
    <message>
        <source>%1 (%2 more lines)</source>
        <translation>%1（另有 %2 行）</translation>
    </message>
    <message>
        <source>Committed; the judge is shown under each question. Enter moves on.</source>
        <translation>已提交；评审的回答显示在每个问题下方。按 Enter 继续。</translation>
    </message>
</context>
<context>
    <name>draudit::views::GuidelinesDialog</name>
    <message>
        <source>Guidelines — %1</source>
        <translation>标注指南 — %1</translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation>标注指南</translation>
    </message>
</context>
<context>
    <name>draudit::views::HistoryPanel</name>
    <message>
        <source>Change history</source>
        <translation>修改历史</translation>
    </message>
</context>
<context>
    <name>draudit::views::ItemClock</name>
    <message>
        <source>Study progress</source>
        <translation>研究进度</translation>
    </message>
    <message>
        <source>Time on this item</source>
        <translation>本项用时</translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation>已完成 %1 / %2</translation>
    </message>
    <message>
        <source>%1:%2 on this item</source>
        <translation>本项用时 %1:%2</translation>
    </message>
    <message>
        <source>%1 of %2 %3 done</source>
        <translation>已完成 %1 / %2 %3</translation>
    </message>
</context>
<context>
    <name>draudit::views::JudgePanel</name>
    <message>
        <source>A much better</source>
        <translation>A 明显更好</translation>
    </message>
    <message>
        <source>A better</source>
        <translation>A 更好</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>B better</source>
        <translation>B 更好</translation>
    </message>
    <message>
        <source>B much better</source>
        <translation>B 明显更好</translation>
    </message>
    <message>
        <source>Unparsed judge output (%1)</source>
        <translation>无法解析的评审输出（%1）</translation>
    </message>
    <message>
        <source>Reveal judge verdict</source>
        <translation>显示评审裁决</translation>
    </message>
    <message>
        <source>Show the judge&apos;s verdict and reasoning (Ctrl+J)</source>
        <translation>显示评审的裁决与理由（Ctrl+J）</translation>
    </message>
    <message>
        <source>The judge&apos;s verdict is hidden so it cannot anchor your own judgement.</source>
        <translation>评审裁决已隐藏，以免影响您自己的判断。</translation>
    </message>
    <message>
        <source>Judge reasoning</source>
        <translation>评审理由</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>No judge verdict for this round</source>
        <translation>本轮没有评审裁决</translation>
    </message>
    <message>
        <source>Revealed after you commit</source>
        <translation>提交后可显示</translation>
    </message>
    <message>
        <source>Open audit, not blind: the judge&apos;s verdict can be shown whenever you like (Ctrl+J).</source>
        <translation>公开审核，非盲评：可随时查看评审结论（Ctrl+J）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · the weaker answer fails on: %1</source>
        <translation> · 较弱的回答不足之处：%1</translation>
    </message>
</context>
<context>
    <name>draudit::views::NavigatorPanel</name>
    <message>
        <source>Filter loaded items…</source>
        <translation>筛选已加载的条目…</translation>
    </message>
    <message>
        <source>Filter navigator</source>
        <translation>筛选导航</translation>
    </message>
    <message>
        <source>Project navigator</source>
        <translation>项目导航</translation>
    </message>
</context>
<context>
    <name>draudit::views::ReportView</name>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Report outline</source>
        <translation>报告目录</translation>
    </message>
    <message>
        <source>Find in report (Ctrl+F)</source>
        <translation>在报告中查找（Ctrl+F）</translation>
    </message>
    <message>
        <source>Find in report</source>
        <translation>在报告中查找</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 处匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlight legend</source>
        <translation>高亮图例</translation>
    </message>
    <message numerus="yes">
        <source>%n focus keyword(s)</source>
        <translation>
            <numerusform>%n 个重点关键词</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deviation keyword(s)</source>
        <translation>
            <numerusform>%n 个偏离关键词</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubric term(s)</source>
        <translation>
            <numerusform>%n 个细则术语</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cited URL(s)</source>
        <translation>
            <numerusform>%n 个引用 URL</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with another report of the task</source>
        <translation>与该任务的另一份报告对比</translation>
    </message>
    <message>
        <source>Second report</source>
        <translation>第二份报告</translation>
    </message>
    <message>
        <source>Compare with… (none)</source>
        <translation>对比…（无）</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>与 %1 对比</translation>
    </message>
</context>
<context>
    <name>draudit::views::RoundTaskPanel</name>
    <message>
        <source>Width checklist</source>
        <translation>广度检查清单</translation>
    </message>
    <message>
        <source>Depth checklist</source>
        <translation>深度检查清单</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Logic chain: %1
Source nodes: %2</source>
        <translation>逻辑链：%1
来源节点：%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>draudit::views::SafeWebView</name>
    <message>
        <source>Formatting this page…</source>
        <translation>正在排版此页面…</translation>
    </message>
</context>
<context>
    <name>draudit::views::ScoreChart</name>
    <message>
        <source>Seat A</source>
        <translation>席位 A</translation>
    </message>
    <message>
        <source>Seat B</source>
        <translation>席位 B</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Score by round</source>
        <translation>各轮得分</translation>
    </message>
</context>
<context>
    <name>draudit::views::ShareDialog</name>
    <message>
        <source>&amp;Start Serving</source>
        <translation>开始提供服务(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Share “%1” in Browser</source>
        <translation>在浏览器中共享“%1”</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Address and port the server listens on; 0.0.0.0 for every network (then use HTTPS).</source>
        <translation>服务器监听的地址和端口；0.0.0.0 表示所有网络（此时请使用 HTTPS）。</translation>
    </message>
    <message>
        <source>The address annotators open: this machine&apos;s name, or your HTTPS proxy&apos;s.</source>
        <translation>标注者打开的地址：本机名称，或您的 HTTPS 代理地址。</translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation>监听：</translation>
    </message>
    <message>
        <source>Links start with:</source>
        <translation>链接前缀：</translation>
    </message>
    <message>
        <source>Links valid for:</source>
        <translation>链接有效期：</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>&amp;Invite Selected</source>
        <translation>邀请所选(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Copy Links</source>
        <translation>复制链接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Revoke Selected</source>
        <translation>撤销所选(&amp;R)</translation>
    </message>
    <message>
        <source>A link is shown once, right after it is issued: copy it and send it to its annotator alone. The project keeps only its hash.</source>
        <translation>链接只在签发后显示一次：请复制并只发给对应的标注者。项目中只保存其哈希值。</translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation>未在提供服务。</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>Stop Serving?</source>
        <translation>停止服务？</translation>
    </message>
    <message numerus="yes">
        <source>%n annotator(s) are working in their browsers now. Closing this window stops the server: what they saved stays, but their pages stop working until you serve again. Close anyway?</source>
        <translation>
            <numerusform>%n 位标注者正在浏览器中工作。关闭此窗口会停止服务器：已保存的内容会保留，但在您重新开始服务之前，他们的页面将无法使用。仍要关闭吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 items</source>
        <translation>%2 个条目中已完成 %1 个</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%2 %3中已完成 %1</translation>
    </message>
</context>
<context>
    <name>draudit::views::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>作答</translation>
    </message>
    <message>
        <source>Choose an answer of the current question</source>
        <translation>选择当前问题的答案</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Commit the answers and go to the next item</source>
        <translation>提交答案并进入下一项</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>New line in a reason field</source>
        <translation>在理由栏中换行</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Next / previous question</source>
        <translation>下一个 / 上一个问题</translation>
    </message>
    <message>
        <source>Down / Up, or J / K</source>
        <translation>↓ / ↑，或 J / K</translation>
    </message>
    <message>
        <source>Commit from any field</source>
        <translation>在任意输入栏中提交</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Leave a text field for the form&apos;s keys</source>
        <translation>离开文本栏，回到表单按键</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Reveal the judge&apos;s verdict (after committing)</source>
        <translation>查看评审的结论（提交之后）</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>阅读</translation>
    </message>
    <message>
        <source>Next / previous round of a battle</source>
        <translation>对战的下一轮 / 上一轮</translation>
    </message>
    <message>
        <source>Alt+Right / Alt+Left</source>
        <translation>Alt+→ / Alt+←</translation>
    </message>
    <message>
        <source>Find in the report</source>
        <translation>在报告中查找</translation>
    </message>
    <message>
        <source>Ctrl+F, then Enter for the next match</source>
        <translation>Ctrl+F，按 Enter 跳到下一处</translation>
    </message>
    <message>
        <source>Zoom both answers or reports</source>
        <translation>同时缩放两份回答或报告</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+鼠标滚轮</translation>
    </message>
    <message>
        <source>Back to the form from a report or an answer</source>
        <translation>从报告或回答回到表单</translation>
    </message>
    <message>
        <source>In a study</source>
        <translation>在研究中</translation>
    </message>
    <message>
        <source>Skip this item for now (its battle waits)</source>
        <translation>暂时跳过此条目（其对战稍后继续）</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Flag this item for discussion</source>
        <translation>标记此条目以供讨论</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
</context>
<context>
    <name>draudit::views::SourcePagesView</name>
    <message>
        <source>Search the pages&apos; text (Enter)</source>
        <translation>搜索页面文本（Enter）</translation>
    </message>
    <message>
        <source>Search the source pages</source>
        <translation>搜索来源页面</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Source pages</source>
        <translation>来源页面</translation>
    </message>
    <message>
        <source>Page text</source>
        <translation>页面文本</translation>
    </message>
    <message>
        <source>Select a page to read its text.</source>
        <translation>选择一个页面以阅读其文本。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation>
            <numerusform>%1：%n 个页面</numerusform>
        </translation>
    </message>
    <message>
        <source>This comparison names no source pages.</source>
        <translation>此比较未指明来源页面。</translation>
    </message>
    <message>
        <source>The source pages %1 are not imported: import their file, %1.json.</source>
        <translation>来源页面 %1 尚未导入：请导入其文件 %1.json。</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) contain it</source>
        <translation>
            <numerusform>%n 个页面包含该内容</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyDialog</name>
    <message>
        <source>Blind: annotators never see model names</source>
        <translation>盲评：标注者看不到模型名称</translation>
    </message>
    <message>
        <source>Every item to</source>
        <translation>每个条目分配给</translation>
    </message>
    <message>
        <source>Double-annotate a share:</source>
        <translation>按比例双人标注：</translation>
    </message>
    <message>
        <source>New Study</source>
        <translation>新建研究</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n item(s))</source>
        <translation>
            <numerusform>%1（%n 个条目）</numerusform>
        </translation>
    </message>
    <message>
        <source>All items</source>
        <translation>全部条目</translation>
    </message>
    <message>
        <source>Number of items</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>Percent of items</source>
        <translation>条目百分比</translation>
    </message>
    <message>
        <source>ann, bob, cy</source>
        <translation>ann, bob, cy</translation>
    </message>
    <message numerus="yes">
        <source> annotator(s)</source>
        <translation>
            <numerusform> 位标注者</numerusform>
        </translation>
    </message>
    <message>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>协议(&amp;P)：</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Items:</source>
        <translation>条目：</translation>
    </message>
    <message>
        <source>S&amp;tratify by:</source>
        <translation>分层依据(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Team and overlap</source>
        <translation>团队与重叠</translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation>标注者(&amp;A)：</translation>
    </message>
    <message>
        <source>Planning aid</source>
        <translation>规划辅助</translation>
    </message>
    <message>
        <source>Expected &amp;kappa:</source>
        <translation>预期 kappa(&amp;K)：</translation>
    </message>
    <message>
        <source>Target 95% interval &amp;width:</source>
        <translation>95% 区间目标宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>Create and Assign</source>
        <translation>创建并分配</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 double-annotated items: kappa %2 would be known to ±%3 (95%). A width of %4 needs %5 items (%6 categories, equally likely).</source>
        <translation>%1 个双人标注条目：kappa %2 的精度约为 ±%3（95%）。宽度 %4 需要 %5 个条目（%6 个等可能类别）。</translation>
    </message>
    <message>
        <source>No item is double-annotated, so agreement between annotators cannot be measured. A width of %1 needs %2 double-annotated items.</source>
        <translation>没有双人标注的条目，因此无法衡量标注者之间的一致性。宽度 %1 需要 %2 个双人标注条目。</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>表单(&amp;F)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>The paper&apos;s experts each scored at most 3 tasks.</source>
        <translation>论文中的每位专家至多评了 3 个任务。</translation>
    </message>
    <message>
        <source>language=zh, topic=Finance &amp; Business</source>
        <translation>language=zh, topic=Finance &amp; Business</translation>
    </message>
    <message>
        <source>Sample only items whose stratum has this value; several values of one key: any of them.</source>
        <translation>只抽取分层取值为此值的项；同一键的多个取值：任一即可。</translation>
    </message>
    <message>
        <source>Onl&amp;y:</source>
        <translation>仅限(&amp;Y)：</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>至多</translation>
    </message>
    <message>
        <source>per annotator</source>
        <translation>每位标注者</translation>
    </message>
    <message>
        <source> At most %1 per annotator leaves room for %2 of the %3 places: add annotators or raise the limit.</source>
        <translation> 每位标注者至多 %1 个，只能容纳 %3 个名额中的 %2 个：请增加标注者或提高上限。</translation>
    </message>
    <message>
        <source>optional: a Markdown file shown to the annotators</source>
        <translation>可选：展示给标注者的 Markdown 文件</translation>
    </message>
    <message>
        <source>Guidelines file</source>
        <translation>标注指南文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation>标注指南</translation>
    </message>
    <message>
        <source>Markdown (*.md *.markdown *.txt);;All files (*)</source>
        <translation>Markdown (*.md *.markdown *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Guidelines:</source>
        <translation>标注指南(&amp;G)：</translation>
    </message>
    <message numerus="yes">
        <source>%1 items to %n annotator(s).</source>
        <translation>
            <numerusform>%1 个条目分配给 %n 位标注者。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> The overlap needs at least %n annotator(s).</source>
        <translation>
            <numerusform> 该重叠方案至少需要 %n 位标注者。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyProgressPanel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Median per item</source>
        <translation>每条中位数</translation>
    </message>
    <message>
        <source>p90 per item</source>
        <translation>每条 p90</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Progress per annotator</source>
        <translation>各标注者进度</translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation>尚未分配</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 done</source>
        <translation>%1：已完成 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n item(s), %3.</source>
        <translation>
            <numerusform>%1（%2）：%n 个条目，%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n assignment(s) done; %2 items complete.</source>
        <translation>
            <numerusform>%n 项分配中已完成 %1 项；%2 个条目已全部完成。</numerusform>
        </translation>
    </message>
    <message>
        <source>Median %1 per item; about %2 left.</source>
        <translation>每个条目中位用时 %1；约剩 %2。</translation>
    </message>
    <message>
        <source>No item has been timed yet.</source>
        <translation>尚无条目计时。</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) go to two or more annotators; %1 of them answered by two so far.</source>
        <translation>
            <numerusform>%n 个条目分配给两名或以上标注者；其中 %1 个目前已有两人作答。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draudit::views::StudyQueuePanel</name>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Flag for discussion</source>
        <translation>标记待讨论</translation>
    </message>
    <message>
        <source>Your items</source>
        <translation>你的条目</translation>
    </message>
    <message>
        <source>Skip this item for now (Ctrl+Shift+S)</source>
        <translation>暂时跳过此条目（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Flag this item for discussion (Ctrl+Shift+F)</source>
        <translation>将此条目标记为待讨论（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>条已跳过</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>条已标记</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>条目 %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 done</source>
        <translation>%1 · %2：已完成 %3/%4</translation>
    </message>
    <message>
        <source>Task %1 · report %2 of %3</source>
        <translation>任务 %1 · 第 %2 份报告（共 %3 份）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 of %2 %3 · round %4</source>
        <translation>第 %1 / %2 %3 · 第 %4 轮</translation>
    </message>
    <message>
        <source>units</source>
        <translation>个单元</translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 %5 done</source>
        <translation>%1 · %2：已完成 %3 / %4 %5</translation>
    </message>
</context>
<context>
    <name>draudit::views::WelcomePage</name>
    <message>
        <source>draudit</source>
        <translation>draudit</translation>
    </message>
    <message>
        <source>Audit the judges of deep-research benchmarks: compare their verdicts with expert annotations and report agreement a reviewer accepts.</source>
        <translation>审计深度研究基准的评审：将其裁决与专家标注进行比较，并给出审稿人认可的一致性报告。</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open the &amp;demo project</source>
        <translation>打开演示项目(&amp;D)</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近的项目</translation>
    </message>
    <message>
        <source>A study session is running: your items are in the study queue. Study → Leave Study closes the project.</source>
        <translation>研究会话正在进行：您的条目在研究队列中。研究 → 离开研究会关闭项目。</translation>
    </message>
    <message>
        <source>Import a benchmark&apos;s files: DR-Arena replays, logs and trees; DeepResearch Bench reports and RACE/FACT results; DR. BENCH rubrics; LiveDRBench and DR3 outputs; ratings and annotations as CSV or JSON Lines. A folder is walked whole; each file is imported entirely or not at all.</source>
        <translation>导入基准的文件：DR-Arena 回放、日志和信息树；DeepResearch Bench 报告与 RACE/FACT 结果；DR. BENCH 评分细则；LiveDRBench 和 DR3 输出；CSV 或 JSON Lines 格式的评分和标注。文件夹会被完整遍历；每个文件要么全部导入，要么完全不导入。</translation>
    </message>
    <message>
        <source>&amp;Import Files…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>%1 is empty. Next: import the files to audit.</source>
        <translation>%1 是空的。下一步：导入要审计的文件。</translation>
    </message>
</context>
</TS>
