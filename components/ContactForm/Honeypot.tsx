import { HONEYPOT } from './deliver'
import classes from './ContactForm.module.css'

/**
 * A field only bots fill: off screen, `inert` (never focused, not in the
 * accessibility tree) and aria-hidden for older browsers. A submission with it
 * filled is not delivered (ContactForm). Its label is not content a visitor
 * ever meets, so it is not in content/form.yaml.
 */
export function Honeypot() {
  return (
    <div className={classes.honeypot} inert aria-hidden="true">
      <label>
        Website
        <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
