// The privacy notice's version in each language: its last-changed date (content/privacy.yaml and
// its translations). Every message the contact form sends carries it with the language, so the
// company can show which notice a person read when they agreed (DPDP Act, section 6(10)). The
// form's island carries these dates, not the notice.
import { inLanguage } from './i18n'
import type { Content } from './schemas'
import data from './privacy.yaml?fields=lastChanged&languages'

const versionIn = inLanguage<Pick<Content<'privacy.yaml'>, 'lastChanged'>>(data)

/** The version of the notice in the language `code`: "2026-11-26". */
export const noticeVersionIn = (code: string) => versionIn(code).lastChanged
