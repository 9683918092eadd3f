// Server only: the request form's words travel in the island's settings (as the contact form's do).
import { formIn, type FormText } from '#content/form'
import { noticeVersionIn } from '#content/notice'
import { privacyIn } from '#content/privacy'
import { REQUEST_KINDS } from '#content/schemas'

export interface RequestFormTexts {
  /** Its labels and confirmation (content/privacy.yaml, requests.form). */
  text: ReturnType<typeof privacyIn>['requests']['form']
  /** The contact form's words it shares: sending, confirming, failing, a field's problems. */
  shared: FormText
  /** Each kind of request: its key and name, in the notice's order. */
  kinds: { kind: string; label: string }[]
  /** The privacy notice's version in this language, sent with every request. */
  notice: string
}

export const requestFormTexts = (code: string): RequestFormTexts => {
  const { requests } = privacyIn(code)
  return {
    text: requests.form,
    shared: formIn(code),
    kinds: REQUEST_KINDS.map((kind) => ({ kind, label: requests.kinds[kind].label })),
    notice: noticeVersionIn(code),
  }
}
