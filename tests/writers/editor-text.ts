/** The browser editor's text as the writers' browser tests use it (cms-editor, editor-live). */
import type { Page } from 'playwright-core'

/**
 * Selects `word` inside the editor's text, as a double-click would, and resolves once the
 * browser has told the editor (its selectionchange, which ProseMirror reads before this
 * listener, added later, runs): typing then replaces the word, not the text at the click.
 */
export const selectWord = (page: Page, word: string) =>
  page.evaluate(
    (text) =>
      new Promise<void>((resolve, reject) => {
        const root = document.querySelector('[contenteditable="true"]')!
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text)
          if (at === -1) continue
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + text.length)
          document.addEventListener('selectionchange', () => resolve(), { once: true })
          window.getSelection()!.removeAllRanges()
          window.getSelection()!.addRange(range)
          return
        }
        reject(new Error(`"${text}" is not on the page`))
      }),
    word,
  )
