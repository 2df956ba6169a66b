import { useEffect, useRef } from 'react'

import { Icon } from '../Icon/Icon'
import { Reveal } from '../Reveal/Reveal'
import styles from './ComparisonTable.module.css'

interface ComparisonRow {
  id: string
  feature: string
  /** Our answer first (marked with a check), then each alternative's (marked with a cross). */
  answers: string[]
}

interface ComparisonTableProps {
  caption: string
  /** Column headers: the feature column, us, then each alternative. */
  headers: string[]
  rows: ComparisonRow[]
}

/** Us against the alternatives, as a real table with column and row headers. */
export function ComparisonTable({ caption, headers, rows }: ComparisonTableProps) {
  const scroller = useRef<HTMLElement>(null)
  // A tab stop only while the table is wider than its box: where it fits (a desktop, and on
  // phones the shorter tables) a stop that scrolls nothing is one more key press for nothing.
  useEffect(() => {
    const box = scroller.current
    if (!box) return
    const observer = new ResizeObserver(() => {
      box.tabIndex = box.scrollWidth > box.clientWidth ? 0 : -1
    })
    // The box for a narrower window, the table for a web font that widens it.
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return (
    <Reveal threshold={0.1}>
      {/* Focusable and named, so keyboard and screen-reader users can scroll it when it
          overflows; without JavaScript it stays a tab stop at every width. */}
      <section ref={scroller} className={styles.scroller} aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={index === 1 ? styles.us : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ id, feature, answers }) => (
              <tr key={id}>
                <th scope="row">{feature}</th>
                {answers.map((answer, index) =>
                  index === 0 ? (
                    <td key={index} className={styles.us}>
                      <Icon name="check" size={18} className={styles.yes} />
                      {answer}
                    </td>
                  ) : (
                    <td key={index}>
                      <Icon name="x" size={18} className={styles.no} />
                      {answer}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Reveal>
  )
}
