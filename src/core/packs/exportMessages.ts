import { defineMessages, enCount, msg, type Message } from '../locale/messageCatalog';

/**
 * What an export tells people beyond the archive it wrote, in English and Simplified Chinese: the disabled files it
 * left out (and how to ship them) and a download lookup that failed while the export itself succeeded. File names and
 * the lookup's own error are facts, rendered verbatim.
 */
export const ExportMessages = defineMessages('export', {
  disabledLeftOut: msg({
    example: { count: 2, files: 'mods/a.jar.disabled, mods/b.jar.disabled', option: '--include-disabled' },
    en: (p) =>
      `${enCount(p.count, 'disabled file')} left out of the pack, so no player gets ${p.count === 1 ? 'it' : 'them'}: ${p.files}. To ship ${p.count === 1 ? 'it' : 'them'} as optional, export again with ${p.option}.`,
    zh: (p) =>
      `已将 ${p.count} 个已停用的文件排除在整合包之外，玩家不会收到：${p.files}。如需作为可选文件发布，请使用 ${p.option} 重新导出。`,
  }),
  lookupFailed: msg({
    example: { count: 3, error: 'getaddrinfo ENOTFOUND api.modrinth.com' },
    en: (p) =>
      `The pack was written, but the Modrinth lookup failed, so ${enCount(p.count, 'file')} without metadata ${p.count === 1 ? 'was' : 'were'} embedded instead of linked. Check the connection and export again. Details: ${p.error}`,
    zh: (p) =>
      `整合包已写出，但 Modrinth 查询失败，因此 ${p.count} 个没有元数据的文件被内嵌而非链接。请检查网络连接后重新导出。详细信息：${p.error}`,
  }),
});

/** What went partly wrong in an export that succeeded, most important first; empty when nothing did. */
export function exportNotices(
  result: {
    leftOutDisabled: readonly string[];
    lookupFailure: { count: number; error: string; errorText?: Message } | null;
  },
  option = '--include-disabled',
): Message[] {
  const notices: Message[] = [];
  const failure = result.lookupFailure;
  if (failure !== null)
    notices.push(ExportMessages.lookupFailed({ count: failure.count, error: failure.errorText ?? failure.error }));
  if (result.leftOutDisabled.length > 0) {
    const shown = result.leftOutDisabled.slice(0, 10).join(', ');
    const more = result.leftOutDisabled.length > 10 ? ', …' : '';
    notices.push(ExportMessages.disabledLeftOut({ count: result.leftOutDisabled.length, files: shown + more, option }));
  }
  return notices;
}
