// Types of scripts/serve.mjs (plain JavaScript, run by node directly).
import type { IncomingMessage, ServerResponse } from 'node:http'

export function startServer(options?: {
  port?: number
  headers?: Record<string, string>
  outDir?: string
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean
}): Promise<{ url: string; close: () => void }>

export function readHeaderRules(file: string): { pattern: RegExp; headers: [string, string][] }[]

export function canonicalPath(pathname: string): string

export function pageFile(route: string): string
