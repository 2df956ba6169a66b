import { type KeyboardEvent, useRef, useState } from 'react'

import { Icon } from '../../components/Icon/Icon'
import { testimonialAuthors, testimonialIds } from '../../content/testimonials'
import { useIslandText } from '../islands/islandText'
import { stepIndex } from './stepIndex'
import styles from './TestimonialCarousel.module.css'
import { TestimonialQuote } from './TestimonialQuote'

const STEP_KEYS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

/** One testimonial at a time by dots, buttons or arrow keys; never moves itself; without script all show. */
export default function TestimonialCarousel() {
  const { t } = useIslandText('testimonials')
  const [current, setCurrent] = useState(0)
  const dots = useRef<(HTMLButtonElement | null)[]>([])

  function stepBy(delta: number, event: KeyboardEvent) {
    const next = stepIndex(current, delta, testimonialIds.length)
    setCurrent(next)
    // Keyboard users on a dot follow the selection, as in a tab list; on previous/next they stay.
    if (dots.current.includes(event.target as HTMLButtonElement)) dots.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    const delta = STEP_KEYS[event.key]
    if (delta === undefined) return
    event.preventDefault()
    stepBy(delta, event)
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
    >
      <div className={styles.slides} aria-live="polite">
        {testimonialIds.map((id, index) => (
          <div
            key={id}
            className={styles.slide}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.position', {
              position: index + 1,
              total: testimonialIds.length,
            })}
            data-current={index === current}
          >
            <TestimonialQuote id={id} />
          </div>
        ))}
      </div>

      {/* The buttons pass arrow keys up to here; the group itself takes no focus. */}
      <div className={styles.controls} onKeyDown={onKeyDown}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('carousel.previous')}
          onClick={() => setCurrent(stepIndex(current, -1, testimonialIds.length))}
        >
          <Icon name="chevron-left" size={22} />
        </button>
        <div className={styles.dots} role="group" aria-label={t('carousel.choose')}>
          {testimonialIds.map((id, index) => (
            <button
              key={id}
              ref={(element) => {
                dots.current[index] = element
              }}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.show', { author: testimonialAuthors[id].author })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.step}
          aria-label={t('carousel.next')}
          onClick={() => setCurrent(stepIndex(current, 1, testimonialIds.length))}
        >
          <Icon name="chevron-right" size={22} />
        </button>
      </div>
    </section>
  )
}
