import type { Locale } from '../locale/locale';

/**
 * Checklist summaries of proposed changes, in Chinese. Write tools build their summaries in English (they also
 * reach the model); the checklist shows people this translation, matched on the summaries' fixed wording with
 * the facts (file names, counts, sizes, hosts) carried over unchanged. An unknown summary stays as it is.
 */
const ZH_SUMMARIES: [RegExp, string][] = [
  [/^Rename (.+) → (.+) \(not deleted; can be renamed back\)$/, '重命名 $1 → $2（不会删除，可以改回）'],
  [/^Rename (.+) → (.+) \(enables it again; can be disabled back\)$/, '重命名 $1 → $2（重新启用，可以再次禁用）'],
  [/^(?:Rename|Move) (.+) \(not deleted; can be moved back\)$/, '移动 $1（不会删除，可以移回）'],
  [
    /^Create backups\/(.+) of (.+?): (.+) \((.+) files, (.+); a new file, nothing replaced\)$/,
    '创建备份 backups/$1（$2）：$3（$4 个文件，$5；新文件，不替换任何内容）',
  ],
  [
    /^Create instance folder (.+) in the workspace folder from (.+) \((\S+), (.+), Minecraft (.+), (.+); (\d+) files; nothing left to download; nothing existing replaced\)$/,
    '在工作区中创建实例文件夹 $1，来源 $2（$3，$4，Minecraft $5，$6；$7 个文件；没有待下载的文件；不替换任何已有内容）',
  ],
  [
    /^Create instance folder (.+) in the workspace folder from (.+) \((\S+), (.+), Minecraft (.+), (.+); (\d+) files; (\d+) files? still to download \(listed in nova-pending-downloads\.json\); nothing existing replaced\)$/,
    '在工作区中创建实例文件夹 $1，来源 $2（$3，$4，Minecraft $5，$6；$7 个文件；还有 $8 个文件待下载（列在 nova-pending-downloads.json 中）；不替换任何已有内容）',
  ],
  [/^Create instance folder (.+) in the workspace folder from (.+)$/, '在工作区中创建实例文件夹 $1，来源 $2'],
  [/^Create (.+) \(a new file; nothing existing is replaced\)$/, '创建 $1（新文件，不替换已有内容）'],
  [
    /^Create (.+) in (.+) from (.+?) \((.+) files linked, (.+) embedded, (.+); a new file, nothing replaced\)$/,
    '从 $3 在 $2 中创建 $1（链接 $4 个文件，内嵌 $5 个，$6；新文件，不替换任何内容）',
  ],
  [/^Copy (.+) → (.+) \(the original stays\)$/, '复制 $1 → $2（保留原文件）'],
  [/^Change the text of (.+) \(the old text is kept for undo\)$/, '修改 $1 的内容（保留旧内容以便撤销）'],
  [
    /^Restore backup (.+?) of (.+?) \((.+); (\d+) files\): none of these exists now, so nothing is replaced$/,
    '恢复 $2 的备份 $1（$3；$4 个文件）：这些内容目前都不存在，因此不会替换任何内容',
  ],
  [
    /^Restore backup (.+?) of (.+?) \((.+); (\d+) files\): the current (.+) first zipped to (backups\/\S+) and moved to (backups\/\S+) \(nothing deleted\)$/,
    '恢复 $2 的备份 $1（$3；$4 个文件）：当前的 $5 会先压缩到 $6，再移到 $7（不删除任何内容）',
  ],
  [/^Restore backup (.+)$/, '恢复备份 $1'],
  [
    /^Add (.+?) \((.+)\) to (.+?)\/: (.+) from (.+), sha512 verified$/,
    '添加 $1（$2）到 $3/：$4，来自 $5，已校验 sha512',
  ],
  [
    /^Update (.+?) → (.+?) \((.+?)\): (.+) from (.+?), sha512 verified; (.+) is renamed to (.+) \(kept until you remove it\)$/,
    '更新 $1 → $2（$3）：$4，来自 $5，已校验 sha512；$6 重命名为 $7（保留，直到你删除它）',
  ],
  // Text edits (textEditPlanner.ts, textChangeWords.ts).
  [/^Create (.+) \((\d+) lines?, a new file\)$/, '新建 $1（$2 行，新文件）'],
  [/^(\d+) lines? changed in (.+)$/, '$2：修改了 $1 行'],
  [/^(\d+) lines? added in (.+)$/, '$2：添加了 $1 行'],
  [/^(\d+) lines? removed in (.+)$/, '$2：删除了 $1 行'],
  [/^(.+ → .+) in (\S+)$/, '$2：$1'],
];

/** `summary` for people in `locale`. */
export function localizeSummary(summary: string, locale: Locale): string {
  if (locale === 'en') return summary;
  for (const [re, zh] of ZH_SUMMARIES) if (re.test(summary)) return summary.replace(re, zh);
  return summary;
}

/** Known consequences of a change (its impact line), in Chinese; the facts are kept, an unknown impact stays. */
const ZH_IMPACTS: [RegExp, string][] = [
  [/^(.+) depends? on (.+) and will stop loading\.?$/, '$1 依赖 $2，将无法加载'],
  [
    /^(.+) is enabled and has the same mod id; both loaded is a duplicate-mod error\.?$/,
    '$1 已启用且模组 id 相同；两者同时加载会导致重复模组错误',
  ],
  [/^Replaces (.+) with the state of (.+) UTC\.?$/, '将 $1 替换为 $2（UTC）时的状态'],
  [/^(\d+) references? in (.+) would break$/, '$2 中有 $1 处引用将会失效'],
  [
    /^Nova cannot vouch for these ids: (.+?); (\d+) more ids were not checked\. Check them before applying\.?$/,
    'Nova 无法确认这些 id：$1；另有 $2 个 id 未检查。应用前请先核对',
  ],
  [
    /^Nova cannot vouch for these ids: (.+?)\. Check them before applying\.?$/,
    'Nova 无法确认这些 id：$1。应用前请先核对',
  ],
  [/^(\d+) more ids were not checked\. Check them before applying\.?$/, '另有 $1 个 id 未检查。应用前请先核对'],
];

/** `impact` for people in `locale`. */
export function localizeImpact(impact: string, locale: Locale): string {
  if (locale === 'en') return impact;
  const whole = translateImpact(impact);
  if (whole !== null) return whole;
  // Several consequences joined with "; " (planning/referenceImpact.ts): each is translated on its own.
  return impact
    .split('; ')
    .map((part) => translateImpact(part) ?? part)
    .join('；');
}

function translateImpact(impact: string): string | null {
  for (const [re, zh] of ZH_IMPACTS) if (re.test(impact)) return impact.replace(re, zh);
  return null;
}
