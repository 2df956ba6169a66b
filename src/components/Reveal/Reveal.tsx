import type { ReactNode } from 'react'

import styles from './Reveal.module.css'

/** A scroll-driven fade-in, no script; without script, motion or scroll timelines, and on paper, content just shows. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.reveal, className].filter(Boolean).join(' ')}>{children}</div>
}
