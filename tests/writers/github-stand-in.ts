/**
 * A STAND-IN FOR GITHUB. github.com and api.github.com cannot be reached from these machines, so
 * this server answers what the live site's editor (Keystatic in the browser) and its API routes
 * (functions/editor.ts) ask of them, on top of a real bare git repository:
 *
 * - OAuth: /login/oauth/authorize signs the one writer in at once (as GitHub does for a user who
 *   approved the app before) and sends them back with a code; /login/oauth/access_token takes a
 *   code or a refresh token with the app's id and secret; DELETE /applications/:id/token.
 * - GraphQL (/graphql): every query and mutation is validated and executed against GitHub's
 *   published schema (@octokit/graphql-schema), so what GitHub would refuse fails here too.
 * - REST: git/trees (recursive) and git/blobs (raw), as Keystatic reads them.
 *
 * Writes are commits made with git's own plumbing in the bare repository; `main` is protected as
 * a company's would be (a commit straight to it is refused, as GitHub refuses it). Everything
 * else in the tests that use it is real.
 *
 * Faults (`standIn.faults`): a route can be made slow, answer 500 or drop the connection, as a
 * GitHub having a bad day does, until the test clears it. A fault strikes before the stand-in acts
 * on the request: a failed commit writes nothing, as GitHub's createCommitOnBranch is all or
 * nothing.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { schema as github } from '@octokit/graphql-schema'
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type IntrospectionQuery,
} from 'graphql'

const schema = buildClientSchema(github.json as unknown as IntrospectionQuery)

/**
 * The routes a fault can strike: the sign-in's token exchange (and refresh), the save's commit
 * (GraphQL createCommitOnBranch), and the REST reads of the repository's trees and blobs.
 */
export type FaultRoute = 'token' | 'commit' | 'tree' | 'blob'

/**
 * What a struck route does: answer `ms` later as usual ('slow'), answer 500 with GitHub's error
 * body ('500'), or close the connection without an answer ('drop').
 */
export type Fault = { kind: 'slow'; ms: number } | { kind: '500' } | { kind: 'drop' }

export interface StandIn {
  url: string
  /** The fault on each route, until deleted (`faults.delete('commit')`, `faults.clear()`). */
  faults: Map<FaultRoute, Fault>
  /** What the stand-in was asked, in order ("POST /graphql CreateCommit", …). */
  requests: string[]
  /** The writer's permission on the repository: WRITE, or READ for someone without write access. */
  permission: 'WRITE' | 'READ'
  close: () => void
}

