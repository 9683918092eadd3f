import { describe, expect, it } from 'vitest'
import { placeOf } from './entries'

describe('placeOf', () => {
  it('adds the workplace to a place that does not say it', () => {
    expect(placeOf('Coimbatore', 'On site', 'on-site')).toBe('Coimbatore (On site)')
    expect(placeOf('Chennai', 'Hybrid', 'hybrid')).toBe('Chennai (Hybrid)')
  })

  it('says the workplace once when the place already says it', () => {
    expect(placeOf('Remote (India)', 'Remote', 'remote')).toBe('Remote (India)')
    expect(placeOf('Coimbatore, on site', 'On site', 'on-site')).toBe('Coimbatore, on site')
    expect(placeOf('வீட்டிலிருந்து, இந்தியா', 'வீட்டிலிருந்து', 'remote')).toBe('வீட்டிலிருந்து, இந்தியா')
  })
})
