/** How long the form shows 'Sending...' (spec §4, §9: 1.5 s). */
export const SEND_DELAY_MS = 1500

export interface ContactMessage {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Delivers a message from the contact form.
 * With no endpoint (the default, spec §3 and §7) nothing is sent or stored:
 * it only waits. With an endpoint from content/site.yaml it POSTs JSON there
 * and rejects on any failure, so the form can keep what the visitor typed.
 */
export async function deliver(message: ContactMessage, endpoint: string): Promise<void> {
  if (!endpoint) {
    await wait(SEND_DELAY_MS)
    return
  }
  const [response] = await Promise.all([
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    }),
    wait(SEND_DELAY_MS),
  ])
  if (!response.ok) throw new Error(`The form endpoint answered ${response.status}`)
}
