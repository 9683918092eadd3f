// Server only: what the contact form's island shows in the page's language. It travels to the
// browser in the island's settings (components/Island, data-props), so the form's code carries
// no language's words: a visitor downloads the texts of their page only.
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
