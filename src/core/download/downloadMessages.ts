import { defineMessages, msg, type Message } from '../locale/messageCatalog';

/**
 * Why a download URL is refused or only allowed with a warning (downloadHosts.ts), in English and Simplified Chinese.
 * The URL, its scheme and hosts are facts, rendered verbatim.
 */
export const DownloadMessages = defineMessages('download', {
  invalidUrl: msg({
    example: { url: 'htps:/broken' },
    en: (p) => `'${p.url}' is not a valid URL`,
    zh: (p) => `'${p.url}' 不是有效的 URL`,
  }),
  notHttps: msg({
    example: { scheme: 'http' },
    en: (p) => `${p.scheme} URLs are not allowed (HTTPS only)`,
    zh: (p) => `不允许 ${p.scheme} URL（仅限 HTTPS）`,
  }),
  credentials: msg({
    example: {},
    en: () => 'the URL carries a user name or password',
    zh: () => '该 URL 带有用户名或密码',
  }),
  hostNotAllowed: msg({
    example: { host: 'example.com', hosts: 'cdn.modrinth.com, github.com, raw.githubusercontent.com' },
    en: (p) => `${p.host} is not an allowed download host (${p.hosts})`,
    zh: (p) => `${p.host} 不是允许的下载主机（${p.hosts}）`,
  }),
  hostWarned: msg({
    example: { host: 'gitlab.com' },
    en: (p) => `${p.host} is allowed by the format but may be rejected by modrinth.com`,
    zh: (p) => `${p.host} 为格式所允许，但可能被 modrinth.com 拒绝`,
  }),
  // Why one download failed (streamDownload.ts): the status, sizes, seconds and URLs are facts; `detail` is the
  // network library's own text, quoted as given.
  httpStatus: msg({
    example: { status: 404 },
    en: (p) => `HTTP ${p.status}`,
    zh: (p) => `HTTP ${p.status} 错误`,
  }),
  failed: msg({
    example: { detail: 'fetch failed' },
    en: (p) => p.detail,
    zh: (p) => `出错：${p.detail}`,
  }),
  noCompleteAnswer: msg({
    example: { seconds: '600' },
    en: (p) => `no complete answer within ${p.seconds} s`,
    zh: (p) => `${p.seconds} 秒内没有完整的应答`,
  }),
  noData: msg({
    example: { seconds: '20' },
    en: (p) => `no data for ${p.seconds} s`,
    zh: (p) => `${p.seconds} 秒没有收到数据`,
  }),
  largerThan: msg({
    example: { max: 536870912 },
    en: (p) => `larger than ${p.max} bytes`,
    zh: (p) => `大于 ${p.max} 字节`,
  }),
  atUrl: msg({
    example: { url: 'https://cdn.modrinth.com/data/AAAA/a.jar', reason: 'HTTP 404' },
    en: (p) => `${p.url}: ${p.reason}`,
    zh: (p) => `${p.url} 出错：${p.reason}`,
  }),
  // Two reasons in a row (a download tried at several URLs lists why each failed).
  joined: msg({
    example: { first: 'https://a.example/a.jar: HTTP 404', second: 'https://b.example/a.jar: HTTP 500' },
    en: (p) => `${p.first}; ${p.second}`,
    zh: (p) => `${p.first}；另有 ${p.second}`,
  }),
  noUrl: msg({
    example: {},
    en: () => 'no URL',
    zh: () => '没有 URL',
  }),
  // A verified download (verifiedDownload.ts): the file fetched for a pack is not the one the pack declares.
  sizeMismatch: msg({
    example: { label: 'mods/a.jar', url: 'https://cdn.modrinth.com/a.jar', size: 10, expected: 12 },
    en: (p) => `${p.label} from ${p.url} is ${p.size} bytes, not the ${p.expected} bytes the pack declares`,
    zh: (p) => `来自 ${p.url} 的 ${p.label} 有 ${p.size} 字节，而不是整合包声明的 ${p.expected} 字节`,
  }),
  hashMismatch: msg({
    example: { label: 'mods/a.jar', url: 'https://cdn.modrinth.com/a.jar', hash: 'sha512' },
    en: (p) => `${p.label} from ${p.url} does not match the pack's ${p.hash}`,
    zh: (p) => `来自 ${p.url} 的 ${p.label} 与整合包的 ${p.hash} 不符`,
  }),
  largerThanDeclared: msg({
    example: { label: 'mods/a.jar', url: 'https://cdn.modrinth.com/a.jar', expected: 12 },
    en: (p) => `${p.label} from ${p.url} is larger than the ${p.expected} bytes the pack declares`,
    zh: (p) => `来自 ${p.url} 的 ${p.label} 大于整合包声明的 ${p.expected} 字节`,
  }),
  refused: msg({
    example: { mismatch: "mods/a.jar from https://cdn.modrinth.com/a.jar does not match the pack's sha512" },
    en: (p) =>
      `${p.mismatch}; the download was refused and the import stopped (nothing was kept). The file may have been tampered with.`,
    zh: (p) => `${p.mismatch}；已拒绝该下载，导入已停止（没有保留任何内容）。该文件可能被篡改过。`,
  }),
  couldNotDownload: msg({
    example: { label: 'mods/a.jar', problems: 'https://cdn.modrinth.com/a.jar: HTTP 404' },
    en: (p) => `${p.label} could not be downloaded (${p.problems}).`,
    zh: (p) => `${p.label} 无法下载（${p.problems}）。`,
  }),
});

/** Reasons one after another (`a; b`), or "no URL" when there are none. */
export function joinedReasons(reasons: readonly Message[]): Message {
  if (reasons.length === 0) return DownloadMessages.noUrl({});
  return reasons.slice(1).reduce((first, second) => DownloadMessages.joined({ first, second }), reasons[0]!);
}
