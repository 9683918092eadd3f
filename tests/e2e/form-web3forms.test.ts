// The contact form's delivery through Web3Forms (tests/e2e/form-delivery.ts: the checks and the stand-in).
import { ACCESS_KEY, providerTests } from './form-delivery'

providerTests('web3forms', (origin) => ({
  SITE_FORM_PROVIDER: 'web3forms',
  SITE_FORM_ACCESS_KEY: ACCESS_KEY,
  SITE_FORM_ENDPOINT: `${origin}/submit`,
}))
