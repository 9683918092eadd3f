// Types of tooling/form-delivery.mjs (plain JavaScript, shared with scripts/postbuild.mjs).
export type Provider = 'none' | 'json' | 'web3forms' | 'netlify' | 'own'
export interface Delivery {
  formProvider: Provider
  formEndpoint: string
  formAccessKey: string
}
export const PROVIDERS: readonly Provider[]
export const WEB3FORMS_ENDPOINT: string
export const NETLIFY_FORM_NAME: string
export const FIELDS: readonly string[]
export const HONEYPOT: string
export class DeliveryError extends Error {
  constructor(message: string, line?: number)
  line: number | undefined
}
export function endpointProblem(value: string): string | undefined
export function resolveDelivery(
  site: unknown,
  env?: Record<string, string | undefined>,
  source?: string,
): Delivery
export function endpointOrigin(endpoint: string): string | undefined
export const PLAIN_POST: readonly Provider[]
export function netlifyForm(options?: { marketing?: boolean }): string
export function shipDelivery(
  outDir: string,
  options?: {
    env?: Record<string, string | undefined>
    log?: (line: string) => void
    /** More origins to allow (the statistics provider's: tooling/analytics.mjs). */
    extra?: { script?: string[]; connect?: string[] }
  },
): Delivery
