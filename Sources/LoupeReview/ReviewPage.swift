import LoupeGolden
import LoupeJSON

/// The review page: the report's articles and viewers, with Approve and Reject on each failure, Approve all, and
/// keyboard shortcuts; it waits on the server for changes and puts them in without a reload.
///
/// The page is a shell: its content comes from `GET /state` (``state(of:version:problem:)``) as HTML for the scenes
/// and JSON for the rest, so a change is one request, and the articles are exactly those of `check --report`.
public enum ReviewPage {
    /// `/state`'s body: `{version, summary, problem, html, items: [{name, status, decision}]}`.
    public static func state(of entries: [ReviewSession.Entry], version: Int, problem: String?) -> String {
        let failed = entries.filter { $0.item.status == .failed && $0.decision != .approved }.count
        let approved = entries.filter { $0.decision == .approved }.count
        let passed = entries.count - failed - approved
        var summary = "\(passed) passed, \(failed) failed"
        if approved > 0 { summary += ", \(approved) approved" }
        var html = ""
        for (index, entry) in entries.enumerated() where entry.item.status != .passed || entry.decision != .pending {
            html += HTMLReport.article(for: entry.item, id: "scene-\(index)", actions: actions(for: entry))
        }
        let passedNames = entries.filter { $0.item.status == .passed }.map(\.item.name)
        if !passedNames.isEmpty {
            html += "<section class=\"group\"><details class=\"passed\"><summary><h2>Passed <span class=\"count\">"
            html += "\(passedNames.count)</span></h2></summary><ul class=\"passed-list\">"
            for name in passedNames { html += "<li>\(HTMLReport.escaped(name))</li>" }
            html += "</ul></details></section>"
        }
        let value = JSONValue.object([
            ("version", .number(Double(version))),
            ("summary", .string(summary)),
            ("problem", problem.map { .string($0) } ?? .null),
            ("html", .string(html)),
            ("items", .array(entries.map { entry in
                .object([("name", .string(entry.item.name)), ("status", .string(entry.item.status.rawValue)),
                         ("decision", .string(entry.decision.rawValue))])
            })),
        ])
        return value.serialized() + "\n"
    }

    /// The buttons of a failure, or what was decided.
    static func actions(for entry: ReviewSession.Entry) -> String {
        let name = HTMLReport.escaped(entry.item.name)
        switch entry.decision {
        case .approved:
            return "<span class=\"decision approved\">approved: golden written</span>"
        case .rejected:
            return "<span class=\"decision rejected\">rejected</span>"
                + "<button type=\"button\" class=\"act\" data-act=\"approve\" data-name=\"\(name)\">Approve</button>"
        case .pending where entry.item.isApprovable:
            return "<span class=\"actions\"><button type=\"button\" class=\"act approve\" data-act=\"approve\" "
                + "data-name=\"\(name)\" title=\"a\">Approve</button><button type=\"button\" class=\"act\" "
                + "data-act=\"reject\" data-name=\"\(name)\" title=\"r\">Reject</button></span>"
        case .pending:
            return ""
        }
    }

    /// The page, for the server at `host`.
    public static func shell() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'">
        <meta name="referrer" content="no-referrer">
        <link rel="icon" href="data:,">
        <title>loupe-render review</title>
        <style>\(HTMLReport.styleSheet)\(style)</style>
        </head>
        <body>
        <div class="page">
        <header class="top">
        <div class="title-row"><h1>loupe-render review</h1><span class="verdict" id="verdict"></span>
        <span class="spacer"></span><button type="button" class="act approve" id="approve-all">Approve all</button></div>
        <p class="summary" id="summary">Checking…</p>
        <p class="note" id="problem" hidden></p>
        <p class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous failure · <kbd>a</kbd> approve · <kbd>r</kbd> reject ·
        <kbd>A</kbd> approve all · <kbd>1</kbd>–<kbd>5</kbd> Diff, Actual, Expected, Side by side, Slider.
        Approving writes the golden picture and layout report shown; the page follows every save of the scenes.</p>
        </header>
        <main id="scenes"></main>
        </div>
        <script>\(HTMLReport.viewerScript)</script>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    static let style = """

        .spacer { flex: 1; }
        button.act { font: inherit; font-size: 13px; padding: 3px 12px; margin-left: 8px; border-radius: 6px;
          border: 1px solid var(--line); background: var(--card); color: var(--text); cursor: pointer; }
        button.act.approve { background: #1f883d; border-color: #1f883d; color: #fff; }
        button.act:disabled { opacity: .5; cursor: default; }
        .item-head .actions { margin-left: auto; }
        .decision { margin-left: auto; font-size: 12px; font-weight: 600; padding: 2px 10px; border-radius: 999px; }
        .decision.approved { color: #1a7f37; background: #dafbe1; }
        .decision.rejected { color: var(--muted); background: var(--page); }
        article.current { outline: 2px solid #0969da; outline-offset: 2px; }
        .keys { color: var(--muted); font-size: 12px; margin: 8px 0 0; }
        kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; }
        .passed-list { columns: 3; margin: 0; }

        """

    static let script = #"""

