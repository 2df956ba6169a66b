import { type KeyboardEvent, useRef, useState } from 'react'

import { Icon } from '../../components/Icon/Icon'
import { testimonialAuthors, testimonialIds } from '../../content/testimonials'
import { useIslandText } from '../islands/islandText'
import styles from './TestimonialCarousel.module.css'
import { TestimonialQuote } from './TestimonialQuote'

const STEP_KEYS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

/** One testimonial at a time by dots, buttons or arrow keys; never moves itself; without script all show. */
export default function TestimonialCarousel() {
  const { t } = useIslandText('testimonials')
  const [current, setCurrent] = useState(0)
  const dots = useRef<(HTMLButtonElement | null)[]>([])

  // From a key on a dot, focus follows the selection, as in a tab list; on previous/next it stays.
  function stepBy(delta: number, from?: EventTarget) {
    const next = (current + delta + testimonialIds.length) % testimonialIds.length
    setCurrent(next)
    if (dots.current.includes(from as HTMLButtonElement)) dots.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    const delta = STEP_KEYS[event.key]
    if (delta === undefined) return
    event.preventDefault()
    stepBy(delta, event.target)
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
          onClick={() => stepBy(-1)}
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
          onClick={() => stepBy(1)}
        >
          <Icon name="chevron-right" size={22} />
        </button>
      </div>
    </section>
  )
}
