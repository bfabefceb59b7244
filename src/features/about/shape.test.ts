import { describe, expect, it } from 'vitest'
import { ABOUT_COUNTERS, toAboutData } from './shape'

describe('about-us data', () => {
  it('uses the snake_case names of spec 000', () => {
    expect(
      toAboutData({
        title: 'About',
        missionTitle: 'Our Mission',
        missionDescription: 'M',
        messageTitle: 'Our Message',
        messageDescription: 'G',
      }),
    ).toEqual({
      title: 'About',
      mission_title: 'Our Mission',
      mission_description: 'M',
      message_title: 'Our Message',
      message_description: 'G',
    })
  })
  it('has the sample counters 673, 49, 2461, 99 and 7', () => {
    expect(ABOUT_COUNTERS.map((c) => c.value)).toEqual([673, 49, 2461, 99, 7])
  })
})
