import { Portrait } from '../../../components/Portrait/Portrait'
import { Reveal } from '../../../components/Reveal/Reveal'
import type { Person } from '../../../content/person'
import styles from './PersonCard.module.css'

interface PersonCardProps {
  person: Person
  role: string
  text: string
  featured?: boolean
}

export function PersonCard({ person: { name, photo }, role, text, featured }: PersonCardProps) {
  return (
    <Reveal className={featured ? styles.featured : styles.card}>
      <Portrait name={name} photo={photo} size={featured ? 'xlarge' : 'medium'} />
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.text}>{text}</p>
    </Reveal>
  )
}
