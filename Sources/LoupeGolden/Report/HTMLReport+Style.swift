extension HTMLReport {
    /// The page's style: light, system fonts only (nothing to download), laid out for a 1200 px wide window and
    /// stacking on narrower ones.
    static let style = """

        :root {
          color-scheme: light;
          --text: #1f2328; --muted: #59636e; --line: #d1d9e0; --page: #f6f8fa; --card: #ffffff;
          --failed: #cf222e; --failed-bg: #ffebe9; --new: #0969da; --new-bg: #ddf4ff;
          --updated: #8250df; --updated-bg: #fbefff; --passed: #1a7f37; --passed-bg: #dafbe1;
          --focus: #0969da;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body {
          margin: 0; background: var(--page); color: var(--text);
          font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        .page { max-width: 1160px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 22px; margin: 0; }
        h2 { font-size: 17px; margin: 0 0 12px; display: inline-block; }
        h3 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
        h4 { font-size: 12px; margin: 16px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        h4:first-child { margin-top: 0; }
        .count { color: var(--muted); font-weight: normal; }

        .top { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin-bottom: 24px; }
        .title-row { display: flex; align-items: center; gap: 12px; }
        .verdict { font-weight: 600; font-size: 12px; padding: 2px 10px; border-radius: 999px; }
        .verdict.ok { color: var(--passed); background: var(--passed-bg); }
        .verdict.bad { color: var(--failed); background: var(--failed-bg); }
        .summary { font-size: 18px; font-weight: 600; margin: 8px 0 10px; }
        .meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; color: var(--muted); }
        .meta dt { font-weight: 600; }
        .meta dd { margin: 0; }
        .toc { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 12px; }
        .toc a { text-decoration: none; font-size: 12.5px; padding: 2px 10px; border-radius: 999px; border: 1px solid currentColor; }

        .status-failed { --accent: var(--failed); --accent-bg: var(--failed-bg); }
        .status-new { --accent: var(--new); --accent-bg: var(--new-bg); }
        .status-updated { --accent: var(--updated); --accent-bg: var(--updated-bg); }
        .status-passed { --accent: var(--passed); --accent-bg: var(--passed-bg); }
        .toc a, .badge { color: var(--accent); background: var(--accent-bg); }

        .group { margin-bottom: 28px; }
        .item { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--accent);
                border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
        .item-head { display: flex; align-items: center; gap: 10px; }
        .badge { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 999px; }
        .message { margin: 6px 0 16px; overflow-wrap: anywhere; }
        .item-body { display: grid; grid-template-columns: minmax(260px, 340px) minmax(0, 1fr); gap: 24px; align-items: start; }
        .item-body.facts-only { grid-template-columns: minmax(0, 1fr); }
        .facts { min-width: 0; }
        .figures, .files { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 3px 12px; margin: 0; }
        .figures dt, .files dt { color: var(--muted); }
        .figures dd, .files dd { margin: 0; overflow-wrap: anywhere; }
        .note { margin: 0; padding: 8px 10px; background: var(--page); border-radius: 6px; }
        code.command { display: inline-block; padding: 1px 6px; background: var(--page); border: 1px solid var(--line);
          border-radius: 4px; color: var(--text); overflow-wrap: anywhere; user-select: all; }
        .accept { margin: 0; }
        .changes { list-style: none; margin: 0; padding: 0; max-height: 360px; overflow: auto; }
        .changes > li { padding: 6px 0; border-top: 1px solid var(--line); overflow-wrap: anywhere; }
        .changes > li:first-child { border-top: 0; }
        .fields { margin: 4px 0 0; padding-left: 18px; }
        .kind { font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
        .kind-added { color: var(--passed); }
        .kind-removed { color: var(--failed); }
        .kind-ignored { color: var(--muted); }
        del { color: var(--failed); background: var(--failed-bg); text-decoration: none; padding: 0 3px; border-radius: 3px; }
        ins { color: var(--passed); background: var(--passed-bg); text-decoration: none; padding: 0 3px; border-radius: 3px; }

        .viewer { min-width: 0; }
        .tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 12px; border-bottom: 1px solid var(--line); }
        .tabs button { font: inherit; cursor: pointer; background: none; border: 0; border-bottom: 2px solid transparent;
                       padding: 6px 12px; margin-bottom: -1px; color: var(--muted); }
        .tabs button:hover { color: var(--text); }
        .tabs button[aria-selected="true"] { color: var(--text); font-weight: 600; border-bottom-color: var(--accent); }
        .tabs button:focus-visible { outline: 2px solid var(--focus); outline-offset: -2px; border-radius: 4px; }
        /* Transparent pixels show as a checkerboard, not as the page. */
        .shot, .pair img, .compare {
          background-color: #fff;
          background-image: linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%),
                            linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%);
          background-size: 16px 16px; background-position: 0 0, 8px 8px;
        }
        .shot { display: block; width: auto; height: auto; max-width: 100%; max-height: 640px; border: 1px solid var(--line); }
        .single { margin: 0; }
        .single figcaption, .pair figcaption { color: var(--muted); font-size: 12.5px; margin: 6px 0; }
        .pair { display: flex; gap: 16px; align-items: flex-start; }
        .pair figure { margin: 0; min-width: 0; flex: 0 1 auto; }
        .pair figcaption { margin-top: 0; }
        .pair img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        .compare { position: relative; max-width: 100%; overflow: hidden; border: 1px solid var(--line); user-select: none; }
        .compare img { position: absolute; top: 0; left: 0; height: auto; display: block; }
        .over { position: absolute; inset: 0; }
        .compare input[type="range"] { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0;
                                       opacity: 0; cursor: ew-resize; }
        .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #fff;
                   box-shadow: 0 0 0 1px rgba(0, 0, 0, .45); pointer-events: none; }
        .divider::after { content: ""; position: absolute; top: 50%; left: 50%; width: 18px; height: 18px;
                          margin: -9px 0 0 -9px; border-radius: 50%; background: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, .45); }
        .compare input:focus-visible ~ .divider, .compare input:focus-visible ~ .divider::after { box-shadow: 0 0 0 3px var(--focus); }
        .tag { position: absolute; top: 8px; font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 999px;
               background: rgba(31, 35, 40, .75); color: #fff; pointer-events: none; }
        .tag-left { left: 8px; }
        .tag-right { right: 8px; }
        .hint { color: var(--muted); font-size: 12.5px; margin: 6px 0 0; }

        .passed > summary { cursor: pointer; }
        .passed > summary h2 { margin-bottom: 8px; }
        .passed-list { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
        .passed-list td { padding: 5px 12px; border-top: 1px solid var(--line); vertical-align: top; }
        .passed-list tr:first-child td { border-top: 0; }
        .passed-list .name { font-weight: 600; white-space: nowrap; width: 1%; }
        .passed-list .message { color: var(--muted); overflow-wrap: anywhere; }
        .empty { color: var(--muted); }

        @media (max-width: 900px) {
          .item-body { grid-template-columns: minmax(0, 1fr); }
        }

        """
}
