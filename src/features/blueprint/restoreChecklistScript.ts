/**
 * Ticks the stored items and fills in the progress figures while the prerendered page is still
 * being parsed, so a returning visitor never sees the boxes empty first and ticked a moment
 * later. It is placed right after the checklist and runs before that part is painted; React
 * hydrates over it without touching a box's checked state, and takes the same ticks from
 * storage right after.
 *
 * Kept as literal text rather than a compiled function: its hash goes into the
 * Content-Security-Policy, so it must be the same in every build. It reads storage exactly as
 * `checklistStorage` does (the text `true` per item id) and gives up silently where storage
 * throws, as the page then shows nothing ticked anyway.
 */
export const RESTORE_CHECKLIST_SCRIPT = `(function () {
  try {
    var boxes = document.querySelectorAll('input[data-checklist-item]');
    boxes.forEach(function (box) {
      if (localStorage.getItem(box.getAttribute('data-checklist-item')) === 'true') box.checked = true;
    });
    document.querySelectorAll('[data-checklist-done]').forEach(function (figure) {
      var phase = figure.getAttribute('data-checklist-done');
      var done = Array.prototype.filter.call(boxes, function (box) {
        return box.checked && (phase === 'all' || box.getAttribute('data-checklist-phase') === phase);
      }).length;
      if (figure.tagName === 'PROGRESS') figure.value = done;
      else figure.textContent = String(done);
    });
  } catch (error) {}
})();`
