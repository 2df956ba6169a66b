import type { FigureSource } from '../../content/metric'
import styles from './FigureNotes.module.css'
import { useFigureNote } from './useFigureNote'

/** Each distinct source once; a figure's `data-source` names its note (tests/dist/oneValue.test.ts). */
export function FigureNotes({ sources }: { sources: readonly FigureSource[] }) {
  const note = useFigureNote()
  const notes = new Map(
    sources.flatMap((source) => {
      const found = note(source)
      return found ? [[found.id, found.text] as const] : []
    }),
  )
  if (notes.size === 0) return null
  return (
    <p className={styles.notes}>
      {[...notes].map(([id, text]) => (
        <small key={id} data-source-note={id}>
          {text}
        </small>
      ))}
    </p>
  )
}

export function FigureNote({ source }: { source: FigureSource }) {
  const found = useFigureNote()(source)
  return found && <small data-source-note={found.id}>{found.text}</small>
}

export function useFigureSource(): (source: FigureSource) => { 'data-source'?: string } {
  const note = useFigureNote()
  return (source) => {
    const found = note(source)
    return found ? { 'data-source': found.id } : {}
  }
}
