import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/**
 * What the redistribution gate (releaseGate.ts) says, in English and Simplified Chinese. Each problem leads with
 * what to do; `file` is the pack path, `mod` a `Name (id)` label, `license` the value as written in the jar.
 */
export const ReleaseMessages = defineMessages('release', {
  needsPermission: msg({
    example: { file: 'mods/foo.jar', mod: 'Foo (foo)', license: 'All rights reserved' },
    en: (p) =>
      `Link ${p.file} from Modrinth or CurseForge instead of embedding it, get written permission from the author of ${p.mod}, or remove it: its license (${p.license}) does not allow redistributing the jar.`,
    zh: (p) =>
      `请改为从 Modrinth 或 CurseForge 链接 ${p.file} 而不是内嵌，或取得 ${p.mod} 作者的书面许可，或将其移除：它的许可证（${p.license}）不允许再分发该 jar。`,
  }),
  noLicense: msg({
    example: { file: 'mods/foo.jar', mod: 'Foo (foo)' },
    en: (p) =>
      `Link ${p.file} from Modrinth or CurseForge instead of embedding it, get written permission from the author of ${p.mod}, or remove it: it declares no license, so all rights are reserved.`,
    zh: (p) =>
      `请改为从 Modrinth 或 CurseForge 链接 ${p.file} 而不是内嵌，或取得 ${p.mod} 作者的书面许可，或将其移除：它没有声明许可证，因此保留所有权利。`,
  }),
  unknownLicense: msg({
    example: { file: 'mods/foo.jar', mod: 'Foo (foo)', license: 'Custom' },
    en: (p) =>
      `Check the terms of ${p.mod} on its page or ask its author before embedding ${p.file}: its license (${p.license}) is not one Nova recognises.`,
    zh: (p) =>
      `内嵌 ${p.file} 之前，请在 ${p.mod} 的页面上查看条款或询问作者：Nova 无法识别它的许可证（${p.license}）。`,
  }),
  noMetadata: msg({
    example: { file: 'resourcepacks/pack.zip' },
    en: (p) =>
      `Find out who made ${p.file} and under which terms before embedding it (or link it from Modrinth or CurseForge): the file names no license.`,
    zh: (p) =>
      `内嵌 ${p.file} 之前，请查明其作者和使用条款（或改为从 Modrinth 或 CurseForge 链接）：该文件没有写明许可证。`,
  }),
  unreadable: msg({
    example: { file: 'mods/foo.jar', error: 'not a zip file' },
    en: (p) =>
      `Replace ${p.file} with a good copy or remove it: it cannot be read (${p.error}), so its license is unknown.`,
    zh: (p) => `请用完好的副本替换 ${p.file} 或将其移除：无法读取该文件（${p.error}），因此许可证未知。`,
  }),
  linkSource: msg({
    example: { file: 'mods/foo.jar', mod: 'Foo (foo)', license: 'GPL-3.0-only' },
    en: (p) =>
      `Link the exact source code of ${p.mod} where you credit it (the attribution list does): ${p.file} is embedded under ${p.license}, which asks for it.`,
    zh: (p) =>
      `请在致谢 ${p.mod} 的地方链接它对应版本的源代码（致谢清单会列出）：${p.file} 以 ${p.license} 内嵌，该许可证要求这样做。`,
  }),
  modrinthOverrides: msg({
    example: { count: 2 },
    en: (p) =>
      `Credit the ${enCount(p.count, 'embedded file')} on the project page (write the list with --attribution FILE) and keep proof of permission: Modrinth's moderators check every file in overrides/ mods, resourcepacks and shaderpacks.`,
    zh: (p) =>
      `请在项目页面上致谢这 ${p.count} 个内嵌文件（用 --attribution 文件 生成清单）并保留许可证明：Modrinth 审核员会检查 overrides/ 中 mods、resourcepacks 和 shaderpacks 的每个文件。`,
  }),
  curseforgeUnknownMod: msg({
    example: { file: 'mods/foo.jar' },
    en: (p) =>
      `Use the CurseForge project's file for ${p.file} (packwiz metadata with [update.curseforge]) or remove it: CurseForge rejects packs that include mods not hosted on CurseForge unless they are on its Non-CurseForge Approved list.`,
    zh: (p) =>
      `请为 ${p.file} 改用 CurseForge 项目的文件（带 [update.curseforge] 的 packwiz 元数据）或将其移除：CurseForge 会拒绝包含非 CurseForge 托管模组的整合包，除非该模组在其批准名单上。`,
  }),
  curseforgeServerFiles: msg({
    example: { files: 'server.properties, start.sh' },
    en: (p) =>
      `Leave ${p.files} out of the pack (list them in .packignore) and upload the server pack as an additional file (nova server-pack): CurseForge wants server files in a separate child file.`,
    zh: (p) =>
      `请把 ${p.files} 排除在整合包之外（写入 .packignore），并将服务端包作为附加文件上传（nova server-pack）：CurseForge 要求服务端文件放在单独的子文件中。`,
  }),
  gateSummary: msg({
    example: { files: 3, platform: 'Modrinth', errors: 1, warnings: 1 },
    en: (p) =>
      `${enCount(p.files, 'embedded file')} checked for ${p.platform}: ${enCount(p.errors, 'blocking problem')}, ${enCount(p.warnings, 'warning')}.`,
    zh: (p) =>
      `已按 ${p.platform} 的规则检查 ${p.files} 个内嵌文件：${p.errors} 个阻止发布的问题，${p.warnings} 个警告。`,
  }),
  verdictRedistributable: msg({ example: {}, en: () => 'redistributable', zh: () => '可再分发' }),
  verdictNeedsPermission: msg({ example: {}, en: () => 'needs permission', zh: () => '需要许可' }),
  verdictUnknown: msg({ example: {}, en: () => 'unknown', zh: () => '未知' }),
  attributionTitle: msg({ example: {}, en: () => 'Attribution', zh: () => '致谢' }),
  attributionIntro: msg({
    example: { pack: 'My Pack' },
    en: (p) => `${p.pack} includes these files made by others:`,
    zh: (p) => `${p.pack} 包含以下由他人制作的文件：`,
  }),
  attributionHeader: msg({
    example: {},
    en: () => '| Mod | Author | License | Link |',
    zh: () => '| 模组 | 作者 | 许可证 | 链接 |',
  }),
  attributionWritten: msg({
    example: { file: 'ATTRIBUTION.md' },
    en: (p) => `Attribution list written to ${p.file}.`,
    zh: (p) => `致谢清单已写入 ${p.file}。`,
  }),
  attributionExists: msg({
    example: { file: 'ATTRIBUTION.md' },
    en: (p) => `Choose another file name for --attribution: ${p.file} exists and Nova does not overwrite it.`,
    zh: (p) => `请为 --attribution 换一个文件名：${p.file} 已存在，Nova 不会覆盖它。`,
  }),
  unknownPlatform: msg({
    example: { value: 'steam' },
    en: (p) => `Pass --release modrinth or --release curseforge (got '${p.value}').`,
    zh: (p) => `请使用 --release modrinth 或 --release curseforge（收到的是 '${p.value}'）。`,
  }),
  notesHeading: msg({ example: {}, en: () => "Mods' own notes", zh: () => '模组自己的更新说明' }),
  notesVersion: msg({
    example: { version: '1.2.0', date: '2024-05-01', source: 'https://modrinth.com/project/P/version/V' },
    en: (p) => `${p.version} (${p.date}, from [Modrinth](${p.source}))`,
    zh: (p) => `${p.version}（${p.date}，来自 [Modrinth](${p.source})）`,
  }),
  notesNone: msg({
    example: {},
    en: () => 'No notes on Modrinth for these versions.',
    zh: () => 'Modrinth 上这些版本没有更新说明。',
  }),
  notesNotOnModrinth: msg({
    example: {},
    en: () => 'Not compared: Modrinth does not know both files.',
    zh: () => '未比较：Modrinth 无法识别这两个文件。',
  }),
  notesDifferentProjects: msg({
    example: {},
    en: () => 'Not compared: the two files belong to different Modrinth projects.',
    zh: () => '未比较：这两个文件属于不同的 Modrinth 项目。',
  }),
  notesMore: msg({
    example: { count: 3 },
    en: (p) => `…and the notes of ${p.count === 1 ? '1 older version' : `${p.count} older versions`}.`,
    zh: (p) => `……以及另外 ${p.count} 个较早版本的说明。`,
  }),
  notesFailed: msg({
    example: { host: 'api.modrinth.com', error: 'timed out' },
    en: (p) => `Retry later or check the network: ${p.host} could not be asked for the mods' notes (${p.error}).`,
    zh: (p) => `请稍后重试或检查网络：无法向 ${p.host} 获取模组的更新说明（${p.error}）。`,
  }),
  configKeysHeading: msg({ example: {}, en: () => 'Config keys changed', zh: () => '变更的配置项' }),
  configKeyAdded: msg({
    example: { value: '`true`' },
    en: (p) => `added (${p.value})`,
    zh: (p) => `新增（${p.value}）`,
  }),
  configKeyRemoved: msg({
    example: { value: '`true`' },
    en: (p) => `removed (was ${p.value})`,
    zh: (p) => `已移除（原为 ${p.value}）`,
  }),
  upgradeTitle: msg({
    example: { instance: 'Pack', from: '1.20.1', to: '1.21.1', loader: 'fabric' },
    en: (p) => `${p.instance}: Minecraft ${p.from} → ${p.to} (${p.loader})`,
    zh: (p) => `${p.instance}：从 Minecraft ${p.from} 升级到 ${p.to}（加载器 ${p.loader}）`,
  }),
  upgradeReady: msg({
    example: { target: '0.6.0' },
    en: (p) => `ready: ${p.target}`,
    zh: (p) => `可升级：${p.target}`,
  }),
  upgradeBlocked: msg({
    example: { count: 2 },
    en: (p) =>
      p.count === 0 ? 'blocked: no release yet' : `blocked: no release yet, needed by ${enCount(p.count, 'mod')}`,
    zh: (p) => (p.count === 0 ? '受阻：尚无发布版本' : `受阻：尚无发布版本，${p.count} 个模组依赖它`),
  }),
  upgradePinned: msg({
    example: {},
    en: () => 'pinned (pin = true): not checked',
    zh: () => '已固定（pin = true）：未检查',
  }),
  upgradeSkipped: msg({ example: {}, en: () => 'in the skip list: not checked', zh: () => '在跳过列表中：未检查' }),
  upgradeCurseforge: msg({
    example: {},
    en: () => 'CurseForge only: not checked',
    zh: () => '仅在 CurseForge 上：未检查',
  }),
  upgradeUnknown: msg({ example: {}, en: () => 'not on Modrinth: not checked', zh: () => '不在 Modrinth 上：未检查' }),
  upgradeSummary: msg({
    example: { ready: 3, blocked: 1, held: 1, unknown: 2 },
    en: (p) =>
      `${p.ready} ready, ${p.blocked} blocked, ${p.held} held back, ${p.unknown} not checked. Apply the updates one by one from the checklist ("Nova: Check for Updates"); wait for or replace the blockers.`,
    zh: (p) =>
      `${p.ready} 个可升级，${p.blocked} 个受阻，${p.held} 个被保留，${p.unknown} 个未检查。请在清单中逐个应用更新（“Nova：检查更新”）；等待或替换受阻的模组。`,
  }),
  upgradeNeedsVersion: msg({
    example: {},
    en: () => 'Pass the target Minecraft version with --to (for example --to 1.21.1).',
    zh: () => '请用 --to 指定目标 Minecraft 版本（例如 --to 1.21.1）。',
  }),
  modrinthUnavailable: msg({
    example: { error: 'HTTP 503' },
    en: (p) =>
      `Run the check again when Modrinth answers to add its project licenses: they could not be read (${p.error}), so the verdicts come from the files alone.`,
    zh: (p) => `请在 Modrinth 可用时重新检查以加入其项目许可证：无法读取（${p.error}），因此结论仅基于文件本身。`,
  }),
  upgradeNeedsLoader: msg({
    example: {},
    en: () => 'Pass the loader with --loader (fabric, quilt, forge or neoforge): the instance does not name one.',
    zh: () => '请用 --loader 指定加载器（fabric、quilt、forge 或 neoforge）：该实例没有注明加载器。',
  }),
});
