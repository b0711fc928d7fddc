import { defineMessages, msg } from '../locale/messageCatalog';

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
});