        (function () {
          'use strict';
          var token = new URLSearchParams(location.search).get('token') || '';
          var version = -1, current = 0, busy = false;
          var main = document.getElementById('scenes');

          function articles() { return Array.prototype.slice.call(main.querySelectorAll('article.status-failed')); }

          function focusArticle(index, scroll) {
            var list = articles();
            list.forEach(function (a) { a.classList.remove('current'); });
            if (!list.length) return;
            current = Math.max(0, Math.min(index, list.length - 1));
            list[current].classList.add('current');
            if (scroll) list[current].scrollIntoView({ block: 'nearest' });
          }

          function show(state) {
            version = state.version;
            document.getElementById('summary').textContent = state.summary;
            var problem = document.getElementById('problem');
            problem.hidden = !state.problem;
            problem.textContent = state.problem || '';
            var failing = state.items.filter(function (i) { return i.status === 'failed' && i.decision !== 'approved'; });
            var verdict = document.getElementById('verdict');
            verdict.textContent = failing.length ? 'Failed' : 'Passed';
            verdict.className = 'verdict ' + (failing.length ? 'bad' : 'ok');
            document.getElementById('approve-all').disabled =
              !state.items.some(function (i) { return i.status === 'failed' && i.decision === 'pending'; });
            main.innerHTML = state.html;
            window.loupeSetUpViewers(main);
            main.querySelectorAll('button[data-act]').forEach(function (button) {
              button.addEventListener('click', function () {
                act(button.getAttribute('data-act'), [button.getAttribute('data-name')]);
              });
            });
            focusArticle(current);
            document.body.setAttribute('data-version', String(version));
          }

          // Long polling: the server answers when the version has moved past ours, or after a while with the same.
          function poll() {
            fetch('/state?token=' + encodeURIComponent(token) + '&after=' + version, { cache: 'no-store' })
              .then(function (response) { if (!response.ok) throw new Error(response.status); return response.json(); })
              .then(function (state) { if (state.version !== version) show(state); poll(); })
              .catch(function () { setTimeout(poll, 1000); });
          }

          function act(kind, names) {
            if (busy) return Promise.resolve();
            busy = true;
            return fetch('/' + kind, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Loupe-Token': token },
              body: JSON.stringify(names.length ? { names: names } : { all: true })
            }).then(function (response) {
              return response.json().then(function (body) {
                if (!response.ok) throw new Error(body.error || response.status);
                show(body.state);
              });
            }).catch(function (error) {
              var problem = document.getElementById('problem');
              problem.hidden = false;
              problem.textContent = kind + ' failed: ' + error.message;
            }).then(function () { busy = false; });
          }
          window.loupeReviewAct = act;

          document.getElementById('approve-all').addEventListener('click', function () { act('approve', []); });

          document.addEventListener('keydown', function (event) {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.target && /^(INPUT|TEXTAREA)$/.test(event.target.tagName) && event.target.type !== 'range') return;
            var list = articles(), article = list[current];
            var name = article && article.querySelector('h3').textContent;
            var pending = article && article.querySelector('button[data-act="approve"]');
            if (event.key === 'j') focusArticle(current + 1, true);
            else if (event.key === 'k') focusArticle(current - 1, true);
            else if (event.key === 'a' && pending) act('approve', [name]);
            else if (event.key === 'r' && article && article.querySelector('button[data-act="reject"]')) act('reject', [name]);
            else if (event.key === 'A') act('approve', []);
            else if (/^[1-5]$/.test(event.key) && article) {
              var tab = article.querySelectorAll('[data-view]')[Number(event.key) - 1];
              if (tab) tab.click();
            } else return;
            event.preventDefault();
          });

          // `#selftest=approve:NAME`, `#selftest=reject:NAME`, `#selftest=approve-all`: does that once the first
          // state is shown, then sets the title to `selftest: pass <summary>` or `selftest: fail: <reason>`, for a
          // test that drives the page in headless Chromium (it does not follow changes then).
          var selftest = /(?:^#|&)selftest=([^&]*)/.exec(location.hash);
          // `#still`: the state at load, not followed (for a screenshot, which waits for the network to rest).
          var still = /(?:^#|&)still(?:&|$)/.test(location.hash);
          function runSelftest() {
            var step = decodeURIComponent(selftest[1]), parts = step.split(':');
            var kind = parts[0] === 'approve-all' ? 'approve' : parts[0], names = parts[1] ? [parts[1]] : [];
            var button = names.length
              ? main.querySelector('button[data-act="' + kind + '"][data-name="' + names[0] + '"]')
              : document.getElementById('approve-all');
            if (!button) { document.title = 'selftest: fail: no ' + step + ' button'; return; }
            var before = version;
            button.click();
            var waited = 0;
            (function wait() {
              if (version > before && !busy) {
                var problem = document.getElementById('problem');
                document.title = problem.hidden ? 'selftest: pass ' + document.getElementById('summary').textContent
                                                : 'selftest: fail: ' + problem.textContent;
              } else if ((waited += 50) > 10000) {
                document.title = 'selftest: fail: no new state';
              } else setTimeout(wait, 50);
            })();
          }

          fetch('/state?token=' + encodeURIComponent(token) + '&after=-1', { cache: 'no-store' })
            .then(function (response) { return response.json(); })
            .then(function (state) { show(state); if (selftest) runSelftest(); else if (!still) poll(); })
            .catch(function (error) { document.getElementById('summary').textContent = 'cannot reach the server: ' + error; });
        })();

        """#
}
