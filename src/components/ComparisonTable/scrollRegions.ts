/**
 * A comparison table's box is a tab stop only while the table is wider than it: where it fits (a
 * desktop, and on phones the shorter tables) a stop that scrolls nothing is one more key press
 * for nothing. The prerendered box is a tab stop at every width, as it stays without script.
 */
export function focusScrollRegionsOnlyWhenTheyScroll(): void {
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const box = target.closest<HTMLElement>('[data-scroll-region]')
      if (box) box.tabIndex = box.scrollWidth > box.clientWidth ? 0 : -1
    }
  })
  for (const box of document.querySelectorAll('[data-scroll-region]')) {
    // The box for a narrower window, the table for a web font that widens it.
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
  }
}
