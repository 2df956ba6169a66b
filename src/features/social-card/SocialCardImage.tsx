import { site } from '../../config/site'
import { SOCIAL_CARD_SIZE, type SocialCardText } from './socialCard'

/**
 * The card's picture, for satori (flexbox and inline styles only: it lays out no stylesheet).
 * The site's look: the night background with the brand's violet and cyan glows, the logo mark,
 * Inter. Colours are the tokens of src/styles/tokens.css.
 */
const night = '#0b1020'
const onDark = '#ffffff'
const onDarkMuted = '#cbd5e1'
const accent = '#22d3ee'

/**
 * Long titles step down in size so that every language's title fits in three lines
 * ("Construye apps SaaS y Shopify listas para producción" is 30% longer than the English).
 */
function titleSize(title: string): number {
  if (title.length <= 28) return 76
  if (title.length <= 48) return 64
  return 56
}

interface SocialCardImageProps extends SocialCardText {
  /** The logo mark, as a data URL (satori draws images only from data or fetched URLs). */
  markDataUrl: string
}

export function SocialCardImage({ eyebrow, title, subtitle, markDataUrl }: SocialCardImageProps) {
  return (
    <div
      style={{
        ...SOCIAL_CARD_SIZE,
        // Satori sizes boxes as CSS does (content-box): the padding goes inside the card.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        fontFamily: 'Inter',
        color: onDark,
        backgroundColor: night,
        backgroundImage:
          'radial-gradient(circle at 100% 0%, rgba(6, 182, 212, 0.5), rgba(6, 182, 212, 0) 55%), radial-gradient(circle at 0% 100%, rgba(91, 61, 245, 0.65), rgba(91, 61, 245, 0) 55%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <img src={markDataUrl} width={60} height={60} alt="" />
          <span style={{ fontSize: 36, fontWeight: 800, letterSpacing: '-0.02em' }}>
            {site.name}
          </span>
        </div>
        <span style={{ fontSize: 26, fontWeight: 400, color: onDarkMuted }}>
          {new URL(site.origin).host}
        </span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {eyebrow ? (
          <span
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: accent,
              textTransform: 'uppercase',
              letterSpacing: '0.08em',
              marginBottom: 20,
            }}
          >
            {eyebrow}
          </span>
        ) : null}
        <div
          style={{
            display: 'block',
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: '-0.03em',
            lineClamp: 3,
            textWrap: 'balance',
          }}
        >
          {title}
        </div>
        <div
          style={{
            display: 'block',
            marginTop: 24,
            fontSize: 28,
            fontWeight: 400,
            lineHeight: 1.4,
            color: onDarkMuted,
            lineClamp: 3,
          }}
        >
          {subtitle}
        </div>
      </div>
    </div>
  )
}
