/**
 * Gives the main thread back once between running the page's code and
 * hydrating it, as the other pages do while their own chunk arrives
 * (pages/(mdx)/+onBeforeRender.client.ts): two shorter tasks instead of one
 * long one, which a phone feels as less blocking.
 */
export async function onBeforeRender() {
  await new Promise((resolve) => setTimeout(resolve, 0))
}
