import { abortableSleep } from '../abortableSleep';
import type { Message } from '../locale/messageCatalog';
import { oneLine } from '../text/textSafety';
import { multipartForm, type FormPart } from './multipartForm';
import { PublishMessages as M } from './publishMessages';
import { NoAnswerError, sendRequest, type HttpAnswer } from './publishTransport';

export type VersionType = 'release' | 'beta' | 'alpha';

/** One file to attach; the first of a publish is the primary file. */
export interface PublishFile {
  /** The multipart part's name (listed in `file_parts`). */
  part: string;
  role: 'mrpack' | 'server-pack';
  filename: string;
  path: string;
  size: number;
  contentType: string;
}

/** The new version, in the fields of `POST /v2/version`'s `data` part (docs/cli.md, `nova publish`). */
export interface PublishRequest {
  /** Project id or slug. */
  project: string;
  versionNumber: string;
  name: string;
  changelog: string;
  gameVersions: string[];
  loaders: string[];
  versionType: VersionType;
  featured: boolean;
  files: PublishFile[];
}

export interface PublishConnection {
  /** API base, `https://api.modrinth.com/v2` or NOVA_MODRINTH_URL. */
  baseUrl: string;
  /** Sent as `Authorization` and nowhere else; redacted from every text this module returns. */
  token: string;
  userAgent: string;
  /** Idle time limit per request; default 60 s. */
  timeoutMs?: number;
  /** Further attempts after a 429, a 5xx or a lost connection; default 3. */
  maxRetries?: number;
  /** Longest wait honoured from `retry-after` / `x-ratelimit-reset`; default 60 s. */
  maxWaitMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onStep?(step: Message): void;
}

/**
 * How a publish ended. `published`: the version exists with every file; `partial`: it exists without some file;
 * `exists`: the version number was already taken, nothing uploaded; `refused`: Modrinth said no (401, 404, 400…),
 * nothing published; `failed`: no success after the retries and the version list shows nothing was created;
 * `unknown`: the upload was sent, no answer came and the list could not be read.
 */
export type PublishStatus = 'published' | 'partial' | 'exists' | 'refused' | 'failed' | 'unknown';

export interface PublishOutcome {
  status: PublishStatus;
  project: { id: string; slug: string; type: string } | null;
  version: { id: string; url: string } | null;
  /** Each file asked for: published (true), not (false), or not known (null). */
  files: Array<{ filename: string; role: PublishFile['role']; published: boolean | null }>;
  /** Whether publishing the same version number again could create a second version. */
  duplicateRisk: boolean;
  /** True when the version was found in the version list after the answer to the upload was lost. */
  confirmedByList: boolean;
  httpStatus: number | null;
  /** Requests made (the uploads among them in `uploads`). */
  uploads: number;
  message: Message;
}

interface ModrinthVersionLite {
  id: string;
  version_number: string;
  files: Array<{ filename: string }>;
}

/**
 * Publishes `request` as a new version of a Modrinth project (`POST /v2/version`, multipart: the `data` JSON part
 * first, then one part per file, as labrinth requires). Before uploading it reads the project (for its id, slug and
 * the page address) and its versions: a taken version number is reported, never duplicated. 429s wait for
 * `retry-after` or `x-ratelimit-reset`; 5xx answers and lost connections are retried a bounded number of times, each
 * time after looking in the version list for the version (a lost answer may hide a success). Never throws for an HTTP
 * or network failure: the outcome says exactly what was and was not published.
 */
