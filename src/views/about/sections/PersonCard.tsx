import { EmojiImage } from '../../../components/EmojiImage/EmojiImage'
import { Reveal } from '../../../components/Reveal/Reveal'
import styles from './PersonCard.module.css'

interface PersonCardProps {
  name: string
  role: string
  text: string
  /** Stands in for a portrait; decorative, so screen readers skip it. */
  emoji: string
  /** BCP 47 tag of `text` when it is not in the page's language. */
  textLang?: string
  featured?: boolean
}

/** A founder or team member: emoji, name, role and a few words about them. */
export function PersonCard({ name, role, text, emoji, textLang, featured }: PersonCardProps) {
  return (
    <Reveal className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <span className={styles.emoji}>
        <EmojiImage emoji={emoji} size={featured ? 36 : 28} />
      </span>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.text} lang={textLang}>
        {text}
      </p>
    </Reveal>
  )
}
