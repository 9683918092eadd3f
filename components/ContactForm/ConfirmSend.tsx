import { Button } from '@mantine/core'
import type { FormText } from '#content/form'
import classes from './ContactForm.module.css'

/**
 * Asked when a message is sent sooner than a person types it (a browser's autofill, a pasted
 * message): its button sends it (deliver.ts, spamVerdict). A bot that only submits never presses
 * it; a person does, and nothing they wrote is dropped.
 */
export function ConfirmSend({ text, disabled }: { text: FormText; disabled: boolean }) {
  return (
    <div role="alert" className={classes.alert}>
      <div className={classes.instead}>
        <p>
          <strong>{text.confirmQuestion}</strong>
        </p>
        <Button type="submit" mt="sm" disabled={disabled} autoFocus data-confirm="">
          {text.confirmSend}
        </Button>
      </div>
    </div>
  )
}