export async function publishToModrinth(
  connection: PublishConnection,
  request: PublishRequest,
  signal?: AbortSignal,
): Promise<PublishOutcome> {
  const api = new PublishApi(connection, signal);
  const none = (published: boolean | null) =>
    request.files.map((f) => ({ filename: f.filename, role: f.role, published }));
  const outcome = (
    status: PublishStatus,
    message: Message,
    extra: Partial<Omit<PublishOutcome, 'status' | 'message'>> = {},
  ): PublishOutcome => ({
    status,
    project: null,
    version: null,
    files: none(false),
    duplicateRisk: false,
    confirmedByList: false,
    httpStatus: null,
    uploads: api.uploads,
    message,
    ...extra,
  });

  connection.onStep?.(M.stepCheck({}));
  const projectAnswer = await api.read(`/project/${encodeURIComponent(request.project)}`);
  if (!('status' in projectAnswer)) return outcome('failed', M.failedBeforeUpload({ detail: projectAnswer.detail }));
  if (projectAnswer.status !== 200) return refusal(projectAnswer, request.project, outcome, api);
  const projectDoc = parseObject(projectAnswer.text);
  const projectId = stringField(projectDoc, 'id');
  if (projectId === null)
    return outcome('failed', M.failedBeforeUpload({ detail: 'the project answer has no id' }), {
      httpStatus: 200,
    });
  const slug = stringField(projectDoc, 'slug') ?? projectId;
  const type = /^[a-z]+$/.test(stringField(projectDoc, 'project_type') ?? '')
    ? (stringField(projectDoc, 'project_type') as string)
    : 'modpack';
  const project = { id: projectId, slug, type };
  const pageUrl = (versionId: string) => `${siteOrigin(connection.baseUrl)}/${type}/${slug}/version/${versionId}`;
  const versionsPage = `${siteOrigin(connection.baseUrl)}/${type}/${slug}/versions`;

  const findExisting = async (): Promise<ModrinthVersionLite | null | 'unreadable'> => {
    const answer = await api.read(`/project/${encodeURIComponent(projectId)}/version?include_changelog=false`);
    if (!('status' in answer) || answer.status !== 200) return 'unreadable';
    const list = parseArray(answer.text);
    if (list === null) return 'unreadable';
    for (const item of list) {
      const v = versionLite(item);
      if (v !== null && v.version_number === request.versionNumber) return v;
    }
    return null;
  };
  const filesOf = (v: ModrinthVersionLite) =>
    request.files.map((f) => ({
      filename: f.filename,
      role: f.role,
      published: v.files.length === 0 ? true : v.files.some((g) => g.filename === f.filename),
    }));
  const success = (v: ModrinthVersionLite, confirmedByList: boolean, httpStatus: number | null): PublishOutcome => {
    const files = filesOf(v);
    const missing = files.filter((f) => f.published !== true).map((f) => f.filename);
    const url = pageUrl(v.id);
    const names = files.map((f) => f.filename).join(', ');
    return outcome(
      missing.length === 0 ? 'published' : 'partial',
      missing.length > 0
        ? M.partial({ version: request.versionNumber, url, missing: missing.join(', ') })
        : confirmedByList
          ? M.publishedConfirmed({ version: request.versionNumber, url, files: names })
          : M.published({ version: request.versionNumber, url, files: names }),
      { project, version: { id: v.id, url }, files, confirmedByList, httpStatus },
    );
  };

  const before = await findExisting();
  if (before === 'unreadable')
    return outcome('failed', M.failedBeforeUpload({ detail: 'the version list could not be read' }), { project });
  if (before !== null) {
    const url = pageUrl(before.id);
    return outcome('exists', M.exists({ version: request.versionNumber, url }), {
      project,
      version: { id: before.id, url },
    });
  }

  const data = {
    name: request.name,
    version_number: request.versionNumber,
    changelog: request.changelog,
    dependencies: [],
    game_versions: request.gameVersions,
    version_type: request.versionType,
    loaders: request.loaders,
    featured: request.featured,
    status: 'listed',
    project_id: projectId,
    file_parts: request.files.map((f) => f.part),
    primary_file: request.files[0]?.part,
  };
  const parts: FormPart[] = [
    { name: 'data', kind: 'text', contentType: 'application/json', text: JSON.stringify(data) },
    ...request.files.map((f): FormPart => ({
      name: f.part,
      kind: 'file',
      contentType: f.contentType,
      filename: f.filename,
      path: f.path,
      size: f.size,
    })),
  ];
  const maxRetries = connection.maxRetries ?? 3;
  let lastDetail = '';
  let lastStatus: number | null = null;
  let sentOnce = false;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    connection.onStep?.(M.stepUpload({ attempt: attempt + 1 }));
    const answer = await api.call('POST', '/version', multipartForm(parts));
    if ('status' in answer) {
      lastStatus = answer.status;
      if (answer.status === 200 || answer.status === 201) {
        const v = versionLite(parseObject(answer.text));
        if (v !== null) return success(v, false, answer.status);
        // Created, but the answer is not a version object: the list says what exists.
        const listed = await findExisting();
        if (listed !== null && listed !== 'unreadable') return success(listed, true, answer.status);
        return outcome(
          'unknown',
          M.unknown({ version: request.versionNumber, detail: 'the answer was not a version', versions: versionsPage }),
          { project, files: none(null), duplicateRisk: true, httpStatus: answer.status },
        );
      }
      if (answer.status === 429) {
        const wait = retryWait(answer, attempt);
        if (attempt === maxRetries || wait > (connection.maxWaitMs ?? 60_000)) {
          return outcome('refused', M.rateLimited({ seconds: Math.max(1, Math.ceil(wait / 1000)) }), {
            project,
            httpStatus: 429,
          });
        }
        await api.wait(wait);
        continue;
      }
      if (answer.status < 500) return refusal(answer, request.project, outcome, api, project);
      lastDetail = `HTTP ${answer.status}${serverDetail(answer.text, connection.token)}`;
    } else {
      lastDetail = answer.detail;
      lastStatus = null;
      if (answer.cancelled) {
        return answer.sent
          ? outcome(
              'unknown',
              M.unknown({ version: request.versionNumber, detail: 'cancelled', versions: versionsPage }),
              { project, files: none(null), duplicateRisk: true },
            )
          : outcome('failed', M.failedBeforeUpload({ detail: 'cancelled' }), { project });
      }
      if (!answer.sent && !sentOnce && attempt === maxRetries)
        return outcome('failed', M.failedBeforeUpload({ detail: answer.detail }), { project });
    }
    sentOnce ||= !('status' in answer) ? answer.sent : true;
    // A 5xx or a lost answer: the version may exist all the same (a proxy's 502 after the server finished).
    const listed = await findExisting();
    if (listed !== null && listed !== 'unreadable') return success(listed, true, lastStatus);
    if (listed === 'unreadable') {
      return outcome(
        'unknown',
        M.unknown({ version: request.versionNumber, detail: lastDetail, versions: versionsPage }),
        {
          project,
          files: none(null),
          duplicateRisk: true,
          httpStatus: lastStatus,
        },
      );
    }
    if (attempt < maxRetries) await api.wait(Math.min(1000 * 2 ** attempt, 8000));
  }
  return outcome('failed', M.failed({ detail: lastDetail }), { project, httpStatus: lastStatus });
}

