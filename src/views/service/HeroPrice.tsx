import styles from './HeroPrice.module.css'

/** The price a service starts at, beside the hero's button: the one its structured data states. */
export function HeroPrice({ children }: { children: string }) {
  return <p className={styles.price}>{children}</p>
}
