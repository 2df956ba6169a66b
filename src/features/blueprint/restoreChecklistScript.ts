/**
 * Ticks the stored items and fills in the progress figures while the prerendered page is still
 * being parsed, so a returning visitor never sees the boxes empty first and ticked a moment
 * later. It is placed right after the checklist and runs before that part is painted; React
 * hydrates over it without touching a box's checked state, and takes the same ticks from
 * storage right after.
 *
 * Until the app has hydrated it also stores each tick and recounts: on a phone the app starts a
 * second or two after the page shows, and a box ticked in between would otherwise be unticked
 * by hydration, which renders what storage holds.
 *
 * Kept as literal text rather than a compiled function: its hash goes into the
 * Content-Security-Policy, so it must be the same in every build. It reads storage exactly as
 * `checklistStorage` does (the text `true` per item id) and gives up silently where storage
 * throws, as the page then shows nothing ticked anyway.
 */
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
  document.addEventListener('change', function (event) {
    var box = event.target;
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    if (!box.hasAttribute || !box.hasAttribute('data-checklist-item')) return;
    try {
      localStorage.setItem(box.getAttribute('data-checklist-item'), String(box.checked));
    } catch (error) {}
    count();
  });
})();`
