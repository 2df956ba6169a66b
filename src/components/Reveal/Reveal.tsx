import type { ReactNode } from 'react'

import styles from './Reveal.module.css'

/**
 * Fades its content in as it scrolls into view: a scroll-driven CSS animation, no script
 * (Reveal.module.css). Without JavaScript, under reduced motion, on paper and in browsers
 * without scroll timelines the content is simply there.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.reveal, className].filter(Boolean).join(' ')}>{children}</div>
}
