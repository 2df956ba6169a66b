import { site } from '../../config/site'
import { SOCIAL_CARD_SIZE, type SocialCardText } from './socialCard'

/** Colours of src/styles/tokens.css. */
const night = '#0b1020'
const onDark = '#ffffff'
const onDarkMuted = '#cbd5e1'
const accent = '#22d3ee'
const brandGradient = 'linear-gradient(90deg, #5b3df5 0%, #3b5bf6 50%, #0891b2 100%)'

/** Long titles step down so every language's fits in three lines (the Spanish runs a quarter longer). */
function titleSize(title: string): number {
  if (title.length <= 28) return 76
  if (title.length <= 48) return 64
  return 56
}

interface SocialCardImageProps extends SocialCardText {
  /** The logo mark, as a data URL (satori draws images only from data or fetched URLs). */
  markDataUrl: string
}

/** The card for satori (flexbox, inline styles): the site's night, mark, Inter and gradient band (docs/decisions.md). */
export function SocialCardImage({ eyebrow, title, subtitle, markDataUrl }: SocialCardImageProps) {
  return (
    <div
      style={{
        ...SOCIAL_CARD_SIZE,
        // Satori sizes boxes as CSS does (content-box): the padding goes inside the card.
        boxSizing: 'border-box',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        fontFamily: 'Inter',
        color: onDark,
        backgroundColor: night,
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
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 14,
          backgroundImage: brandGradient,
        }}
      />
    </div>
  )
}
