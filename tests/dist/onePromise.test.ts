import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { type Locale, locales } from '../../src/config/locales'
import { aiPlatforms } from '../../src/content/aiPlatforms'
import { blueprintDownloadPath, roadmapWeeks } from '../../src/content/blueprint'
import { qualityTargets, servicePromises } from '../../src/content/company'
import { saasDelivery } from '../../src/content/saas'
import { formatCount } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { splitLocale } from '../../src/features/i18n/localePath'
import { flattenKeys } from '../../tooling/i18nStatus'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath } from './builtPages'

/** One value per promise stated in words (issue 65; stat grids: oneValue.test.ts), in pages, downloads and every translated string. */
interface Promised {
  fact: string
  /** Finds each statement of the fact; its first group is what it states. */
  pattern: RegExp
  /** What every statement must say. */
  approved: string
  /** The addresses whose text is read for it, when not every page's. */
  on?: RegExp
}

function promises(locale: Locale): Promised[] {
  const t = copyIn(locale)
  const word = (count: number) => t(`common:numberWords.${count}`)
  const { replyHours, auditHours } = servicePromises
  const { lighthouseScore } = qualityTargets
  const { weeksMin, weeksMax } = saasDelivery
  // A number of weeks: "8–12", "8 a 12", "6" or "six".
  const numberWords = Object.values(t('common:numberWords', { returnObjects: true }) as object)
  const count = `\\d+(?:–\\d+| a \\d+)?|${numberWords.join('|')}`
  const weeksStated = (unit: string) => new RegExp(`\\b(${count})(?:-| )${unit}\\b`, 'gi')
  const copy: Record<Locale, Record<string, [RegExp, string]>> = {
    en: {
      reply: [
        /(?:reply|inquiry|in touch) (within \d+ hours(?: on business days)?)/gi,
        `within ${replyHours} hours on business days`,
      ],
      audit: [/(\d+ hours of (?:that|the|our|your) \w+)/g, `${auditHours} hours of your message`],
      results: [/results in (\d+) hours/gi, `${auditHours}`],
      lighthouse: [/(\d+)\+?(?: or more)?(?: in)? ?Lighthouse\b/g, `${lighthouseScore}`],
      lighthouseAfter: [/Lighthouse(?: score)? ?(\d+)\+/g, `${lighthouseScore}`],
      assistants: [/optimize for all (\w+) major AI assistants/g, word(aiPlatforms.length)],
      roadmap: [/(\w+)(?:-week roadmap| weeks from kickoff)/gi, word(roadmapWeeks())],
      scope: [
        /weeks from kickoff to (the launch of a first version)/gi,
        'the launch of a first version',
      ],
      studio: [/(\S+) product studio/g, 'in-house'],
      saasWeeks: [weeksStated('weeks?'), `${weeksMin}–${weeksMax}`],
    },
    es: {
      reply: [
        /(?:respondemos|mensaje|contactaremos) (en menos de \d+ horas(?: en días hábiles)?)/gi,
        `en menos de ${replyHours} horas en días hábiles`,
      ],
      audit: [
        /(\d+ horas siguientes a (?:esa|la|tu) \w+)/g,
        `${auditHours} horas siguientes a tu mensaje`,
      ],
      results: [/resultados(?: de auditoría)? en (\d+) horas/gi, `${auditHours}`],
      lighthouse: [/(\d+)\+?(?: o más)? en Lighthouse\b/g, `${lighthouseScore}`],
      lighthouseAfter: [/Lighthouse ?(\d+)\+/g, `${lighthouseScore}`],
      assistants: [/Optimizamos para los (\w+) principales asistentes/g, word(aiPlatforms.length)],
      roadmap: [
        /(?:hoja de ruta de (\w+) semanas|(\w+) semanas del inicio)/gi,
        word(roadmapWeeks()),
      ],
      scope: [
        /semanas del inicio (al lanzamiento de una primera versión)/gi,
        'al lanzamiento de una primera versión',
      ],
      studio: [/(\S+) estudio de producto/g, 'propio'],
      saasWeeks: [weeksStated('semanas?'), `${weeksMin} a ${weeksMax}`],
    },
    pt: {
      reply: [
        /(?:respondemos|mensagem|resposta|contato) (em até \d+ horas(?: em dias úteis)?)/gi,
        `em até ${replyHours} horas em dias úteis`,
      ],
      audit: [
        /(\d+ horas depois (?:da sua|dessa|da) \w+)/g,
        `${auditHours} horas depois da sua mensagem`,
      ],
      results: [/resultados(?: da auditoria)? em (\d+) horas/gi, `${auditHours}`],
      lighthouse: [/(\d+)\+?(?: ou mais)? no Lighthouse\b/g, `${lighthouseScore}`],
      lighthouseAfter: [/Lighthouse ?(\d+)\+/g, `${lighthouseScore}`],
      assistants: [/Otimizamos para os (\w+) principais assistentes/g, word(aiPlatforms.length)],
      roadmap: [/(?:roteiro de (\w+) semanas|(\w+) semanas do kickoff)/gi, word(roadmapWeeks())],
      scope: [
        /semanas do kickoff (ao lançamento de uma primeira versão)/gi,
        'ao lançamento de uma primeira versão',
      ],
      studio: [/(\S+) estúdio de produto/g, 'próprio'],
      saasWeeks: [weeksStated('semanas?'), `${weeksMin} a ${weeksMax}`],
    },
  }
  return Object.entries({ ...copy[locale], ...audiences(locale) }).map(
    ([fact, [pattern, approved]]) => ({
      fact,
      pattern,
      approved,
      // The blueprint's first version is another fact, stated on the blueprint.
      ...(fact === 'saasWeeks'
        ? { on: /\/(services|servicios|servicos)\/saas$|\/saas\.json / }
        : {}),
    }),
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each assistant's audience as its maker published it, never another number or unit (weekly vs monthly). */
function audiences(locale: Locale): Record<string, [RegExp, string]> {
  const t = copyIn(locale)
  const anyNumber = String.raw`\S+(?: \S+){0,2}?`
  const units = (['week', 'month'] as const)
    .map((per) => escape(normalize(t(`geo:platforms.users.${per}`, { users: 'NUMBER' }))))
    .map((unit) => unit.replace('NUMBER', anyNumber))
    .join('|')
  return Object.fromEntries(
    aiPlatforms.flatMap(({ name, maker, audience }) =>
      audience === 'unpublished'
        ? []
        : [
            [
              `audience of ${name}`,
              [
                new RegExp(`${escape(name)} ${escape(maker)} (${units})`, 'g'),
                normalize(
                  t(`geo:platforms.users.${audience.per}`, {
                    users: formatCount(createFormatting(locale), audience.users),
                  }),
                ),
              ],
            ],
          ],
    ),
  )
}

/** What a page shows, each element's text apart from its neighbours' ("Timeline" "8–12 weeks"). */
function shownText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ''
  if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) return ''
  return [...node.childNodes].map(shownText).join(' ')
}

