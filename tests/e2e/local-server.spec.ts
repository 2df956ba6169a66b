import { existsSync, readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { TEST_PORT } from './ports'

// In /proc, `0100007F` is 127.0.0.1; `00000000` and its IPv6 twin are every interface.
function listeningAddresses(port: number): string[] {
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local = '', , state]) =>
        state === '0A' && parseInt(local.split(':')[1] ?? '', 16) === port,
    )
    .map(([, local = '']) => local.split(':')[0] ?? '')
}

test('npm start takes enquiries on this machine only: it listens on 127.0.0.1', () => {
  test.skip(!existsSync('/proc/net/tcp'), 'reads the listening sockets from Linux’s /proc')
  expect(listeningAddresses(TEST_PORT)).toEqual(['0100007F'])
})
