import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/** Modrinth failures people read on the command line and in VS Code (modrinthClient.ts `ModrinthError.text`). */
export const ModrinthErrorM = defineMessages('modrinthError', {
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
