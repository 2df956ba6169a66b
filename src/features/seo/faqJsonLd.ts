import type { FAQPage, WithContext } from 'schema-dts'

export interface QuestionAndAnswer {
  question: string
  answer: string
}

/** A page of questions and answers, exactly as the page shows them (Google requires that). */
export function faqPageJsonLd(entries: readonly QuestionAndAnswer[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}
