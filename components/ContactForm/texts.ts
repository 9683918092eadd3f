// Server only: the form's words travel in the island's settings, so its code carries no language's.
import { formIn, serviceOptionsIn, type FormText } from '#content/form'
import { noticeVersionIn } from '#content/notice'

export interface ContactFormTexts {
  /** Its labels and messages (content/form.yaml, or its translation). */
  text: FormText
  /** The service options: the six services, then the extras. */
  services: string[]
  /** The privacy notice's version in this language (its last-changed date), sent with every message. */
  notice: string
}

/** The contact form's texts in the language `code`. */
export const contactFormTexts = (code: string): ContactFormTexts => ({
  text: formIn(code),
  services: serviceOptionsIn(code),
  notice: noticeVersionIn(code),
})
