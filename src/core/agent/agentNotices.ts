import type { Locale } from '../locale/locale';

/**
 * What the agent loop tells people outside the model's text (transcript.ts `notice` events), by a stable code so each
 * front end shows it in its language; the English text is also what the model's history keeps.
 */
export type AgentNotice =
  | { code: 'output-limit' }
  | { code: 'content-filter' }
  | { code: 'step-limit'; steps: number }
  | { code: 'no-progress' };

const EN: { [K in AgentNotice['code']]: (n: Extract<AgentNotice, { code: K }>) => string } = {
  'output-limit': () => 'The answer was cut off by the model’s output limit.',
  'content-filter': () => 'The server’s content filter stopped the answer.',
  'step-limit': (n) =>
    `I stopped after ${n.steps} steps in this turn without finishing. Ask me to continue, or narrow the question so fewer steps are needed.`,
  'no-progress': () =>
    'I stopped because I kept repeating the same tool call without progress. Ask me to try a different approach, or give me more detail.',
};

const ZH: { [K in AgentNotice['code']]: (n: Extract<AgentNotice, { code: K }>) => string } = {
  'output-limit': () => '回答因模型的输出长度上限被截断。',
  'content-filter': () => '服务器的内容过滤器中止了回答。',
  'step-limit': (n) => `本轮已执行 ${n.steps} 步仍未完成，我先停下了。可以让我继续，或把问题缩小以减少所需步骤。`,
  'no-progress': () => '我一直重复同一个工具调用却没有进展，所以停下了。可以让我换一种方法，或提供更多细节。',
};

/** The notice as people read it in `locale`. */
export function agentNoticeText(notice: AgentNotice, locale: Locale): string {
  const catalog = locale === 'zh-cn' ? ZH : EN;
  return (catalog[notice.code] as (n: AgentNotice) => string)(notice);
}
