import { type ClientId, clientName, clientPicture } from '../../content/clients'
import { Picture } from '../Picture/Picture'
import styles from './ClientWordmark.module.css'

export function ClientWordmark({ id, size = 28 }: { id: ClientId; size?: number }) {
  return (
    <span className={styles.wordmark} data-client={id}>
      <Picture id={clientPicture(id)} size={size} className={styles.mark} />
      <span className={styles.name}>{clientName(id)}</span>
    </span>
  )
}