type CallResult = HttpAnswer | { detail: string; sent: boolean; cancelled: boolean };

/** The requests of one publish: `Authorization` on each, the token redacted from anything reported. */
class PublishApi {
  uploads = 0;
  constructor(
    private readonly connection: PublishConnection,
    private readonly signal: AbortSignal | undefined,
  ) {}

  get token(): string {
    return this.connection.token;
  }

  /** A GET, retried like the upload: after `retry-after` on a 429, with a back-off on a 5xx or a lost answer. */
  async read(path: string): Promise<CallResult> {
    const maxRetries = this.connection.maxRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.call('GET', path);
      const retriable = 'status' in answer ? answer.status === 429 || answer.status >= 500 : !answer.cancelled;
      if (!retriable || attempt >= maxRetries) return answer;
      const wait =
        'status' in answer && answer.status === 429 ? retryWait(answer, attempt) : Math.min(1000 * 2 ** attempt, 8000);
      if (wait > (this.connection.maxWaitMs ?? 60_000)) return answer;
      await this.wait(wait);
    }
  }

  async call(method: 'GET' | 'POST', path: string, form?: ReturnType<typeof multipartForm>): Promise<CallResult> {
    if (form !== undefined) this.uploads++;
    const base = this.connection.baseUrl.replace(/\/+$/, '');
    try {
      return await sendRequest(
        base + path,
        {
          method,
          headers: {
            accept: 'application/json',
            authorization: this.connection.token,
            'user-agent': this.connection.userAgent,
          },
          ...(form === undefined ? {} : { form }),
        },
        this.connection.timeoutMs ?? 60_000,
        this.signal,
      );
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
      return {
        detail: redact(error.message, this.connection.token),
        sent: error.sent,
        cancelled: error.kind === 'cancelled',
      };
    }
  }

  async wait(ms: number): Promise<void> {
    this.connection.onStep?.(M.stepWait({ seconds: Math.ceil(ms / 1000) }));
    try {
      await (this.connection.sleep ?? abortableSleep)(ms, this.signal);
    } catch {
      // Cancelled while waiting: the next request sees the aborted signal and reports it.
    }
  }
}

