/** Browser (pages/+client.ts): the copyright line shows this year, also in a year after the build. */
export function showCurrentYear() {
  for (const element of document.querySelectorAll('[data-current-year]'))
    element.textContent = String(new Date().getFullYear())
}
