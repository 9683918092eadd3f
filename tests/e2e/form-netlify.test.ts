// The contact form's delivery through Netlify's forms (tests/e2e/form-delivery.ts: the checks and the stand-in).
import { providerTests } from './form-delivery'

providerTests('netlify', () => ({ SITE_FORM_PROVIDER: 'netlify' }), true)
