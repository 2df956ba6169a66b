import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { writeSiteFile } from './writeSiteFile'

describe('writeSiteFile', () => {
  let outDir = ''
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'site-file-'))
  })
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true })
  })

  it('writes a file at its URL path, making the folders it needs', async () => {
    await writeSiteFile(outDir, '/es/blog/cro-for-saas.json', '{"html":""}\n')
    expect(await readFile(join(outDir, 'es/blog/cro-for-saas.json'), 'utf8')).toBe('{"html":""}\n')
  })

  it('writes beside files already there, replacing one of the same name', async () => {
    await writeSiteFile(outDir, '/rss.xml', 'first')
    await writeSiteFile(outDir, '/rss.xml', 'second')
    await writeSiteFile(outDir, '/robots.txt', 'User-agent: *')
    expect(await readFile(join(outDir, 'rss.xml'), 'utf8')).toBe('second')
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *')
  })

  it('fails, naming the problem, when the path is taken by a folder', async () => {
    await mkdir(join(outDir, 'es/blog'), { recursive: true })
    await expect(writeSiteFile(outDir, '/es/blog', 'x')).rejects.toThrow(/EISDIR/)
  })
})