interface Read {
  where: string
  text: string
}

const pages = await builtPagesByPath()

function textsIn(locale: Locale): Read[] {
  const built = [...pages.values()]
    .filter(({ path }) => splitLocale(path).locale === locale && !/\/blog\/./.test(path))
    .map(({ path, document, head }) => ({
      where: path,
      text: normalize(`${head.title} ${head.description} ${shownText(document.body)}`),
    }))
  const download = blueprintDownloadPath(locale)
  const t = copyIn(locale)
  const dir = join('locales', locale)
  const strings = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.slice(0, -'.json'.length)
      const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
      return [...flattenKeys(tree)]
        .filter(([, value]) => typeof value === 'string')
        .map(([key]) => ({
          where: `${dir}/${file} ${key}`,
          text: normalize(t(`${namespace}:${key}`)),
        }))
    })
  return [
    ...built,
    { where: download, text: normalize(readFileSync(join(CLIENT_DIR, download), 'utf8')) },
    ...strings,
  ]
}

/** Every statement of a promise that is not its approved one, with where it was read. */
export function otherStatements(promised: readonly Promised[], texts: readonly Read[]): string[] {
  return promised.flatMap(({ fact, pattern, approved, on }) =>
    texts
      .filter(({ where }) => !on || on.test(where))
      .flatMap(({ where, text }) =>
        [...text.matchAll(pattern)]
          .map((match) => ({
            stated: match.slice(1).find((group) => group !== undefined) ?? '',
            read: match[0],
          }))
          .filter(({ stated }) => stated.toLocaleLowerCase() !== approved.toLocaleLowerCase())
          .map(
            ({ stated, read }) =>
              `${fact}: "${stated}", not "${approved}" ("${read}"), in ${where}`,
          ),
      ),
  )
}

describe.each(locales)('the promises of the $label copy', ({ code }) => {
  const promised = promises(code)
  const texts = textsIn(code)

  it('are each stated one way, with the figures src/content holds', () => {
    expect(otherStatements(promised, texts)).toEqual([])
  })

  it('are each stated somewhere, so every pattern still reads the copy', () => {
    const unread = promised.filter(({ pattern, on }) =>
      texts.every(({ where, text }) => (on && !on.test(where)) || !text.match(pattern)),
    )
    expect(unread.map(({ fact }) => fact)).toEqual([])
  })
})

it('fails on a second value planted in a page', () => {
  const planted = [
    { where: '/contact', text: "We'll be in touch within 24 hours." },
    { where: '/', text: 'Every site we ship scores 100 in Lighthouse.' },
    { where: '/services/saas', text: 'See the blueprint: a six-week launch checklist.' },
    { where: '/blueprint', text: 'Built by Nexa Labs, our sister product studio.' },
    { where: '/services/geo', text: 'ChatGPT OpenAI 800M monthly users' },
  ]
  expect(otherStatements(promises('en'), planted)).toEqual([
    'reply: "within 24 hours", not "within 24 hours on business days" ("in touch within 24 hours"), in /contact',
    'lighthouse: "100", not "90" ("100 in Lighthouse"), in /',
    'studio: "sister", not "in-house" ("sister product studio"), in /blueprint',
    'saasWeeks: "six", not "8–12" ("six-week"), in /services/saas',
    'audience of ChatGPT: "800M monthly users", not "800M weekly users" ("ChatGPT OpenAI 800M monthly users"), in /services/geo',
  ])
})
