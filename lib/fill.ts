/**
 * A writer's text with its {names} filled in: "Page {page} of {pages}". `fill` gives a string;
 * `fillParts` gives the pieces, for a value that is not text (a link), in order.
 */
export function fillParts<T>(text: string, values: Record<string, T>): (string | T)[] {
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && name in values ? values[name]! : part
    })
}

export const fill = (text: string, values: Record<string, string | number>) =>
  fillParts(text, values).join('')
