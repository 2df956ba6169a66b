import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import twemoji from '@twemoji/svg/package.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'

import { founderIds, founders } from '../../content/team'
import { teamMemberIds, teamMembers } from '../../content/teamMembers'
import { EMOJI_IMAGE_FOLDER, emojiFileName } from './emojiFile'

describe('emojiFileName', () => {
  it.each([
    ['🚀', '1f680'],
    ['🛍️', '1f6cd'],
    ['✍️', '270d'],
    ['👩‍💻', '1f469-200d-1f4bb'],
    ['🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
  ])('names %s as Twemoji does: %s', (emoji, name) => {
    expect(emojiFileName(emoji)).toBe(name)
  })
})

/** Where the Twemoji package keeps its SVGs, wherever npm installed it. */
const twemojiFolder = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'))

describe('the people’s emoji pictures', () => {
  const emoji = [
    ...founderIds.map((id) => founders[id].emoji),
    ...teamMemberIds.map((id) => teamMembers[id].emoji),
  ]

  // Copy a new one from node_modules/@twemoji/svg/<name>.svg to public/images/emoji/.
  it.each(emoji)(`%s is shipped, as Twemoji ${twemoji.version} draws it`, (character) => {
    const name = `${emojiFileName(character)}.svg`
    const shipped = join('public', EMOJI_IMAGE_FOLDER, name)
    expect(existsSync(shipped), `${shipped} is missing`).toBe(true)
    expect(readFileSync(shipped, 'utf8')).toBe(readFileSync(join(twemojiFolder, name), 'utf8'))
  })
})
