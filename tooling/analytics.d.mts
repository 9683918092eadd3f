// Types of tooling/analytics.mjs.
export interface AnalyticsProvider {
  name: string
  about: string
  script: string
  connect: string
  attributes: (id: string) => Record<string, string>
}
export const ANALYTICS: Record<'plausible' | 'cloudflare', AnalyticsProvider>
export const ANALYTICS_PROVIDERS: string[]
export function analyticsOf(site: unknown): (AnalyticsProvider & { id: string }) | undefined
export function analyticsAllow(site: unknown): { script?: string[]; connect?: string[] }
