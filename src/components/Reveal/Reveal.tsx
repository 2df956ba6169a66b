import { type ReactNode, useEffect, useRef, useState } from 'react'

import styles from './Reveal.module.css'

/** When a revealed block fades in. */
export interface RevealOptions {
  /** Share of the element that must be visible before it fades in (0.1 to 0.3 on this site). */
  threshold?: number
  /** Grows or shrinks the viewport used for the check, e.g. `0px 0px -50px 0px`. */
  rootMargin?: `${number}px ${number}px ${number}px ${number}px`
}

interface RevealProps extends RevealOptions {
  children: ReactNode
  className?: string
}

/** `visible`: as prerendered. `waiting`: below the fold, hidden until scrolled to. `shown`: faded in. */
type RevealState = 'visible' | 'waiting' | 'shown'

/**
 * Fades its content in once, the first time it scrolls into view. It renders visible and only
 * hides, once JavaScript runs, what is still below the fold; so the prerendered page is whole for
 * crawlers and visitors without JavaScript, and nothing already on screen waits for hydration
 * (which would delay its paint). Reduced motion shows everything at once (CSS).
 *
 * Where the block is comes from the observer's first report, made with the browser's next
 * layout: reading it here, while the page hydrates, forced a layout of the whole page in the
 * middle of hydration (docs/performance.md at 892a5a2, "Main thread").
 */
export function Reveal({ children, threshold = 0.2, rootMargin, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<RevealState>('visible')

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let firstReport = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const onScreen = entry.isIntersecting && entry.intersectionRatio >= threshold
        if (firstReport) {
          firstReport = false
          // On screen or above it already: it stays as it was painted.
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect()
            return
          }
          setState('waiting')
        }
        if (!onScreen) return
        setState('shown')
        observer.disconnect()
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, rootMargin])

  return (
    <div
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      data-reveal={state}
    >
      {children}
    </div>
  )
}
