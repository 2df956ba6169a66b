/** The whole checklist, run while the page parses (docs/decisions.md); literal text, as its CSP hash must not vary by build. */
export const RESTORE_CHECKLIST_SCRIPT = `(function () {
  var boxes = document.querySelectorAll('input[data-checklist-item]');
  function count() {
    document.querySelectorAll('[data-checklist-done]').forEach(function (figure) {
      var phase = figure.getAttribute('data-checklist-done');
      var done = Array.prototype.filter.call(boxes, function (box) {
        return box.checked && (phase === 'all' || box.getAttribute('data-checklist-phase') === phase);
      }).length;
      if (figure.tagName === 'PROGRESS') figure.value = done;
      else figure.textContent = String(done);
    });
  }
  try {
    boxes.forEach(function (box) {
      if (localStorage.getItem(box.getAttribute('data-checklist-item')) === 'true') box.checked = true;
    });
  } catch (error) {}
  count();
  // A page shown again by Back: the browser may have put back boxes ticked on it before.
  addEventListener('pageshow', count);
  // Ticked in another tab.
  addEventListener('storage', function (event) {
    boxes.forEach(function (box) {
      if (box.getAttribute('data-checklist-item') === event.key) box.checked = event.newValue === 'true';
    });
    count();
  });
  document.addEventListener('change', function (event) {
    var box = event.target;
    if (!box.hasAttribute || !box.hasAttribute('data-checklist-item')) return;
    try {
      localStorage.setItem(box.getAttribute('data-checklist-item'), String(box.checked));
    } catch (error) {}
    count();
  });
})();`
