import { expect, test } from 'vitest'

import { localeInfo } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { roadmapPhaseIds } from '../../src/content/blueprint'
import { founderIds } from '../../src/content/team'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, jsonLdOf, pageAt } from './builtPages'

/** What single pages tell search engines about themselves, read from the built HTML (English). */
const pages = await builtPagesByPath()
const t = copyIn('en')
const blocksOf = (path: string) => jsonLdOf(pageAt(pages, path))
const ofType = (path: string, type: string) =>
  blocksOf(path).find((block) => block['@type'] === type)

test('the about page describes the agency and its founders', () => {
  const organization = ofType('/about', 'Organization')
  expect(organization).toMatchObject({
    foundingDate: '2011',
    founder: founderIds.map((id, index) => ({
      '@type': 'Person',
      name: ['Alejandro Vega', 'Lucía Paredes'][index],
      jobTitle: t(`people:roles.${id}`),
    })),
    numberOfEmployees: { value: 11 },
  })
  expect(ofType('/about', 'AboutPage')).toMatchObject({
    inLanguage: localeInfo('en').tag,
    about: { '@id': organization?.['@id'] },
  })
})

test('the blog describes itself as a Blog of its six posts, under Home > Blog', () => {
  const blog = ofType('/blog', 'Blog') as { blogPost: unknown[] } | undefined
  expect(blog?.blogPost).toHaveLength(6)
  const breadcrumb = ofType('/blog', 'BreadcrumbList') as { itemListElement: { name: string }[] }
  expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toEqual([
    t('common:breadcrumb.home'),
    t('blog:meta.breadcrumb'),
  ])
})

test('the blueprint describes its roadmap as a HowTo with four phases of five steps', () => {
  const howTo = ofType('/blueprint', 'HowTo')
  expect(howTo?.name).toBe(t('blueprint:hero.title'))
  const steps = howTo?.step as { name: string; itemListElement: { text: string }[] }[]
  expect(steps.map((step) => step.name)).toEqual(
    roadmapPhaseIds.map((id) => t(`blueprint:roadmap.phase.${id}`)),
  )
  expect(steps.map((step) => step.itemListElement.length)).toEqual(roadmapPhaseIds.map(() => 5))
  expect(steps[0]?.itemListElement[0]?.text).toBe(t('blueprint:checklist.setup1'))
})

test('the contact page marks up exactly its four shown questions and answers as an FAQ page', () => {
  const { document } = pageAt(pages, '/contact')
  const questions = [...document.querySelectorAll('main details')]
  expect(questions).toHaveLength(4)
  const entries = ofType('/contact', 'FAQPage')?.mainEntity as {
    name: string
    acceptedAnswer: { text: string }
  }[]
  expect(entries.map((entry) => entry.name)).toEqual(
    questions.map((question) => normalize(question.querySelector('summary')?.textContent ?? '')),
  )
  expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(
    questions.map((question) => question.querySelector('p')?.textContent),
  )
})

test('the CRO page states its address and its place in the site', () => {
  expect(ofType('/services/cro', 'Service')).toMatchObject({
    url: `${site.origin}/services/cro`,
  })
  expect(ofType('/services/cro', 'BreadcrumbList')?.itemListElement).toEqual(
    [t('common:breadcrumb.home'), t('common:nav.services'), t('cro:meta.breadcrumb')].map(
      (name, index) => expect.objectContaining({ position: index + 1, name }),
    ),
  )
})
