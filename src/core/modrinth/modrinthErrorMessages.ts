import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/** Modrinth failures people read on the command line and in VS Code (modrinthClient.ts `ModrinthError.text`). */
export const ModrinthErrorM = defineMessages('modrinthError', {
  hashMismatch: msg({
    example: { file: 'sodium-0.5.8.jar', host: 'cdn.modrinth.com' },
    en: (p) =>
      `${p.file} from ${p.host} does not match the size and hashes Modrinth lists for it, so it was refused and nothing was written. ` +
      'The download may have been tampered with or cut short; try again later and tell the user if it repeats.',
    zh: (p) =>
      `来自 ${p.host} 的 ${p.file} 与 Modrinth 列出的大小和哈希不符，因此已拒绝，没有写入任何内容。下载可能被篡改或被截断；请稍后重试，如果反复出现请告知用户。`,
  }),
  downloadFailed: msg({
    example: { detail: 'sodium-0.5.8.jar could not be downloaded (https://cdn.modrinth.com/a.jar: HTTP 503).' },
    en: (p) => `${p.detail} Check the network connection and try again.`,
    zh: (p) => `${p.detail}请检查网络连接后重试。`,
  }),
  unreachable: msg({
    example: { detail: 'api.modrinth.com: getaddrinfo ENOTFOUND api.modrinth.com' },
    en: (p) =>
      `Modrinth cannot be reached right now. Check the network connection or proxy, then try again; network access can be turned off in Nova's settings. Details: ${p.detail}.`,
    zh: (p) =>
      `目前无法连接 Modrinth。请检查网络连接或代理后重试；也可以在 Nova 的设置中关闭网络访问。详细信息：${p.detail}。`,
  }),
  timeout: msg({
    example: { host: 'api.modrinth.com', seconds: 30 },
    en: (p) =>
      `${p.host} did not answer within ${enCount(p.seconds, 'second')}. Check the network connection, or try again later.`,
    zh: (p) => `${p.host} 在 ${p.seconds} 秒内没有响应。请检查网络连接，或稍后重试。`,
  }),
});
