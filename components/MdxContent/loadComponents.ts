import type { ComponentType } from 'react'
import { componentLoaders } from '../mdx/load'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
type AnyComponent = ComponentType<any>

const loaded = new Map<string, AnyComponent>()
const loading = new Map<string, Promise<AnyComponent>>()
const arrivals = new Map<
  string,
  { promise: Promise<AnyComponent>; arrived: (c: AnyComponent) => void }
>()

/** The component, once its code is here. */
export const loadedComponent = (name: string) => loaded.get(name)

/** Settles when the component's code has been loaded, by whoever loads it; starts nothing. */
export function whenLoaded(name: string): Promise<AnyComponent> {
  const component = loaded.get(name)
  if (component) return Promise.resolve(component)
  let arrival = arrivals.get(name)
  if (!arrival) {
    let arrived = (_: AnyComponent) => {}
    const promise = new Promise<AnyComponent>((resolve) => (arrived = resolve))
    arrival = { promise, arrived }
    arrivals.set(name, arrival)
  }
  return arrival.promise
}

/** Loads a writer component's code (once; a failed load may be tried again). */
export function loadComponent(name: string): Promise<AnyComponent> {
  let promise = loading.get(name)
  if (!promise) {
    const load = componentLoaders[name as keyof typeof componentLoaders]
    if (!load) return Promise.reject(new Error(`<${name}> is not in components/mdx/load.ts`))
    promise = load().then((component) => {
      loaded.set(name, component)
      arrivals.get(name)?.arrived(component)
      return component
    })
    promise.catch(() => loading.delete(name))
    loading.set(name, promise)
  }
  return promise
}

/** Loads the code of every component a page uses. */
export const loadComponents = (names: readonly string[]) => Promise.all(names.map(loadComponent))
