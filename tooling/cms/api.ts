/**
 * Keystatic's API handler: the working tree in `npm run cms`; with GitHub storage, a serverless
 * function runs it in production (WRITING.md, "Publishing from the editor").
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { config, collection, fields, singleton } from '@keystatic/core'
import { block, wrapper } from '@keystatic/core/content-components'
import { describeSite } from './describe.ts'
import { keystaticConfig } from './keystatic-config.ts'

type Handler = ReturnType<typeof makeGenericAPIRouteHandler>

let handler: Handler | undefined

export function handleKeystatic(request: Parameters<Handler>[0]) {
  handler ??= makeGenericAPIRouteHandler({
    config: keystaticConfig(
      { config, collection, fields, singleton, block, wrapper },
      describeSite(),
    ),
    localBaseDirectory: process.cwd(),
  })
  return handler(request)
}
