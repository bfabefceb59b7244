import type { APIRequestContext } from '@playwright/test'
import type { SiteRoute } from '../../src/lib/routes'
import { expect } from './fixtures'

/** Fills a dynamic sample path ({blog}, {purpose}, …) from the demo content through Payload's public REST API. */
export async function resolveSample(route: SiteRoute, request: APIRequestContext): Promise<string> {
  if (!route.sample) return route.path
  const first = async (query: string) => {
    const res = await request.get(`/api/${query}`)
    expect(res.ok(), query).toBe(true)
    const body = (await res.json()) as { docs: { id: number; slug?: string }[] }
    expect(body.docs.length, query).toBeGreaterThan(0)
    return body.docs[0]!
  }
  const sample = route.sample
  if (sample.includes('{blog}'))
    return sample.replace(
      '{blog}',
      (await first('articles?where[kind][equals]=blog&limit=1&depth=0')).slug!,
    )
  if (sample.includes('{purpose}'))
    return sample.replace(
      '{purpose}',
      String((await first('purposes?where[kinds][contains]=donation&limit=1&depth=0')).id),
    )
  if (sample.includes('{activityId}'))
    return sample.replace('{activityId}', String((await first('activities?limit=1&depth=0')).id))
  if (sample.includes('{activity}'))
    return sample.replace('{activity}', (await first('activities?limit=1&depth=0')).slug!)
  return sample
}