function refusal(
  answer: HttpAnswer,
  projectArg: string,
  outcome: (s: PublishStatus, m: Message, e?: Partial<PublishOutcome>) => PublishOutcome,
  api: PublishApi,
  project: PublishOutcome['project'] = null,
): PublishOutcome {
  const token = api.token;
  const detail = serverDetail(answer.text, token).replace(/^: /, '') || `HTTP ${answer.status}`;
  if (answer.status === 401 || answer.status === 403)
    return outcome('refused', M.unauthorized({ detail }), { project, httpStatus: answer.status });
  if (answer.status === 404 && project === null)
    return outcome('refused', M.projectNotFound({ project: oneLine(projectArg, 100) }), { httpStatus: 404 });
  if (answer.status === 429)
    return outcome('refused', M.rateLimited({ seconds: Math.ceil(retryWait(answer, 0) / 1000) }), {
      project,
      httpStatus: 429,
    });
  if (answer.status >= 500)
    return outcome('failed', M.failedBeforeUpload({ detail: `HTTP ${answer.status}` }), {
      project,
      httpStatus: answer.status,
    });
  return outcome('refused', M.refused({ status: answer.status, detail }), { project, httpStatus: answer.status });
}

/** `retry-after` (seconds or a date) when present, else labrinth's `x-ratelimit-reset` (seconds), else a back-off. */
export function retryWait(answer: Pick<HttpAnswer, 'header'>, attempt: number, now = Date.now()): number {
  const after = answer.header('retry-after');
  if (after !== null) {
    const seconds = Number(after);
    if (after.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = answer.header('x-ratelimit-reset');
  if (reset !== null && reset.trim() !== '' && Number.isFinite(Number(reset)) && Number(reset) >= 0)
    return Number(reset) * 1000;
  return Math.min(1000 * 2 ** attempt, 8000);
}

/**
 * The web site that goes with an API base: api.modrinth.com → modrinth.com, staging-api.modrinth.com →
 * staging.modrinth.com, any other server (NOVA_MODRINTH_URL) → its own origin.
 */
export function siteOrigin(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    if (url.hostname === 'api.modrinth.com') return 'https://modrinth.com';
    if (url.hostname === 'staging-api.modrinth.com') return 'https://staging.modrinth.com';
    return url.origin;
  } catch {
    return 'https://modrinth.com';
  }
}

/** `: description` from a labrinth error body (`{error, description}`), one line, token removed; '' when none. */
function serverDetail(text: string, token: string): string {
  const doc = parseObject(text);
  const d = stringField(doc, 'description') ?? stringField(doc, 'error') ?? '';
  return d.trim() === '' ? '' : `: ${oneLine(redact(d, token), 200)}`;
}

function redact(text: string, token: string): string {
  return token.length >= 4 ? text.split(token).join('[token]') : text;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function parseArray(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

function stringField(doc: Record<string, unknown> | null, key: string): string | null {
  const v = doc?.[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

function versionLite(value: unknown): ModrinthVersionLite | null {
  if (typeof value !== 'object' || value === null) return null;
  const doc = value as Record<string, unknown>;
  const id = stringField(doc, 'id');
  const number = stringField(doc, 'version_number');
  if (id === null || number === null) return null;
  const files = Array.isArray(doc['files'])
    ? doc['files'].flatMap((f) =>
        typeof f === 'object' && f !== null && typeof (f as { filename?: unknown }).filename === 'string'
          ? [{ filename: (f as { filename: string }).filename }]
          : [],
      )
    : [];
  return { id, version_number: number, files };
}
