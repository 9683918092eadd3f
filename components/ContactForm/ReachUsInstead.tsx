import { phone, reach } from '#content/reach'
import classes from './ContactForm.module.css'

/** A sentence shown where the form cannot be used, followed by the phone number and email. */
export function ReachUsInstead({ text }: { text: string }) {
  return (
    <p className={classes.instead}>
      {text} <a href={phone.href}>{phone.text}</a> ·{' '}
      <a href={`mailto:${reach.email}`}>{reach.email}</a>
    </p>
  )
}
