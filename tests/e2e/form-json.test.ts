// The contact form's delivery through a Formspree-style JSON endpoint (tests/e2e/form-delivery.ts: the checks and the stand-in).
import { providerTests } from './form-delivery'

providerTests('json', (origin) => ({ SITE_FORM_ENDPOINT: `${origin}/f/xyzabcde` }))
