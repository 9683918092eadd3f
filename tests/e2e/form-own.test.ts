// The contact form's delivery through the company's own endpoint (tests/e2e/form-delivery.ts: the checks and the stand-in).
import { providerTests } from './form-delivery'

providerTests('own', (origin) => ({
  SITE_FORM_PROVIDER: 'own',
  SITE_FORM_ENDPOINT: `${origin}/api/contact`,
}))