interface Options {
  repo: string
  owner: string
  name: string
  clientId: string
  clientSecret: string
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startGitHub({
  repo,
  owner,
  name,
  clientId,
  clientSecret,
}: Options): Promise<StandIn> {
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}) =>
    execFileSync('git', ['-C', repo, ...args], {
      input,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
  const text = (args: string[]) => git(args).toString('utf8').trim()
  const codes = new Set<string>()
  const tokens = new Set<string>()
  const refreshTokens = new Set<string>()
  const issue = () => {
    const token = `ghu_${randomBytes(12).toString('hex')}`
    const refresh = `ghr_${randomBytes(12).toString('hex')}`
    tokens.add(token)
    refreshTokens.add(refresh)
    return {
      access_token: token,
      expires_in: 28_800,
      refresh_token: refresh,
      refresh_token_expires_in: 15_811_200,
      scope: '',
      token_type: 'bearer',
    }
  }

  const refNode = (branch: string) => {
    const oid = text(['rev-parse', `refs/heads/${branch}`])
    const tree = text(['rev-parse', `${oid}^{tree}`])
    return {
      __typename: 'Ref',
      id: `ref:${branch}`,
      name: branch,
      prefix: 'refs/heads/',
      target: {
        __typename: 'Commit',
        id: `commit:${oid}`,
        oid,
        tree: { id: `tree:${tree}`, oid: tree },
      },
      associatedPullRequests: { nodes: [], totalCount: 0 },
    }
  }
  const branches = () =>
    text(['for-each-ref', '--format=%(refname:short)', 'refs/heads/']).split('\n').filter(Boolean)
  const repository = () => ({
    __typename: 'Repository',
    id: 'repo:1',
    name,
    nameWithOwner: `${owner}/${name}`,
    isPrivate: true,
    owner: { __typename: 'Organization', id: 'owner:1', login: owner },
    viewerPermission: standIn.permission,
    defaultBranchRef: { __typename: 'Ref', id: 'ref:main', name: 'main' },
    refs: ({ refPrefix }: { refPrefix: string }) => ({
      nodes: refPrefix === 'refs/heads/' ? branches().map(refNode) : [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: branches().length,
    }),
    ref: ({ qualifiedName }: { qualifiedName: string }) => {
      const branch = qualifiedName.replace(/^refs\/heads\//, '')
      return branches().includes(branch) ? refNode(branch) : null
    },
    forks: () => ({ nodes: [], totalCount: 0, pageInfo: { hasNextPage: false } }),
  })
  const viewer = {
    __typename: 'User',
    id: 'user:1',
    login: 'asha-writer',
    name: 'Asha Writer',
    avatarUrl: 'https://avatars.githubusercontent.com/u/1',
    databaseId: 1,
  }
  const canWrite = () => standIn.permission === 'WRITE'
  const refuse = (message: string, type = 'FORBIDDEN') => {
    throw new GraphQLError(message, { extensions: { type }, originalError: { type } as never })
  }

  const root = {
    viewer,
    repository: (args: { owner: string; name: string }) =>
      args.owner === owner && args.name === name ? repository() : null,
    node: ({ id }: { id: string }) =>
      id.startsWith('ref:') && branches().includes(id.slice(4)) ? refNode(id.slice(4)) : null,
    createRef: ({ input }: { input: { name: string; oid: string; repositoryId: string } }) => {
      if (!canWrite()) refuse(`${viewer.login} does not have permission to create a branch.`)
      const branch = input.name.replace(/^refs\/heads\//, '')
      git(['update-ref', `refs/heads/${branch}`, input.oid, ''])
      return { ref: refNode(branch) }
    },
    deleteRef: ({ input }: { input: { refId: string } }) => {
      if (!canWrite()) refuse('Resource not accessible by integration')
      git(['update-ref', '-d', `refs/heads/${input.refId.slice(4)}`])
      return { clientMutationId: null }
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      if (!canWrite())
        refuse(`${viewer.login} does not have permission to push to ${owner}/${name}.`)
      const branch = input.branch.branchName
      if (branch === 'main')
        refuse(
          'Protected branch update failed for refs/heads/main: changes must be made through a pull request.',
          'UNPROCESSABLE',
        )
      const head = text(['rev-parse', `refs/heads/${branch}`])
      if (head !== input.expectedHeadOid)
        refuse(
          `Expected branch to point to "${input.expectedHeadOid}" but it did not.`,
          'STALE_DATA',
        )
      const index = path.join(os.tmpdir(), `stand-in-index-${randomBytes(6).toString('hex')}`)
      const withIndex = { GIT_INDEX_FILE: index }
      try {
        git(['read-tree', head], undefined, withIndex)
        for (const { path: file } of input.fileChanges?.deletions ?? [])
          git(['update-index', '--force-remove', file], undefined, withIndex)
        for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
          const blob = git(['hash-object', '-w', '--stdin'], Buffer.from(contents, 'base64'))
          git(
            ['update-index', '--add', '--cacheinfo', `100644,${blob.toString().trim()},${file}`],
            undefined,
            withIndex,
          )
        }
        const tree = git(['write-tree'], undefined, withIndex).toString().trim()
        const author = {
          GIT_AUTHOR_NAME: viewer.name,
          GIT_AUTHOR_EMAIL: `${viewer.login}@users.noreply.github.com`,
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com',
        }
        const message = [input.message.headline, input.message.body].filter(Boolean).join('\n\n')
        const commit = git(['commit-tree', tree, '-p', head, '-m', message], undefined, {
          ...withIndex,
          ...author,
        })
          .toString()
          .trim()
        git(['update-ref', `refs/heads/${branch}`, commit, head])
        return {
          commit: {
            __typename: 'Commit',
            id: `commit:${commit}`,
            oid: commit,
            tree: { id: `tree:${tree}`, oid: tree },
          },
          ref: refNode(branch),
        }
      } finally {
        rmSync(index, { force: true })
      }
    },
  }

  const graphql = async (req: IncomingMessage, res: ServerResponse) => {
    const { query, variables, operationName } = JSON.parse(await bodyOf(req))
    const document = parse(query)
    const errors = validate(schema, document)
    const operation =
      operationName ?? (document.definitions[0] as { name?: { value: string } }).name?.value
    standIn.requests.push(`POST /graphql ${operation}`)
    if (operation === 'CreateCommit' && (await struck('commit', res))) return
    if (errors.length)
      return json(res, 200, { errors: errors.map((e) => ({ message: e.message })) })
    const result = await execute({
      schema,
      document,
      rootValue: root,
      variableValues: variables,
      operationName,
      typeResolver: (value: { __typename?: string }) => value.__typename,
    })
    json(res, 200, {
      ...result,
      errors: result.errors?.map((e) => ({ message: e.message, type: e.extensions?.type })),
    })
  }

  /**
   * Applies the fault on `route`, if any: true when the request was answered (500) or dropped, so
   * the caller stops; after a slow one's wait, false, and the request goes on as usual.
   */
  const struck = async (route: FaultRoute, res: ServerResponse) => {
    const fault = standIn.faults.get(route)
    if (!fault) return false
    standIn.requests.push(`  (fault on ${route}: ${fault.kind})`)
    if (fault.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.ms))
      return false
    }
    if (fault.kind === 'drop') res.socket?.destroy()
    else json(res, 500, { message: 'Server Error' })
    return true
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const { pathname, searchParams } = url
      if (pathname === '/login/oauth/authorize') {
        standIn.requests.push(`GET ${pathname}`)
        if (searchParams.get('client_id') !== clientId)
          return json(res, 404, { error: 'Not found' })
        const code = randomBytes(10).toString('hex')
        codes.add(code)
        const back = new URL(searchParams.get('redirect_uri')!)
        back.searchParams.set('code', code)
        if (searchParams.get('state')) back.searchParams.set('state', searchParams.get('state')!)
        res.writeHead(302, { Location: back.href }).end()
        return
      }
      if (pathname === '/login/oauth/access_token' && req.method === 'POST') {
        standIn.requests.push(`POST ${pathname} ${searchParams.get('grant_type') ?? 'code'}`)
        if (await struck('token', res)) return
        if (
          searchParams.get('client_id') !== clientId ||
          searchParams.get('client_secret') !== clientSecret
        )
          return json(res, 200, { error: 'incorrect_client_credentials' })
        const code = searchParams.get('code')
        const refresh = searchParams.get('refresh_token')
        if (code && codes.delete(code)) return json(res, 200, issue())
        if (refresh && refreshTokens.delete(refresh)) return json(res, 200, issue())
        return json(res, 200, { error: 'bad_verification_code' })
      }
      if (pathname === `/applications/${clientId}/token` && req.method === 'DELETE') {
        standIn.requests.push(`DELETE ${pathname}`)
        tokens.delete(JSON.parse(await bodyOf(req)).access_token)
        return res.writeHead(204).end()
      }
      // The API: only with a token this stand-in gave out.
      const token = /^(?:Bearer|token) (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (!token || !tokens.has(token)) {
        standIn.requests.push(`${req.method} ${pathname} (no token)`)
        return json(res, 401, { message: 'Bad credentials' })
      }
      if (pathname === '/graphql' && req.method === 'POST') return graphql(req, res)
      const rest = new RegExp(`^/repos/${owner}/${name}/git/(trees|blobs)/([0-9a-f]{40})$`).exec(
        pathname,
      )
      if (rest) {
        standIn.requests.push(`GET ${pathname}`)
        const [, kind, sha] = rest
        if (await struck(kind === 'blobs' ? 'blob' : 'tree', res)) return
        if (kind === 'blobs') {
          res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
          return res.end(git(['cat-file', 'blob', sha!]))
        }
        const tree = text(['ls-tree', '-r', '-t', '-l', '--full-tree', sha!])
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [meta, file] = line.split('\t')
            const [mode, type, oid, size] = meta!.split(/\s+/)
            return {
              path: file,
              mode,
              type,
              sha: oid,
              ...(type === 'blob' ? { size: Number(size) } : {}),
            }
          })
        return json(res, 200, { sha, tree, truncated: false })
      }
      standIn.requests.push(`${req.method} ${pathname} (not in the stand-in)`)
      json(res, 404, { message: 'Not Found' })
    } catch (error) {
      json(res, 500, { message: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const standIn: StandIn = {
    url: `http://127.0.0.1:${port}`,
    faults: new Map(),
    requests: [],
    permission: 'WRITE',
    close: () => {
      server.close()
      server.closeAllConnections()
    },
  }
  return standIn
}

interface CommitInput {
  branch: { branchName: string; repositoryNameWithOwner?: string }
  expectedHeadOid: string
  message: { headline: string; body?: string }
  fileChanges?: {
    additions?: { path: string; contents: string }[]
    deletions?: { path: string }[]
  }
}

/** `dir`'s files (those git would track, built files left out) committed on `main` in `dir`. */
export function commitSite(dir: string) {
  const run = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Site',
        GIT_AUTHOR_EMAIL: 'site@example.com',
        GIT_COMMITTER_NAME: 'Site',
        GIT_COMMITTER_EMAIL: 'site@example.com',
      },
    })
  run('init', '--initial-branch=main')
  writeFileSync(path.join(dir, '.git/info/exclude'), 'node_modules\ndist\n')
  run('add', '-A')
  run('commit', '-qm', 'The site')
}

/** A real bare repository holding `dir`'s commit (commitSite) on `main`: the company's repository as GitHub would hold it. */
export function bareRepository(dir: string, bare: string) {
  execFileSync('git', ['init', '-q', '--bare', '--initial-branch=main', bare])
  execFileSync('git', ['push', '-q', bare, 'main'], { cwd: dir })
}
