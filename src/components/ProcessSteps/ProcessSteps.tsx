import { Reveal } from '../Reveal/Reveal'
import styles from './ProcessSteps.module.css'

export interface Step {
  id: string
  title: string
  text: string
}

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <Reveal>
      <ol className={styles.steps}>
        {steps.map(({ id, title, text }) => (
          <li key={id} className={styles.step}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ol>
    </Reveal>
  )
}
