import type { FormText } from '#content/form'
import { phone, reach } from '#content/reach'
import classes from './ContactForm.module.css'

/**
 * Shown when a message could not be sent (by the form, or by components/HtmlFirst when the form's
 * code never came): send again, email or copy what was typed (components/HtmlFirst), or call.
 */
export function SendAnotherWay({ shown, text }: { shown: boolean; text: FormText }) {
  return (
    <div role="alert" className={classes.alert}>
      <div className={classes.instead} hidden={!shown} data-another-way="">
        <p>
          <strong>{text.failureTitle}.</strong> {text.failureMessage}
        </p>
        <p className={classes.ways}>
          <a href={`mailto:${reach.email}`} data-mail-message={text.mailSubject}>
            {text.emailMessage}: {reach.email}
          </a>
          <button type="button" data-copy-message={text.copied}>
            {text.copyMessage}
          </button>
          <a href={phone.href}>{phone.text}</a>
        </p>
      </div>
    </div>
  )
}
