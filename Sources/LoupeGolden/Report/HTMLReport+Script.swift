extension HTMLReport {
    /// The page's script: plain JavaScript, no library. It copies the pictures embedded once into the views that
    /// show them again, switches the views, moves the slider's divider, applies `#view=…`, and runs the self-test
    /// on `#selftest` (see ``HTMLReport``).
    static let script = #"""

        (function () {
          'use strict';
          var VIEWS = ['diff', 'actual', 'expected', 'side', 'slider'];

          function select(viewer, name) {
            if (!viewer.querySelector('[data-view="' + name + '"]')) return;
            viewer.querySelectorAll('[data-view]').forEach(function (button) {
              var on = button.getAttribute('data-view') === name;
              button.setAttribute('aria-selected', on ? 'true' : 'false');
              button.tabIndex = on ? 0 : -1;
            });
            viewer.querySelectorAll('[data-panel]').forEach(function (panel) {
              panel.hidden = panel.getAttribute('data-panel') !== name;
            });
          }

          // Reveals the actual picture left of `percent` and the expected one right of it.
          function reveal(compare, percent) {
            var p = Math.min(100, Math.max(0, Number(percent)));
            compare.querySelector('.over').style.clipPath = 'inset(0 ' + (100 - p) + '% 0 0)';
            compare.querySelector('.divider').style.left = p + '%';
          }

          // Sets up the viewers under `root`: the page's own at load, and those a live page (the review server's)
          // puts in later.
          function setUpViewers(root) {
            root.querySelectorAll('img[data-copy]').forEach(function (img) {
              var source = document.getElementById(img.getAttribute('data-copy'));
              if (source) img.src = source.src;
            });

            root.querySelectorAll('.viewer').forEach(function (viewer) {
              var buttons = Array.prototype.slice.call(viewer.querySelectorAll('[data-view]'));
              buttons.forEach(function (button, index) {
                button.addEventListener('click', function () { select(viewer, button.getAttribute('data-view')); });
                // Arrow keys move between tabs, as in any tab list.
                button.addEventListener('keydown', function (event) {
                  var step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  var next = buttons[(index + step + buttons.length) % buttons.length];
                  select(viewer, next.getAttribute('data-view'));
                  next.focus();
                  event.preventDefault();
                });
              });
              viewer.querySelectorAll('.compare').forEach(function (compare) {
                var input = compare.querySelector('input[type="range"]');
                input.addEventListener('input', function () { reveal(compare, input.value); });
                reveal(compare, input.value);
              });
            });
          }
          window.loupeSetUpViewers = setUpViewers;
          setUpViewers(document);

          var view = /(?:^#|&)view=([a-z]+)/.exec(location.hash);
          if (view && VIEWS.indexOf(view[1]) >= 0) {
            document.querySelectorAll('.viewer').forEach(function (viewer) { select(viewer, view[1]); });
          }

          function shown(element) { return element.getClientRects().length > 0; }

          // Returns null when the page works, else what is wrong.
          function check() {
            var images = Array.prototype.slice.call(document.images);
            for (var i = 0; i < images.length; i++) {
              if (!(images[i].complete && images[i].naturalWidth > 0)) {
                return 'picture not loaded: ' + (images[i].id || images[i].getAttribute('data-copy') || images[i].alt);
              }
            }
            var viewer = null;
            document.querySelectorAll('.viewer').forEach(function (candidate) {
              if (!viewer && candidate.querySelector('[data-view="slider"]')) viewer = candidate;
            });
            if (!viewer) return 'no viewer with a slider';
            var panels = Array.prototype.slice.call(viewer.querySelectorAll('[data-panel]'));
            for (var v = 0; v < VIEWS.length; v++) {
              var name = VIEWS[v];
              var button = viewer.querySelector('[data-view="' + name + '"]');
              if (!button) return 'no ' + name + ' button';
              button.click();
              if (button.getAttribute('aria-selected') !== 'true') return name + ': its button is not selected';
              for (var p = 0; p < panels.length; p++) {
                var panelName = panels[p].getAttribute('data-panel');
                if (shown(panels[p]) !== (panelName === name)) {
                  return name + ': the ' + panelName + ' panel is ' + (shown(panels[p]) ? 'shown' : 'hidden');
                }
              }
              var panel = viewer.querySelector('[data-panel="' + name + '"]');
              var pictures = panel.querySelectorAll('img');
              if (!pictures.length) return name + ': no picture';
              for (var k = 0; k < pictures.length; k++) {
                var box = pictures[k].getBoundingClientRect();
                if (!(box.width > 0 && box.height > 0)) return name + ': a picture takes no room';
              }
            }
            var compare = viewer.querySelector('[data-panel="slider"] .compare');
            var input = compare.querySelector('input[type="range"]');
            var over = compare.querySelector('.over');
            var divider = compare.querySelector('.divider');
            var positions = [25, 80];
            for (var s = 0; s < positions.length; s++) {
              var before = getComputedStyle(over).clipPath;
              input.value = String(positions[s]);
              input.dispatchEvent(new Event('input', { bubbles: true }));
              var clip = getComputedStyle(over).clipPath;
              if (clip === before || clip.indexOf((100 - positions[s]) + '%') < 0) {
                return 'slider at ' + positions[s] + '%: clip-path is ' + clip;
              }
              var frame = compare.getBoundingClientRect(), line = divider.getBoundingClientRect();
              var expectedX = frame.left + frame.width * positions[s] / 100;
              if (Math.abs(line.left + line.width / 2 - expectedX) > 2) {
                return 'slider at ' + positions[s] + '%: the divider is at x ' + line.left;
              }
            }
            return null;
          }

          function selfTest() {
            var problem;
            try { problem = check(); } catch (error) { problem = 'exception: ' + error; }
            document.title = problem ? 'selftest: fail: ' + problem : 'selftest: pass';
          }

          if (/(?:^#|&)selftest(?:&|$)/.test(location.hash)) {
            if (document.readyState === 'complete') selfTest(); else window.addEventListener('load', selfTest);
          }
        })();

        """#
}
