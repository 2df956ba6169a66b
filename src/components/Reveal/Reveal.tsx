import { inView } from 'framer-motion'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import styles from './Reveal.module.css'

interface RevealProps {
  children: ReactNode
  /** Share of the element that must be visible before it fades in (0.1 to 0.3 on this site). */
  threshold?: number
  /** Grows or shrinks the viewport used for the check, e.g. `0px 0px -50px 0px`. */
  rootMargin?: `${number}px ${number}px ${number}px ${number}px`
  className?: string
}

/**
 * Fades its content in once, the first time it scrolls into view. The hidden state applies
 * only when JavaScript runs (`html.js`) and motion is allowed, so the prerendered HTML is
 * fully visible to crawlers, to visitors without JavaScript and under reduced motion.
 */
export function Reveal({ children, threshold = 0.2, rootMargin, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [revealed, setRevealed] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || revealed) return
    // The callback returns nothing, so inView stops watching after the first entry: one-way.
    return inView(element, () => setRevealed(true), { amount: threshold, margin: rootMargin })
  }, [threshold, rootMargin, revealed])

  return (
    <div
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      data-reveal={revealed ? 'shown' : 'pending'}
    >
      {children}
    </div>
  )
}
