import { Picture } from '../../components/Picture/Picture'
import { Reveal } from '../../components/Reveal/Reveal'
import { type AiPlatform, aiPlatformPicture } from '../../content/aiPlatforms'
import styles from './AiPlatformList.module.css'

/** AI assistants as cards: self-drawn mark, name, maker, and optionally a line of detail. */
export function AiPlatformList({ platforms }: { platforms: (AiPlatform & { detail?: string })[] }) {
  return (
    <Reveal>
      <ul className={styles.grid}>
        {platforms.map(({ id, name, maker, detail }) => (
          <li key={id} className={styles.platform}>
            <Picture id={aiPlatformPicture(id)} size={48} className={styles.mark} />
            <span className={styles.name}>{name}</span>
            <span className={styles.maker}>{maker}</span>
            {detail && <span className={styles.detail}>{detail}</span>}
          </li>
        ))}
      </ul>
    </Reveal>
  )
}
