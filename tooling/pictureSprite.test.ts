import { existsSync } from 'node:fs'

import { expect, test } from 'vitest'

import { pictureFiles, pictureSymbol } from './pictureSprite'

test('a picture becomes one symbol named as asked, with its own viewBox and drawing', () => {
  expect(
    pictureSymbol(
      'ai-claude',
      'claude.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12"/></svg>',
    ),
  ).toBe(
    '<symbol id="ai-claude" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" /></symbol>',
  )
})

test('the ids inside a picture take its name, and what refers to them follows', () => {
  const symbol = pictureSymbol(
    'ai-gemini',
    'gemini.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><defs><linearGradient id="g"/></defs>' +
      '<path fill="url(#g)" d="M0 0"/><use href="#g"/><path fill="url(#gg)"/></svg>',
  )
  expect(symbol).toContain('<linearGradient id="ai-gemini-g" />')
  expect(symbol).toContain('<path fill="url(#ai-gemini-g)" d="M0 0" />')
  expect(symbol).toContain('<use href="#ai-gemini-g" />')
  // Another id that merely starts the same is not this one.
  expect(symbol).toContain('<path fill="url(#gg)" />')
})

test('a file that is no SVG with a viewBox fails the build, naming the file', () => {
  expect(() =>
    pictureSymbol('x', 'marks/x.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
  ).toThrow('marks/x.svg: not an SVG with a viewBox')
})

test('every AI platform, client and badge has its picture file', () => {
  const files = pictureFiles()
  expect(files.map(([id]) => id)).toEqual(
    expect.arrayContaining(['ai-chatgpt', 'ai-meta-ai', 'client-casa-verde', 'shopify-partner']),
  )
  for (const [id, file] of files) expect(existsSync(file), `${id}: ${file} is missing`).toBe(true)
})
