/** A table's box is a tab stop only while it scrolls; prerendered, it is one at every width, as without script. */
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
