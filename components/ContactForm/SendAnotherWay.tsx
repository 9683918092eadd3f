import type { FormText } from '#content/form'
import { phone, reach } from '#content/reach'
import classes from './ContactForm.module.css'

/**
 * Shown when a message could not be sent: by the form when the send fails, and by the shared
 * script (components/HtmlFirst) when the form's code never came. What was typed stays in the
 * form; the visitor can press Send again, email the message (the link opens their email app with
 * it written: data-mail-message, filled in by components/HtmlFirst when tapped, so it works
 * without the form's code), copy it, or call.
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
