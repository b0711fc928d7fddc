import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why packwiz's jar cache could not provide a jar (packwizJarCache.ts), and why a metafile's hash cannot be one
 * (packwizHash.ts), by id. URLs, paths, formats and sizes are facts; `detail` and `reason` are the download module's
 * or the system's own text, quoted as given (a `reason` may itself be a message).
 */
export const JarCacheMessages = defineMessages('jarCache', {
  noHash: msg({
    example: {},
    en: () => 'the metafile has no usable hash',
    zh: () => '元文件没有可用的哈希',
  }),
  hashShape: msg({
    example: { length: '12', format: 'sha1', digits: 40 },
    en: (p) =>
      `[download] hash (${p.length} characters) is not a ${p.format} hash (${p.digits === 0 ? 'a decimal number' : `${p.digits} hexadecimal digits`})`,
    zh: (p) =>
      `[download] hash（${p.length} 个字符）不是 ${p.format} 哈希（${p.digits === 0 ? '应为十进制数' : `应为 ${p.digits} 位十六进制数字`}）`,
  }),
  curseforgeApi: msg({
    example: {},
    en: () => 'it is downloaded through the CurseForge API, which Nova does not call',
    zh: () => '它通过 CurseForge API 下载，而 Nova 不调用该 API',
  }),
  entryNotFile: msg({
    example: { path: '/home/me/.cache/nova/jars/sha1/abc' },
    en: (p) => `the cache entry ${p.path} is not a regular file; remove it`,
    zh: (p) => `缓存条目 ${p.path} 不是普通文件；请删除它`,
  }),
  folderFailed: msg({
    example: { detail: 'EACCES: permission denied' },
    en: (p) => `the cache folder cannot be made (${p.detail})`,
    zh: (p) => `无法创建缓存文件夹（${p.detail}）`,
  }),
  hashMismatch: msg({
    example: { url: 'https://cdn.modrinth.com/a.jar', format: 'sha1' },
    en: (p) => `the file at ${p.url} does not match the metafile's ${p.format} hash`,
    zh: (p) => `${p.url} 处的文件与元文件的 ${p.format} 哈希不符`,
  }),
  answered: msg({
    example: { url: 'https://cdn.modrinth.com/a.jar', reason: 'HTTP 404' },
    en: (p) => `${p.url} answered ${p.reason}`,
    zh: (p) => `${p.url} 返回了 ${p.reason}`,
  }),
  tooLarge: msg({
    example: { url: 'https://cdn.modrinth.com/a.jar', max: 536870912 },
    en: (p) => `${p.url} is larger than ${p.max} bytes`,
    zh: (p) => `${p.url} 大于 ${p.max} 字节`,
  }),
  downloadFailed: msg({
    example: { url: 'https://cdn.modrinth.com/a.jar', reason: 'fetch failed' },
    en: (p) => `${p.url} could not be downloaded (${p.reason})`,
    zh: (p) => `${p.url} 无法下载（${p.reason}）`,
  }),
});
