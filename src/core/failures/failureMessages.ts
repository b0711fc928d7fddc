import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What a failure means for the person, advice first (failureAdvice.ts): what happened in plain words, then what to do.
 * The system's own text ("getaddrinfo ENOTFOUND", "fetch failed", "EACCES") is never here: it stays in the detail,
 * which surfaces show behind a "Details" action or write to the log.
 */
export const FailureM = defineMessages('failure', {
  offline: msg({
    example: { host: 'api.modrinth.com' },
    en: (p) =>
      `Nova cannot find ${p.host === '' ? 'the server' : p.host}. Check the internet connection and the address, then retry.`,
    zh: (p) => `Nova 找不到${p.host === '' ? '服务器' : ` ${p.host} `}。请检查网络连接和地址，然后重试。`,
  }),
  refused: msg({
    example: { host: 'localhost:11434' },
    en: (p) =>
      `Nothing answers at ${p.host === '' ? 'that address' : p.host}. Start the server, or check the address in the settings.`,
    zh: (p) => `${p.host === '' ? '该地址' : ` ${p.host} `}没有响应。请启动服务器，或在设置中检查地址。`,
  }),
  timeout: msg({
    example: {},
    en: () => 'The server took too long to answer. Retry in a moment.',
    zh: () => '服务器响应超时。请稍后重试。',
  }),
  connection: msg({
    example: {},
    en: () => 'The connection to the server failed. Check the internet connection or proxy, then retry.',
    zh: () => '与服务器的连接失败。请检查网络连接或代理，然后重试。',
  }),
  certificate: msg({
    example: {},
    en: () =>
      "The server's certificate was not accepted. Check the address, or your proxy's certificate, in the settings.",
    zh: () => '服务器的证书未被接受。请在设置中检查地址或代理的证书。',
  }),
  denied: msg({
    example: {},
    en: () => 'The server refused the request: the key or token is missing or wrong. Set it again, then retry.',
    zh: () => '服务器拒绝了请求：密钥或令牌缺失或有误。请重新设置后重试。',
  }),
  notFound: msg({
    example: {},
    en: () => 'The server does not have what Nova asked for. Check the address in the settings.',
    zh: () => '服务器上没有 Nova 请求的内容。请在设置中检查地址。',
  }),
  busy: msg({
    example: {},
    en: () => 'The server is busy (too many requests). Wait a minute, then retry.',
    zh: () => '服务器繁忙（请求过多）。请等待一分钟后重试。',
  }),
  serverError: msg({
    example: {},
    en: () => 'The server had a problem on its side. Retry later.',
    zh: () => '服务器自身出现问题。请稍后重试。',
  }),
  fileMissing: msg({
    example: {},
    en: () => 'A file or folder Nova needs is not there (moved or deleted?). Check the instance, then retry.',
    zh: () => 'Nova 需要的文件或文件夹不存在（已移动或删除？）。请检查实例后重试。',
  }),
  fileDenied: msg({
    example: {},
    en: () => "Nova is not allowed to read or write a file there. Check the folder's permissions, then retry.",
    zh: () => 'Nova 无权读写该位置的文件。请检查文件夹权限后重试。',
  }),
  fileBusy: msg({
    example: {},
    en: () => 'A file is in use by another program. Close the game or the launcher, then retry.',
    zh: () => '有文件正被其他程序使用。请关闭游戏或启动器后重试。',
  }),
  diskFull: msg({
    example: {},
    en: () => 'The disk is full. Free some space, then retry.',
    zh: () => '磁盘已满。请释放一些空间后重试。',
  }),
  unknown: msg({
    example: {},
    en: () => 'Something went wrong. Retry, or open Details to see what the system reported.',
    zh: () => '出现了问题。请重试，或打开“详细信息”查看系统报告的内容。',
  }),
});
