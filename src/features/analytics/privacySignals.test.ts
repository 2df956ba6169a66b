import { describe, expect, it } from 'vitest'

import { memoryStorage } from '../../../tests/unit/storage'
import { ANALYTICS_OPT_OUT_KEY, isOptedOut, setOptedOut } from './optOut'
import { trackingRefused } from './privacySignals'

const throwing = () => {
  throw new Error('SecurityError: storage is disabled')
}

describe('trackingRefused', () => {
  it('honours Global Privacy Control, Do Not Track and the opt-out', () => {
    const no = () => false
    expect(trackingRefused({}, no)).toBe(false)
    expect(trackingRefused({ globalPrivacyControl: true }, no)).toBe(true)
    expect(trackingRefused({ doNotTrack: '1' }, no)).toBe(true)
    expect(trackingRefused({ doNotTrack: '0', globalPrivacyControl: false }, no)).toBe(false)
    expect(trackingRefused({}, () => true)).toBe(true)
  })
})

describe('the opt-out', () => {
  it('is kept under its key, and removed when the visitor changes their mind', () => {
    const storage = memoryStorage()
    expect(isOptedOut(() => storage)).toBe(false)
    expect(setOptedOut(true, () => storage)).toBe(true)
    expect(storage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('true')
    expect(isOptedOut(() => storage)).toBe(true)
    expect(setOptedOut(false, () => storage)).toBe(true)
    expect(storage.length).toBe(0)
  })

  it('says so when the browser will not keep it, and never throws', () => {
    expect(setOptedOut(true, () => null)).toBe(false)
    expect(setOptedOut(true, throwing)).toBe(false)
    expect(isOptedOut(throwing)).toBe(false)
  })
})
