export interface Allow {
  connect?: string[]
  formAction?: string[]
  script?: string[]
}
export const SCRIPT_HASHES: string[]
export const IMMUTABLE_FOLDERS: string[]
export function contentSecurityPolicy(allow?: Allow): string
export function securityHeaders(allow?: Allow): [string, string][]
export function headersFile(allow?: Allow): string
export function nginxConf(allow?: Allow): string
