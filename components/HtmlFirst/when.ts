/** Whether the visitor's browser asks to save data (Save-Data) or reports a 2G connection. */
export const savingData = () => {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection
  return !!connection?.saveData || !!connection?.effectiveType?.endsWith('2g')
}

/** Runs `task` once the page has loaded and the browser is idle. */
export function whenIdle(task: () => void) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50))
  if (document.readyState === 'complete') idle(task)
  else addEventListener('load', () => idle(task), { once: true })
}
