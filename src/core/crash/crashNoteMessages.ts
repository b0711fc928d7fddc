import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What the analyzer says about how it read a log (CrashAnalysis `notes`), in English and Simplified Chinese: parts
 * it summarised to stay within bounded memory.
 */
export const CrashNoteMessages = defineMessages('crashNotes', {
  hitsSummarised: msg({
    example: { hits: 1_250_000, kept: 4096 },
    en: (p) =>
      `Trigger lines repeat throughout this log: rules ran on the first and last ${matches(p.kept)} of each trigger, and the ${matches(p.hits)} between were counted, not analysed.`,
    zh: (p) =>
      `此日志中触发行大量重复：规则只在每个触发词的前 ${p.kept} 个和后 ${p.kept} 个匹配上运行，中间的 ${p.hits} 个匹配只计数，未作分析。`,
  }),
});

/** `1 match`, `2 matches`. */
function matches(n: number): string {
  return `${n} ${n === 1 ? 'match' : 'matches'}`;
}
