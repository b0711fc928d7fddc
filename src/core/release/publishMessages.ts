import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/**
 * What publishing a pack to Modrinth (modrinthPublish.ts, publishPack.ts) tells people, in English and Simplified
 * Chinese. Every outcome says what was and was not published and whether running it again is safe.
 */
export const PublishMessages = defineMessages('publish', {
  published: msg({
    example: {
      version: '1.2.0',
      url: 'https://modrinth.com/modpack/pack/version/AbCd1234',
      files: 'pack-1.2.0.mrpack',
    },
    en: (p) => `Published ${p.version} on Modrinth with ${p.files}: ${p.url}`,
    zh: (p) => `已在 Modrinth 发布 ${p.version}，包含 ${p.files}：${p.url}`,
  }),
  publishedConfirmed: msg({
    example: {
      version: '1.2.0',
      url: 'https://modrinth.com/modpack/pack/version/AbCd1234',
      files: 'pack-1.2.0.mrpack',
    },
    en: (p) =>
      `Published ${p.version} on Modrinth with ${p.files}: ${p.url} (the answer was lost, so Nova confirmed it in the project's version list; do not publish it again).`,
    zh: (p) =>
      `已在 Modrinth 发布 ${p.version}，包含 ${p.files}：${p.url}（服务器的回复丢失，Nova 已在项目的版本列表中确认；请勿再次发布）。`,
  }),
  partial: msg({
    example: { version: '1.2.0', url: 'https://modrinth.com/modpack/pack/version/AbCd1234', missing: 'server.zip' },
    en: (p) =>
      `Add ${p.missing} on the version page (${p.url}): version ${p.version} was published, but Modrinth does not list that file. Do not publish ${p.version} again: Nova would refuse it as existing.`,
    zh: (p) =>
      `请在版本页面（${p.url}）上添加 ${p.missing}：版本 ${p.version} 已发布，但 Modrinth 没有列出该文件。请勿再次发布 ${p.version}：Nova 会因其已存在而拒绝。`,
  }),
  exists: msg({
    example: { version: '1.2.0', url: 'https://modrinth.com/modpack/pack/version/AbCd1234' },
    en: (p) =>
      `Choose a new --version-number: ${p.version} already exists on the project (${p.url}). Nothing was uploaded.`,
    zh: (p) => `请换一个新的 --version-number：项目中已有 ${p.version}（${p.url}）。没有上传任何内容。`,
  }),
  unauthorized: msg({
    example: { detail: 'Authentication Error' },
    en: (p) =>
      `Check the Modrinth token (a personal access token with the VERSION_CREATE scope, set in MODRINTH_TOKEN): Modrinth refused it (HTTP 401: ${p.detail}). Nothing was published.`,
    zh: (p) =>
      `请检查 Modrinth 令牌（具有 VERSION_CREATE 权限的个人访问令牌，放在 MODRINTH_TOKEN 中）：Modrinth 拒绝了它（HTTP 401：${p.detail}）。没有发布任何内容。`,
  }),
  projectNotFound: msg({
    example: { project: 'my-pack' },
    en: (p) =>
      `Check the project id or slug '${p.project}' (and that the token may see it): Modrinth does not know it. Nothing was published.`,
    zh: (p) => `请检查项目 ID 或 slug“${p.project}”（以及令牌能否访问它）：Modrinth 找不到该项目。没有发布任何内容。`,
  }),
  refused: msg({
    example: { status: 400, detail: 'Invalid version number' },
    en: (p) =>
      `Fix what Modrinth names and publish again: it refused the version (HTTP ${p.status}: ${p.detail}). Nothing was published; the request is all or nothing.`,
    zh: (p) =>
      `请修正 Modrinth 指出的问题后重新发布：它拒绝了该版本（HTTP ${p.status}：${p.detail}）。没有发布任何内容；该请求要么全部成功，要么全部不生效。`,
  }),
  rateLimited: msg({
    example: { seconds: 120 },
    en: (p) =>
      `Publish again in ${enCount(p.seconds, 'second')}: Modrinth's request limit is used up (HTTP 429). Nothing was published; trying again is safe.`,
    zh: (p) =>
      `请在 ${p.seconds} 秒后重新发布：Modrinth 的请求额度已用完（HTTP 429）。没有发布任何内容；可以安全地重试。`,
  }),
  failed: msg({
    example: { detail: 'HTTP 503' },
    en: (p) =>
      `Publish again later: Modrinth could not be reached or kept failing (${p.detail}), and its version list shows the version was not created. Nothing was published; trying again is safe.`,
    zh: (p) =>
      `请稍后重新发布：无法连接 Modrinth 或其持续出错（${p.detail}），其版本列表显示该版本没有被创建。没有发布任何内容；可以安全地重试。`,
  }),
  failedBeforeUpload: msg({
    example: { detail: 'connection refused' },
    en: (p) =>
      `Check the network connection and publish again: Modrinth could not be reached (${p.detail}). Nothing was uploaded; trying again is safe.`,
    zh: (p) => `请检查网络连接后重新发布：无法连接 Modrinth（${p.detail}）。没有上传任何内容；可以安全地重试。`,
  }),
  unknown: msg({
    example: {
      version: '1.2.0',
      detail: 'the connection closed',
      versions: 'https://modrinth.com/modpack/pack/versions',
    },
    en: (p) =>
      `Look at ${p.versions} before publishing again: the upload of ${p.version} was sent but no answer came (${p.detail}) and the version list could not be read, so it may or may not exist. Running nova publish again checks the version number first and refuses rather than duplicates it once Modrinth lists it.`,
    zh: (p) =>
      `重新发布之前请先查看 ${p.versions}：${p.version} 的上传已发出但没有收到回复（${p.detail}），且无法读取版本列表，因此不确定该版本是否已存在。再次运行 nova publish 时会先检查版本号，只要 Modrinth 已列出该版本，就会拒绝而不是重复创建。`,
  }),
  gateBlocked: msg({
    example: { count: 2 },
    en: (p) =>
      `Fix the ${enCount(p.count, 'blocking problem')} of the redistribution gate above, or pass --force to publish anyway. Nothing was uploaded.`,
    zh: (p) => `请修正上面再分发检查中的 ${p.count} 个阻止性问题，或加上 --force 强制发布。没有上传任何内容。`,
  }),
  gateForced: msg({
    example: { count: 2 },
    en: (p) => `Publishing despite ${enCount(p.count, 'blocking problem')} of the redistribution gate (--force).`,
    zh: (p) => `尽管再分发检查有 ${p.count} 个阻止性问题，仍然发布（--force）。`,
  }),
  noToken: msg({
    example: {},
    en: () =>
      'Set MODRINTH_TOKEN to a Modrinth personal access token with the VERSION_CREATE scope (modrinth.com/settings/pats); Nova never reads it from files or settings.',
    zh: () =>
      '请把 MODRINTH_TOKEN 设为具有 VERSION_CREATE 权限的 Modrinth 个人访问令牌（modrinth.com/settings/pats）；Nova 不会从文件或设置中读取它。',
  }),
  badVersionNumber: msg({
    example: { value: 'a b' },
    en: (p) => `Pass --version-number as 1 to 32 URL-safe characters (letters, digits, . _ - + ~), not '${p.value}'.`,
    zh: (p) => `--version-number 必须是 1 到 32 个 URL 安全字符（字母、数字、. _ - + ~），而不是“${p.value}”。`,
  }),
  needsProject: msg({
    example: {},
    en: () => 'Pass the Modrinth project id or slug with --modrinth (for example --modrinth my-pack).',
    zh: () => '请用 --modrinth 指定 Modrinth 项目 ID 或 slug（例如 --modrinth my-pack）。',
  }),
  badVersionType: msg({
    example: { value: 'stable' },
    en: (p) => `Pass --version-type as release, beta or alpha, not '${p.value}'.`,
    zh: (p) => `--version-type 必须是 release、beta 或 alpha，而不是“${p.value}”。`,
  }),
  badName: msg({
    example: {},
    en: () => 'Pass --name as 1 to 64 characters.',
    zh: () => '--name 必须是 1 到 64 个字符。',
  }),
  changelogTooLong: msg({
    example: { file: 'CHANGES.md' },
    en: (p) => `Shorten ${p.file} to at most 65,536 characters (Modrinth's limit for a changelog).`,
    zh: (p) => `请把 ${p.file} 缩短到最多 65,536 个字符（Modrinth 对更新日志的上限）。`,
  }),
  changelogUnreadable: msg({
    example: { file: 'CHANGES.md', error: 'ENOENT' },
    en: (p) => `Pass a readable text file to --changelog: ${p.file} cannot be read (${p.error}).`,
    zh: (p) => `请给 --changelog 传入可读的文本文件：无法读取 ${p.file}（${p.error}）。`,
  }),
  stepExport: msg({ example: {}, en: () => 'Exporting the .mrpack…', zh: () => '正在导出 .mrpack…' }),
  stepServerPack: msg({ example: {}, en: () => 'Building the server pack…', zh: () => '正在生成服务端包…' }),
  stepCheck: msg({
    example: {},
    en: () => 'Checking the project and its versions on Modrinth…',
    zh: () => '正在检查 Modrinth 上的项目及其版本…',
  }),
  stepUpload: msg({
    example: { attempt: 1 },
    en: (p) => `Uploading the new version (attempt ${p.attempt})…`,
    zh: (p) => `正在上传新版本（第 ${p.attempt} 次尝试）…`,
  }),
  stepWait: msg({
    example: { seconds: 2 },
    en: (p) => `Waiting ${enCount(p.seconds, 'second')} before trying again…`,
    zh: (p) => `等待 ${p.seconds} 秒后重试…`,
  }),
});
