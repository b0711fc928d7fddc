import { defineMessages, enCount, msg, renderMessage, type Message } from '../locale/messageCatalog';

/**
 * The warnings of a modpack export or import, in English and Simplified Chinese. Paths, names, counts, URLs and the
 * reasons other modules give (an error's own text, a refused URL's reason) are facts, rendered verbatim. The English
 * texts are the `warnings` strings of the results and `--json` output, so they stay as they were.
 */
export const PackWarnings = defineMessages('packWarning', {
  unreadable: msg({
    example: { path: 'config/secret', error: 'EACCES: permission denied' },
    en: (p) => `${p.path}: cannot be read (${p.error}); it was left out.`,
    zh: (p) => `${p.path}：无法读取（${p.error}），已排除。`,
  }),
  notUtf8: msg({
    example: { path: 'config/caf\uFFFD.txt' },
    en: (p) =>
      `${p.path}: the file name is not valid UTF-8, so it cannot be stored in a modpack and was left out. Rename it.`,
    zh: (p) => `${p.path}：文件名不是有效的 UTF-8，无法存入整合包，已排除。请重命名。`,
  }),
  controlCharacter: msg({
    example: { path: '"config/a\\nb.txt"' },
    en: (p) =>
      `${p.path}: the file name contains a line break or control character, which modpack importers refuse; it was left out. Rename it.`,
    zh: (p) => `${p.path}：文件名含有换行符或控制字符，整合包导入程序会拒绝，已排除。请重命名。`,
  }),
  pathTooLong: msg({
    example: { path: 'config/very/long', max: '255' },
    en: (p) =>
      `${p.path}…: the path is longer than ${p.max} characters, which modpack importers refuse; it was left out.`,
    zh: (p) => `${p.path}…：路径超过 ${p.max} 个字符，整合包导入程序会拒绝，已排除。`,
  }),
  symlink: msg({
    example: { path: 'mods/link.jar' },
    en: (p) => `${p.path}: is a symbolic link; links are never followed, so it was left out.`,
    zh: (p) => `${p.path}：是符号链接；从不跟随链接，已排除。`,
  }),
  tooDeep: msg({
    example: { path: 'config/a/b/c', depth: 64 },
    en: (p) => `${p.path}…: folders nested more than ${p.depth} deep were left out.`,
    zh: (p) => `${p.path}…：嵌套超过 ${p.depth} 层的文件夹已排除。`,
  }),
  mountLoop: msg({
    example: { path: 'config/loop' },
    en: (p) => `${p.path}: is a folder already exported under another path (a mount loop); it was left out.`,
    zh: (p) => `${p.path}：该文件夹已在另一路径下导出（挂载循环），已排除。`,
  }),
  nameRefused: msg({
    example: { path: '"mods/CON.jar"', reason: 'a reserved Windows name' },
    en: (p) => `${p.path}: modpack importers refuse this name (${p.reason}); it was left out. Rename it.`,
    zh: (p) => `${p.path}：整合包导入程序会拒绝此名称（${p.reason}），已排除。请重命名。`,
  }),
  metaInvalid: msg({
    example: { path: 'mods/.index/sodium.pw.toml', error: "'filename' is missing" },
    en: (p) => `${p.path}: ${p.error}; the file it describes is exported without its download link.`,
    zh: (p) => `${p.path}：${p.error}；它描述的文件将不带下载链接导出。`,
  }),
  metaFilename: msg({
    example: { path: 'mods/.index/sodium.pw.toml' },
    en: (p) => `${p.path}: 'filename' must be a plain file name; the metadata was ignored.`,
    zh: (p) => `${p.path}：'filename' 必须是纯文件名；已忽略该元数据。`,
  }),
  metaUnreadable: msg({
    example: { path: 'mods/.index/sodium.pw.toml', error: 'EACCES: permission denied' },
    en: (p) => `${p.path}: cannot be read (${p.error}).`,
    zh: (p) => `${p.path}：无法读取（${p.error}）。`,
  }),
  problemsExported: msg({
    example: { count: 2 },
    en: (p) => {
      const them = p.count === 1 ? 'it' : 'them';
      return `The pack has ${p.count} error-level problem${p.count === 1 ? '' : 's'} and was exported with ${them}; players get ${them} too. Fix ${them} first (the Problems panel, or nova check) and export again.`;
    },
    zh: (p) =>
      `整合包有 ${p.count} 个错误级问题，已连同问题一起导出，玩家也会遇到。请先修复（问题面板或 nova check），再重新导出。`,
  }),
  problem: msg({
    example: {
      code: 'corrupt-jar',
      where: ' (mods/broken.jar)',
      message: 'broken.jar cannot be read as a mod.',
      messageZh: '无法将 broken.jar 作为模组读取。',
    },
    // The check writes each problem in both languages (problemMessages.ts): `message` and `messageZh`.
    en: (p) => `${p.code}${p.where}: ${p.message}`,
    zh: (p) => `${p.code}${p.where}：${p.messageZh}`,
  }),
  moreProblems: msg({
    example: { count: 3 },
    en: (p) => `… and ${p.count} more error-level problems.`,
    zh: (p) => `……另有 ${p.count} 个错误级问题。`,
  }),
  packwizProblem: msg({
    example: { message: 'mods/a.pw.toml: malformed TOML.' },
    en: (p) => `${p.message} It was left out of the export.`,
    zh: (p) => `${p.message} 已从导出中排除。`,
  }),
  listedMissing: msg({
    example: { path: 'mods/a.pw.toml', index: 'index.toml' },
    en: (p) => `${p.path} is listed in ${p.index} but does not exist; it is missing from the pack.`,
    zh: (p) => `${p.path} 列在 ${p.index} 中但不存在；整合包中缺少该文件。`,
  }),
  linksOutside: msg({
    example: { path: 'config/escape.txt' },
    en: (p) => `${p.path}: its folder or the file links outside the pack folder; it was left out of the export.`,
    zh: (p) => `${p.path}：其文件夹或文件本身链接到整合包文件夹之外，已从导出中排除。`,
  }),
  noCurseforgeId: msg({
    example: { path: 'mods/sodium.jar', metaFile: 'mods/.index/sodium.pw.toml' },
    en: (p) =>
      `${p.path} is only described by ${p.metaFile}, has no CurseForge id and is not in the instance; it is missing from the pack.`,
    zh: (p) => `${p.path} 仅由 ${p.metaFile} 描述，没有 CurseForge ID，也不在实例中；整合包中缺少该文件。`,
  }),
  curseforgeEmbedded: msg({
    example: { count: 2, files: 'mods/a.jar, mods/b.jar' },
    en: (p) =>
      `${p.count} mod${p.count === 1 ? ' has' : 's have'} no known CurseForge project and file id and ` +
      `${p.count === 1 ? 'is' : 'are'} embedded in overrides: ${p.files}. ` +
      'CurseForge only accepts embedded jars it can verify; add them with packwiz or Prism from CurseForge to list them instead.',
    zh: (p) =>
      `${p.count} 个模组没有已知的 CurseForge 项目和文件 ID，已内嵌到 overrides：${p.files}。CurseForge 只接受它能验证的内嵌 jar；请用 packwiz 或 Prism 从 CurseForge 添加它们，以改为列出。`,
  }),
  downloadWarning: msg({
    example: { path: 'mods/a.jar', warning: 'gitlab.com is allowed by the format but may be rejected by modrinth.com' },
    en: (p) => `${p.path}: ${p.warning}.`,
    zh: (p) => `${p.path} 的下载链接：${p.warning}。`,
  }),
  hashMismatch: msg({
    example: { path: 'mods/a.jar', hash: 'sha1', metaFile: 'mods/.index/a.pw.toml' },
    en: (p) =>
      `${p.path}: its ${p.hash} differs from ${p.metaFile} (the file was changed or replaced); it was embedded in overrides instead of linked.`,
    zh: (p) => `${p.path}：其 ${p.hash} 与 ${p.metaFile} 不同（文件已被修改或替换），已内嵌到 overrides 而非链接。`,
  }),
  emptyPack: msg({
    example: {},
    en: () => 'The pack is empty: no files were found to export (modrinth.com refuses empty packs).',
    zh: () => '整合包为空：没有找到可导出的文件（modrinth.com 不接受空整合包）。',
  }),
  remoteNotLinkable: msg({
    example: { path: 'mods/a.jar', metaFile: 'mods/a.pw.toml', reason: 'its metadata has no download URL' },
    en: (p) =>
      `${p.path} is only described by ${p.metaFile} and is not in the instance; it cannot be linked because ${p.reason}, so it is missing from the pack.`,
    zh: (p) => `${p.path} 仅由 ${p.metaFile} 描述，不在实例中；无法链接，因为 ${p.reason}，整合包中缺少该文件。`,
  }),
  remoteOffline: msg({
    example: { path: 'mods/a.jar', metaFile: 'mods/a.pw.toml' },
    en: (p) =>
      `${p.path} is only described by ${p.metaFile} and is not in the instance; it is missing from the pack. Allow network access (nova export --online) so Nova can fetch it to compute its hashes, ` +
      'or download it into the instance first.',
    zh: (p) =>
      `${p.path} 仅由 ${p.metaFile} 描述，不在实例中；整合包中缺少该文件。请允许网络访问（nova export --online），让 Nova 获取它以计算哈希，或先将它下载到实例中。`,
  }),
  remoteCacheFailed: msg({
    example: { path: 'mods/a.jar', metaFile: 'mods/a.pw.toml', reason: 'the download failed (HTTP 404)' },
    en: (p) =>
      `${p.path} is only described by ${p.metaFile} and is not in the instance, and ${p.reason}; it is missing from the pack.`,
    zh: (p) => `${p.path} 仅由 ${p.metaFile} 描述，不在实例中，且 ${p.reason}；整合包中缺少该文件。`,
  }),
  remoteFetchFailed: msg({
    example: { path: 'mods/a.jar', metaFile: 'mods/a.pw.toml', error: 'fetch failed' },
    en: (p) =>
      `${p.path} is only described by ${p.metaFile} and is not in the instance, and fetching it failed (${p.error}); it is missing from the pack.`,
    zh: (p) => `${p.path} 仅由 ${p.metaFile} 描述，不在实例中，且获取失败（${p.error}）；整合包中缺少该文件。`,
  }),
  remoteHashMismatch: msg({
    example: { path: 'mods/a.jar', url: 'https://cdn.modrinth.com/a.jar', hash: 'sha1', metaFile: 'mods/a.pw.toml' },
    en: (p) => `${p.path}: the file at ${p.url} does not match the ${p.hash} in ${p.metaFile}; it was left out.`,
    zh: (p) => `${p.path}：${p.url} 处的文件与 ${p.metaFile} 中的 ${p.hash} 不符，已排除。`,
  }),
  refusalMetadata: msg({
    example: { source: 'curseforge' },
    en: (p) => `it is downloaded through ${p.source} metadata, which a .mrpack cannot reference`,
    zh: (p) => `它通过 ${p.source} 元数据下载，而 .mrpack 无法引用这种元数据`,
  }),
  refusalNoUrl: msg({
    example: {},
    en: () => 'its metadata has no download URL',
    zh: () => '它的元数据没有下载 URL',
  }),
  embeddedRefused: msg({
    example: { path: 'mods/a.jar', reason: 'its metadata has no download URL' },
    en: (p) => `${p.path}: embedded in overrides because ${p.reason}.`,
    zh: (p) => `${p.path}：已内嵌到 overrides，因为 ${p.reason}。`,
  }),
  embeddedUnknown: msg({
    example: { count: 2, files: 'mods/a.jar, mods/b.jar' },
    en: (p) =>
      `${p.count} mod${p.count === 1 ? ' is' : 's are'} embedded in overrides because no download URL is known ` +
      `(no packwiz or Prism metadata): ${p.files}. Modrinth reviews embedded jars for ` +
      'redistribution permission.',
    zh: (p) =>
      `${p.count} 个模组因没有已知的下载 URL（没有 packwiz 或 Prism 元数据）而内嵌到 overrides：${p.files}。Modrinth 会审核内嵌 jar 的再分发许可。`,
  }),
  bothListedAndEmbedded: msg({
    example: { path: 'mods/a.jar' },
    en: (p) => `${p.path}: the pack both lists it for download and embeds it; the embedded copy was used.`,
    zh: (p) => `${p.path}：整合包既列出了它的下载，又内嵌了它；已使用内嵌的副本。`,
  }),
  gbkNames: msg({
    example: {},
    en: () => 'Some entry names in the archive were not UTF-8 and were read as GBK; check that file names look right.',
    zh: () => '压缩包中有些条目名称不是 UTF-8，已按 GBK 读取；请检查文件名是否正确。',
  }),
  stillNeedsCurseforge: msg({
    example: {
      projectID: 238222,
      fileID: 4712345,
      url: 'https://www.curseforge.com/api/v1/mods/238222/files/4712345/download',
      reason: 'CurseForge file',
    },
    en: (p) => `Still needs downloading: CurseForge project ${p.projectID} file ${p.fileID} (${p.url}) — ${p.reason}.`,
    zh: (p) => `仍需下载：CurseForge 项目 ${p.projectID} 文件 ${p.fileID}（${p.url}）— ${p.reason}。`,
  }),
  stillNeedsFile: msg({
    example: {
      path: 'mods/a.jar',
      url: 'https://cdn.modrinth.com/a.jar',
      size: '1024',
      reason: 'offline: not downloaded',
    },
    en: (p) => `Still needs downloading: ${p.path} from ${p.url} (${p.size} bytes) — ${p.reason}.`,
    zh: (p) => `仍需下载：${p.path}，来自 ${p.url}（${p.size} 字节）— ${p.reason}。`,
  }),
  reasonNoUrlGiven: msg({
    example: {},
    en: () => 'no allowed download URL (none given)',
    zh: () => '没有允许的下载 URL（未提供）',
  }),
  reasonUrlRefused: msg({
    example: {},
    en: () => 'no allowed download URL (refused host)',
    zh: () => '没有允许的下载 URL（主机被拒绝）',
  }),
  reasonOffline: msg({
    example: {},
    en: () => 'offline: not downloaded',
    zh: () => '离线：未下载',
  }),
  reasonCurseforgeFile: msg({
    example: { optional: true },
    en: (p) =>
      `CurseForge file (download through the CurseForge app or API${p.optional ? '; optional: save it as .disabled' : ''})`,
    zh: (p) => `CurseForge 文件（请通过 CurseForge 应用或 API 下载${p.optional ? '；可选：保存为 .disabled' : ''}）`,
  }),
  unknownDependency: msg({
    example: { label: 'modrinth.index.json', key: 'quilt-something' },
    en: (p) => `${p.label}: unknown dependency '${p.key}' was ignored.`,
    zh: (p) => `${p.label}：已忽略未知依赖 '${p.key}'。`,
  }),
  manyLoaders: msg({
    example: { label: 'modrinth.index.json', loader: 'fabric' },
    en: (p) => `${p.label}: more than one loader is listed; ${p.loader} was used.`,
    zh: (p) => `${p.label}：列出了多个加载器；已使用 ${p.loader}。`,
  }),
  urlRefused: msg({
    example: { path: 'mods/a.jar', reason: 'http:// is not allowed' },
    en: (p) => `${p.path}: download URL refused: ${p.reason}.`,
    zh: (p) => `${p.path}：下载 URL 被拒绝：${p.reason}。`,
  }),
  serverOnlySkipped: msg({
    example: { count: 2, files: 'mods/a.jar, mods/b.jar' },
    en: (p) => `Skipped ${enCount(p.count, 'server-only file')} (env.client unsupported): ${p.files}.`,
    zh: (p) => `已跳过 ${p.count} 个仅服务端文件（env.client unsupported）：${p.files}。`,
  }),
  optionalDisabled: msg({
    example: { count: 2, files: 'mods/a.jar.disabled, mods/b.jar.disabled' },
    en: (p) => `${p.count === 1 ? 'Optional file' : 'Optional files'} saved disabled (rename to enable): ${p.files}.`,
    zh: (p) => `可选文件已以停用状态保存（重命名即可启用）：${p.files}。`,
  }),
  manifestTypeMissing: msg({
    example: { label: 'manifest.json' },
    en: (p) => `${p.label}: manifestType is missing; read as a Minecraft modpack.`,
    zh: (p) => `${p.label}：缺少 manifestType；已按 Minecraft 整合包读取。`,
  }),
  loaderUnknown: msg({
    example: { label: 'manifest.json', id: 'liteloader-1.12' },
    en: (p) => `${p.label}: loader '${p.id}' is not recognised; the instance has no loader.`,
    zh: (p) => `${p.label}：无法识别加载器 '${p.id}'；实例没有加载器。`,
  }),
  loaderNoVersion: msg({
    example: { label: 'manifest.json', id: 'forge-recommended' },
    en: (p) => `${p.label}: loader '${p.id}' names no exact version; pick one in the launcher.`,
    zh: (p) => `${p.label}：加载器 '${p.id}' 没有指定确切版本；请在启动器中选择一个。`,
  }),
  overridesMissing: msg({
    example: { label: 'manifest.json', folder: 'overrides' },
    en: (p) =>
      `${p.label}: the overrides folder '${p.folder}' is not in the archive; only the listed files are needed.`,
    zh: (p) => `${p.label}：压缩包中没有 overrides 文件夹 '${p.folder}'；只需要列出的文件。`,
  }),
  badFileId: msg({
    example: { label: 'manifest.json', index: 3 },
    en: (p) => `${p.label}: files[${p.index}] has no valid projectID/fileID and was ignored.`,
    zh: (p) => `${p.label}：files[${p.index}] 没有有效的 projectID/fileID，已忽略。`,
  }),
  noMetafile: msg({
    example: { path: 'mods/a.jar' },
    en: (p) => `${p.path}: no allowed download URL, so it has no metafile; add it with packwiz yourself.`,
    zh: (p) => `${p.path}：没有允许的下载 URL，因此没有元文件；请自行用 packwiz 添加。`,
  }),
  serverOverridesSkipped: msg({
    example: {},
    en: () => 'server-overrides/ were not imported: a packwiz project has one set of files for both sides.',
    zh: () => '未导入 server-overrides/：packwiz 项目的两端共用同一套文件。',
  }),
  overrideReplacesPackFile: msg({
    example: { path: 'pack.toml' },
    en: (p) => `${p.path} in the overrides was not imported: it would replace the pack's own file.`,
    zh: (p) => `未导入 overrides 中的 ${p.path}：它会替换整合包自身的文件。`,
  }),
});

/** Warnings as the English strings of results and `--json` output. */
export function englishWarnings(messages: readonly Message[]): string[] {
  return messages.map((m) => renderMessage(m, 'en'));
}

/** Whether a warning names a file an import still needs downloaded (the CLI lists only the first few). */
export function isPendingWarning(message: Message): boolean {
  return message.id === 'packWarning.stillNeedsCurseforge' || message.id === 'packWarning.stillNeedsFile';
}
