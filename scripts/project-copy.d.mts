export function copyProject(dir: string, root?: string): string
