import { HONEYPOT } from './deliver'
import a11y from '../../styles/a11y.module.css'

/**
 * A field only bots fill: off screen, `inert`, and aria-hidden for older browsers. No visitor
 * meets its label, so it is not in content/form.yaml.
 */
export function Honeypot() {
  return (
    <div className={a11y.visuallyHidden} inert aria-hidden="true">
      <label>
        Website
        <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
