import type { ProblemLocale } from './problemMessages';

/** The packwiz checks' messages in English and Simplified Chinese; each says what is wrong and what to do. */
export interface PackwizMessages {
  malformed(detail: string): string;
  duplicateProject(p: { source: string; project: string; files: string }): string;
  duplicateTarget(p: { target: string; files: string }): string;
  clientOnly(p: { mod: string; file: string }): string;
  missingFile(p: { index: string; file: string; metafile: boolean }): string;
  unindexed(p: { file: string; index: string }): string;
  staleIndex(p: { count: number; files: string; lineEndings: boolean }): string;
  staleFormat(p: { index: string }): string;
  badDownload(p: { file: string; reason: string }): string;
  hashMismatch(p: { file: string; format: string; url: string }): string;
  jarChecksSkipped(p: { count: number }): string;
  /** `list`: up to five "metafile (reason)" items, already in this language; `more`: how many were left off. */
  jarsNotFetched(p: { count: number; list: string; more: number }): string;
}

const en: PackwizMessages = {
  malformed: (detail) => detail,
  duplicateProject: (p) =>
    `${p.source} project ${p.project} is described by several metafiles that install on the same side: ${p.files}. ` +
    'Remove all but one (packwiz remove), or give them different sides.',
  duplicateTarget: (p) =>
    `Several metafiles install ${p.target} on the same side: ${p.files}. One overwrites the other; remove all but one.`,
  clientOnly: (p) =>
    `${p.mod} (${p.file}) is marked side = "client", but this pack is set up as a server; it is not installed there. ` +
    'Remove it from the server pack, or set side = "both" if the server needs it.',
  missingFile: (p) =>
    `${p.index} lists ${p.file}, which does not exist${p.metafile ? ' (a metafile)' : ''}; packwiz-installer fails on it. ` +
    'Restore the file, or run `packwiz refresh` (or `nova refresh`) to drop the entry.',
  unindexed: (p) =>
    `${p.file} is a metafile that ${p.index} does not list, so packwiz does not install it. Run \`packwiz refresh\` ` +
    '(or `nova refresh`) to add it, or add it to .packwizignore to keep it out on purpose.',
  staleIndex: (p) =>
    `The index is stale: \`packwiz refresh\` would change ${p.count} entr${p.count === 1 ? 'y' : 'ies'} (${p.files}); ` +
    'players installing with packwiz-installer get hash errors until it is refreshed. Run `packwiz refresh` or `nova refresh`.' +
    (p.lineEndings
      ? ' Some files differ from their indexed hash only by CRLF line endings (a Windows checkout): packwiz hashes bytes as ' +
        'they are, so add `* -text` or `*.toml text eol=lf` to .gitattributes.'
      : ''),
  staleFormat: (p) =>
    `${p.index} is not written the way packwiz writes it (formatting or line endings), so pack.toml's index hash will ` +
    'not match once packwiz refreshes it. Run `packwiz refresh` or `nova refresh`.',
  badDownload: (p) => `${p.file}: ${p.reason}; packwiz cannot install this file. Re-add the mod with packwiz.`,
  hashMismatch: (p) =>
    `${p.file}: the file downloaded from ${p.url} does not match the metafile's ${p.format} hash; packwiz-installer ` +
    'refuses it. Update the metafile (packwiz update) or check the URL.',
  jarChecksSkipped: (p) =>
    `${p.count} mod${p.count === 1 ? ' is' : 's are'} described only by metafiles, so the checks that read jars ` +
    '(dependencies, versions, loaders, breaks, Minecraft and Java) were skipped. Run `nova check --download` ' +
    '(or allow network access in Nova) to download them into the cache and check them.',
  jarsNotFetched: (p) =>
    `${p.count} jar(s) could not be fetched, so the jar checks did not cover them: ${p.list}` +
    (p.more > 0 ? `; … ${p.more} more` : '') +
    '. Missing dependencies are not reported while some jars are unread.',
};

const zhCn: PackwizMessages = {
  malformed: (detail) => detail,
  duplicateProject: (p) =>
    `${p.source} 项目 ${p.project} 被多个安装在同一侧的元数据文件描述：${p.files}。请只保留一个（packwiz remove），或为它们设置不同的 side。`,
  duplicateTarget: (p) => `多个元数据文件在同一侧安装 ${p.target}：${p.files}。后者会覆盖前者；请只保留一个。`,
  clientOnly: (p) =>
    `${p.mod}（${p.file}）标记为 side = "client"，但此整合包被设置为服务端；它不会被安装到服务端。请从服务端包中移除，或在服务端需要时设为 side = "both"。`,
  missingFile: (p) =>
    `${p.index} 列出了不存在的文件 ${p.file}${p.metafile ? '（元数据文件）' : ''}；packwiz-installer 会因此失败。请恢复该文件，或运行 \`packwiz refresh\`（或 \`nova refresh\`）删除该条目。`,
  unindexed: (p) =>
    `${p.file} 是 ${p.index} 未列出的元数据文件，packwiz 不会安装它。运行 \`packwiz refresh\`（或 \`nova refresh\`）添加它，或将其加入 .packwizignore 以有意排除。`,
  staleIndex: (p) =>
    `索引已过期：\`packwiz refresh\` 会更改 ${p.count} 个条目（${p.files}）；刷新之前，使用 packwiz-installer 安装的玩家会遇到哈希错误。请运行 \`packwiz refresh\` 或 \`nova refresh\`。` +
    (p.lineEndings
      ? '部分文件与索引哈希的差别仅在于 CRLF 换行符（Windows 检出）：packwiz 按原始字节计算哈希，请在 .gitattributes 中加入 `* -text` 或 `*.toml text eol=lf`。'
      : ''),
  staleFormat: (p) =>
    `${p.index} 的写法与 packwiz 不同（格式或换行符），packwiz 刷新后 pack.toml 中的索引哈希将不匹配。请运行 \`packwiz refresh\` 或 \`nova refresh\`。`,
  badDownload: (p) => `${p.file}：${p.reason}；packwiz 无法安装此文件。请用 packwiz 重新添加该模组。`,
  hashMismatch: (p) =>
    `${p.file}：从 ${p.url} 下载的文件与元数据文件中的 ${p.format} 哈希不符；packwiz-installer 会拒绝它。请更新元数据文件（packwiz update）或检查 URL。`,
  jarChecksSkipped: (p) =>
    `${p.count} 个模组仅由元数据文件描述，因此跳过了需要读取 jar 的检查（依赖、版本、加载器、冲突、Minecraft 与 Java）。运行 \`nova check --download\`（或在 Nova 中允许联网）将其下载到缓存后再检查。`,
  jarsNotFetched: (p) =>
    `${p.count} 个 jar 无法获取，因此 jar 检查没有覆盖它们：${p.list}` +
    (p.more > 0 ? `；……另有 ${p.more} 个` : '') +
    '。有 jar 未读取时不报告缺少的依赖。',
};

export function packwizMessages(locale: ProblemLocale = 'en'): PackwizMessages {
  return locale === 'zh-cn' ? zhCn : en;
}
