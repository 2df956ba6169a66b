import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { builtFileFor, notFoundFileFor } from './localeNotFoundPages'

const outDir = mkdtempSync(join(tmpdir(), 'site-'))
mkdirSync(join(outDir, 'es'), { recursive: true })
writeFileSync(join(outDir, 'index.html'), 'home')
writeFileSync(join(outDir, 'es.html'), 'inicio')
writeFileSync(join(outDir, 'es/servicios.html'), 'servicios')
writeFileSync(join(outDir, 'es/404.html'), 'no encontrada')
mkdirSync(join(outDir, 'es/blog'), { recursive: true })
writeFileSync(join(outDir, 'es/blog/404.html'), 'artículo no encontrado')
writeFileSync(join(outDir, 'robots.txt'), 'robots')

describe('builtFileFor', () => {
  it('finds files, the home page and .html pages as a static host would', () => {
    expect(builtFileFor(outDir, '/')).toBe(join(outDir, 'index.html'))
    expect(builtFileFor(outDir, '/es')).toBe(join(outDir, 'es.html'))
    expect(builtFileFor(outDir, '/es/servicios')).toBe(join(outDir, 'es/servicios.html'))
    expect(builtFileFor(outDir, '/es/404')).toBe(join(outDir, 'es/404.html'))
    expect(builtFileFor(outDir, '/robots.txt')).toBe(join(outDir, 'robots.txt'))
  })

  it('finds nothing for unknown paths or paths leaving the site folder', () => {
    expect(builtFileFor(outDir, '/es/nada')).toBeNull()
    expect(builtFileFor(outDir, '/../../etc/passwd')).toBeNull()
  })
})

describe('notFoundFileFor', () => {
  it('picks the not-found page of the URL language', () => {
    expect(notFoundFileFor(outDir, '/nothing')).toBe(join(outDir, '404.html'))
    expect(notFoundFileFor(outDir, '/es/nada')).toBe(join(outDir, 'es/404.html'))
    expect(notFoundFileFor(outDir, '/pt')).toBe(join(outDir, 'pt/404.html'))
  })

  it('prefers the not-found page of the URL’s section when there is one', () => {
    expect(notFoundFileFor(outDir, '/es/blog/nada')).toBe(join(outDir, 'es/blog/404.html'))
    expect(notFoundFileFor(outDir, '/es/blog/a/b')).toBe(join(outDir, 'es/blog/404.html'))
    expect(notFoundFileFor(outDir, '/es/blog/404')).toBe(join(outDir, 'es/blog/404.html'))
    expect(notFoundFileFor(outDir, '/blog/nothing')).toBe(join(outDir, '404.html'))
    expect(notFoundFileFor(outDir, '/es/servicios/blog/x')).toBe(join(outDir, 'es/404.html'))
  })
})
