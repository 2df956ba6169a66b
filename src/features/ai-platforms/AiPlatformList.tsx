import { Picture } from '../../components/Picture/Picture'
import { Reveal } from '../../components/Reveal/Reveal'
import { type AiPlatform, aiPlatformPicture } from '../../content/aiPlatforms'
import type { FigureSource } from '../../content/metric'
import { useFigureSource } from '../figures/FigureNotes'
import styles from './AiPlatformList.module.css'

interface Detail {
  text: string
  source?: FigureSource
}

export function AiPlatformList({ platforms }: { platforms: (AiPlatform & { detail?: Detail })[] }) {
  const figureSource = useFigureSource()
  return (
    <Reveal>
      <ul className={styles.grid}>
        {platforms.map(({ id, name, maker, detail }) => (
          <li key={id} className={styles.platform}>
            <Picture id={aiPlatformPicture(id)} size={48} className={styles.mark} />
            <span className={styles.name}>{name}</span>
            <span className={styles.maker}>{maker}</span>
            {detail && (
              <span className={styles.detail} {...(detail.source && figureSource(detail.source))}>
                {detail.text}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Reveal>
  )
}
