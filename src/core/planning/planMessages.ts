import { defineMessages, enCount, msg } from '../locale/messageCatalog';
import { oneLine } from '../text/toolText';

/**
 * Checklist lines of proposed changes (`ProposedChange.summaryMessage`) and the known consequences on their impact
 * line (`ProposedChange.impactParts`), by id. The English rendering is the draft's `summary`/`impact` (also what the
 * model reads); the checklist renders the message in the person's locale. Facts (file names, counts, sizes, hosts)
 * are parameters and stay verbatim.
 */
export const PlanMessages = defineMessages('plan', {
  renameDisable: msg({
    example: { from: 'sodium.jar', to: 'sodium.jar.disabled' },
    en: (p) => `Rename ${p.from} → ${p.to} (not deleted; can be renamed back)`,
    zh: (p) => `重命名 ${p.from} → ${p.to}（不会删除，可以改回）`,
  }),
  renameEnable: msg({
    example: { from: 'sodium.jar.disabled', to: 'sodium.jar' },
    en: (p) => `Rename ${p.from} → ${p.to} (enables it again; can be disabled back)`,
    zh: (p) => `重命名 ${p.from} → ${p.to}（重新启用，可以再次禁用）`,
  }),
  renameAside: msg({
    example: { shown: 'a.jar → b.jar' },
    en: (p) => `Rename ${p.shown} (not deleted; can be moved back)`,
    zh: (p) => `移动 ${p.shown}（不会删除，可以移回）`,
  }),
  moveAside: msg({
    example: { shown: '/pack/mods/a.jar → /pack/backups/a.jar' },
    en: (p) => `Move ${p.shown} (not deleted; can be moved back)`,
    zh: (p) => `移动 ${p.shown}（不会删除，可以移回）`,
  }),
  createFile: msg({
    example: { file: 'options.txt' },
    en: (p) => `Create ${p.file} (a new file; nothing existing is replaced)`,
    zh: (p) => `创建 ${p.file}（新文件，不替换已有内容）`,
  }),
  writeFile: msg({
    example: { file: 'options.txt' },
    en: (p) => `Change the text of ${p.file} (the old text is kept for undo)`,
    zh: (p) => `修改 ${p.file} 的内容（保留旧内容以便撤销）`,
  }),
  backup: msg({
    example: { file: 'nova-2026-01-02.zip', instance: "'Pack'", paths: 'config, mods', files: 42, size: '3.1 MB' },
    en: (p) =>
      `Create backups/${p.file} of ${p.instance}: ${p.paths} (${enCount(p.files, 'file')}, ${p.size}; a new file, nothing replaced)`,
    zh: (p) =>
      `创建备份 backups/${p.file}（${p.instance}）：${p.paths}（${p.files} 个文件，${p.size}；新文件，不替换任何内容）`,
  }),
  restoreNothingReplaced: msg({
    example: { id: '2026-01-02T10-00-00Z', instance: "'Pack'", paths: 'config, mods', files: 42 },
    en: (p) =>
      `Restore backup ${p.id} of ${p.instance} (${p.paths}; ${enCount(p.files, 'file')}): none of these exists now, so nothing is replaced`,
    zh: (p) =>
      `恢复 ${p.instance} 的备份 ${p.id}（${p.paths}；${p.files} 个文件）：这些内容目前都不存在，因此不会替换任何内容`,
  }),
  restoreReplacing: msg({
    example: {
      id: 'b1',
      instance: "'Pack'",
      paths: 'mods',
      files: 3,
      current: 'mods',
      safety: 'backups/safety-b1.zip',
      aside: 'backups/pre-restore-b1/',
    },
    en: (p) =>
      `Restore backup ${p.id} of ${p.instance} (${p.paths}; ${enCount(p.files, 'file')}): the current ${p.current} first zipped to ${p.safety} and moved to ${p.aside} (nothing deleted)`,
    zh: (p) =>
      `恢复 ${p.instance} 的备份 ${p.id}（${p.paths}；${p.files} 个文件）：当前的 ${p.current} 会先压缩到 ${p.safety}，再移到 ${p.aside}（不删除任何内容）`,
  }),
  exportPack: msg({
    example: { file: 'Pack.mrpack', folder: 'exports', instance: "'Pack'", linked: 120, embedded: 4, size: '2.0 MB' },
    en: (p) =>
      `Create ${p.file} in ${p.folder} from ${p.instance} (${enCount(p.linked, 'file')} linked, ${p.embedded} embedded, ${p.size}; a new file, nothing replaced)`,
    zh: (p) =>
      `从 ${p.instance} 在 ${p.folder} 中创建 ${p.file}（链接 ${p.linked} 个文件，内嵌 ${p.embedded} 个，${p.size}；新文件，不替换任何内容）`,
  }),
  importPack: msg({
    example: {
      folder: "'Cobble'",
      archive: "'cobble.mrpack'",
      format: 'mrpack',
      name: "'Cobble'",
      minecraft: '1.20.1',
      loader: 'Fabric 0.15.7',
      files: 120,
      pending: 3,
    },
    en: (p) =>
      `Create instance folder ${p.folder} in the workspace folder from ${p.archive} (${p.format}, ${p.name}, Minecraft ${p.minecraft}, ${p.loader}; ` +
      `${enCount(p.files, 'file')}; ${p.pending === 0 ? 'nothing left to download' : `${enCount(p.pending, 'file')} still to download (listed in nova-pending-downloads.json)`}; nothing existing replaced)`,
    zh: (p) =>
      `在工作区中创建实例文件夹 ${p.folder}，来源 ${p.archive}（${p.format}，${p.name}，Minecraft ${p.minecraft}，${p.loader}；${p.files} 个文件；` +
      `${p.pending === 0 ? '没有待下载的文件' : `还有 ${p.pending} 个文件待下载（列在 nova-pending-downloads.json 中）`}；不替换任何已有内容）`,
  }),
  importPackwiz: msg({
    example: {
      folder: "'Cobble'",
      archive: "'cobble.mrpack'",
      name: "'Cobble'",
      minecraft: '1.20.1',
      metafiles: 120,
      files: 4,
    },
    en: (p) =>
      `Create packwiz project ${p.folder} from ${p.archive} (${p.name}, Minecraft ${p.minecraft}; ${enCount(p.metafiles, 'metafile')} and ` +
      `${enCount(p.files, 'file')} of its own, index.toml and pack.toml; nothing downloaded; nothing existing replaced)`,
    zh: (p) =>
      `从 ${p.archive} 创建 packwiz 项目 ${p.folder}（${p.name}，Minecraft ${p.minecraft}；${p.metafiles} 个元文件和 ${p.files} 个自带文件，` +
      `以及 index.toml 和 pack.toml；不下载任何文件；不替换任何已有内容）`,
  }),
  addContent: msg({
    example: {
      file: 'sodium-0.5.8.jar',
      title: 'Sodium',
      version: '0.5.8',
      requiredBy: 'Iris',
      folder: 'mods',
      size: '1.2 MB',
      host: 'cdn.modrinth.com',
    },
    en: (p) =>
      `Add ${p.file} (${p.title} ${p.version}${p.requiredBy === '' ? '' : `, required by ${p.requiredBy}`}) to ${p.folder}/: ${p.size} from ${p.host}, sha512 verified`,
    zh: (p) =>
      `添加 ${p.file}（${p.title} ${p.version}${p.requiredBy === '' ? '' : `，${p.requiredBy} 需要它`}）到 ${p.folder}/：${p.size}，来自 ${p.host}，已校验 sha512`,
  }),
  updateContent: msg({
    example: {
      old: 'sodium-0.5.7.jar',
      file: 'sodium-0.5.8.jar',
      title: 'Sodium',
      version: '0.5.8',
      size: '1.2 MB',
      host: 'cdn.modrinth.com',
    },
    en: (p) =>
      `Update ${p.old} → ${p.file} (${p.title} ${p.version}): ${p.size} from ${p.host}, sha512 verified; ${p.old} is renamed to ${p.old}.disabled (kept until you remove it)`,
    zh: (p) =>
      `更新 ${p.old} → ${p.file}（${p.title} ${p.version}）：${p.size}，来自 ${p.host}，已校验 sha512；${p.old} 重命名为 ${p.old}.disabled（保留，直到你删除它）`,
  }),
  dependentsStopLoading: msg({
    example: { dependents: 'Iris, Indium', many: true, lost: 'Sodium' },
    en: (p) => `${p.dependents} ${p.many ? 'depend' : 'depends'} on ${p.lost} and will stop loading`,
    zh: (p) => `${p.dependents} 依赖 ${p.lost}，将无法加载`,
  }),
  duplicateModId: msg({
    example: { file: 'sodium-0.5.8.jar' },
    en: (p) => `${p.file} is enabled and has the same mod id; both loaded is a duplicate-mod error`,
    zh: (p) => `${p.file} 已启用且模组 id 相同；两者同时加载会导致重复模组错误`,
  }),
  restoreReplaces: msg({
    example: { paths: 'config, mods', when: '2026-01-02 10:00' },
    en: (p) => `Replaces ${p.paths} with the state of ${p.when} UTC`,
    zh: (p) => `将 ${p.paths} 替换为 ${p.when}（UTC）时的状态`,
  }),
  serverPack: msg({
    example: { file: 'pack-server.zip', instance: '"pack"', kept: 120, dropped: 14, files: 1532, size: '310 MB' },
    en: (p) =>
      `Create server pack ${p.file} from ${p.instance} (${enCount(p.kept, 'mod')} kept, ${enCount(p.dropped, 'mod')} dropped, ${enCount(p.files, 'file')}, ${p.size}; a new file, nothing replaced)`,
    zh: (p) =>
      `从 ${p.instance} 创建服务器包 ${p.file}（保留 ${p.kept} 个模组，移除 ${p.dropped} 个，${p.files} 个文件，${p.size}；新文件，不替换任何内容）`,
  }),
  referencesBreak: msg({
    example: { count: 12, folders: 'kubejs/server_scripts, config', more: 0 },
    en: (p) =>
      `${enCount(p.count, 'reference')} in ${p.folders}${p.more > 0 ? ` and ${enCount(p.more, 'more folder')}` : ''} would break`,
    zh: (p) => `${p.folders}${p.more > 0 ? ` 等 ${p.more + 3} 个文件夹` : ''} 中有 ${p.count} 处引用将会失效`,
  }),
  warnings: msg({
    // A service's warnings on one impact line: up to three, each cut to one line of 160 characters, then how many
    // more. `second` and `third` are '' when there are fewer.
    example: { first: 'config: does not exist; nothing to back up there.', second: '', third: '', more: 0 },
    en: (p) =>
      [p.first, p.second, p.third]
        .filter((w) => w !== '')
        .map((w) => oneLine(w, 160))
        .join(' ') + (p.more > 0 ? ` (+${enCount(p.more, 'more warning')})` : ''),
    zh: (p) =>
      '警告：' +
      [p.first, p.second, p.third]
        .filter((w) => w !== '')
        .map((w) => oneLine(w, 160))
        .join('') +
      (p.more > 0 ? `（另有 ${p.more} 条警告）` : ''),
  }),
});
