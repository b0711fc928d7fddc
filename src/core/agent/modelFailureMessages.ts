import { defineMessages, enCount, msg } from '../locale/messageCatalog';

const after = (attempts: number): string => (attempts > 1 ? ` after ${attempts} attempts` : '');
const afterZh = (attempts: number): string => (attempts > 1 ? `（已尝试 ${attempts} 次）` : '');

/**
 * A failed request to the model server as the chat and Test Connection show it (modelFailure.ts): advice first, the
 * server's own text kept for Details and the log. Facts (model name, seconds, attempts) are parameters.
 */
export const ModelFailureM = defineMessages('modelFailure', {
  notAnswering: msg({
    example: { attempts: 4 },
    en: (p) =>
      `The model server does not answer${after(p.attempts)}. Check that it is running and that the base URL is right (it usually ends in /v1), then retry.`,
    zh: (p) =>
      `模型服务器没有响应${afterZh(p.attempts)}。请确认它正在运行、基础 URL 正确（通常以 /v1 结尾），然后重试。`,
  }),
  keyRejected: msg({
    example: {},
    en: () => 'The model server rejected the API key. Set a valid key with "Nova: Set API Key", then retry.',
    zh: () => '模型服务器拒绝了 API 密钥。请用“Nova: 设置 API 密钥”设置有效的密钥，然后重试。',
  }),
  forbidden: msg({
    example: { model: 'gpt-4o-mini' },
    en: (p) =>
      `The model server refused access to the model '${p.model}'. Check the key's permissions, or choose another model.`,
    zh: (p) => `模型服务器拒绝访问模型“${p.model}”。请检查密钥的权限，或选择其他模型。`,
  }),
  noModel: msg({
    example: { model: 'llama3.1' },
    en: (p) =>
      `The model server has no model '${p.model}', or no chat endpoint at this base URL. Check the model name and the base URL in the settings.`,
    zh: (p) => `模型服务器上没有模型“${p.model}”，或此基础 URL 下没有聊天接口。请在设置中检查模型名称和基础 URL。`,
  }),
  quota: msg({
    example: {},
    en: () => 'The account behind the API key has no quota left. Check its billing, or use another key or server.',
    zh: () => '该 API 密钥所属账户的额度已用完。请检查账单，或改用其他密钥或服务器。',
  }),
  rateLimited: msg({
    example: { attempts: 4 },
    en: (p) => `The model server is still busy (too many requests)${after(p.attempts)}. Wait a minute, then retry.`,
    zh: (p) => `模型服务器仍然繁忙（请求过多）${afterZh(p.attempts)}。请等待一分钟后重试。`,
  }),
  waitLonger: msg({
    example: { seconds: 120, limit: 60 },
    en: (p) =>
      `The model server asks to wait ${enCount(p.seconds, 'second')} before the next request, longer than Nova waits (${enCount(p.limit, 'second')}). Retry later.`,
    zh: (p) =>
      `模型服务器要求在下一次请求前等待 ${p.seconds} 秒，超过了 Nova 的等待上限（${p.limit} 秒）。请稍后重试。`,
  }),
  noTools: msg({
    example: { model: 'llama2' },
    en: (p) =>
      `The model '${p.model}' does not seem to support tool calling, which Nova needs. Choose a model that does.`,
    zh: (p) => `模型“${p.model}”似乎不支持工具调用，而 Nova 需要它。请选择支持工具调用的模型。`,
  }),
  badRequest: msg({
    example: {},
    en: () =>
      'The model server rejected the request. Open Details to see why; a shorter question or another model may help.',
    zh: () => '模型服务器拒绝了请求。请打开“详细信息”查看原因；缩短问题或换用其他模型可能有帮助。',
  }),
  serverFailed: msg({
    example: { attempts: 4 },
    en: (p) => `The model server failed${after(p.attempts)}. Retry later, or check the server.`,
    zh: (p) => `模型服务器出错${afterZh(p.attempts)}。请稍后重试，或检查服务器。`,
  }),
  badReply: msg({
    example: {},
    en: () =>
      'The server at this base URL does not answer like an OpenAI-compatible chat server. Check the base URL (it usually ends in /v1).',
    zh: () => '此基础 URL 上的服务器的应答不像兼容 OpenAI 的聊天服务器。请检查基础 URL（通常以 /v1 结尾）。',
  }),
  tooLarge: msg({
    example: {},
    en: () => "The model server's answer passed Nova's size limit. Retry with a shorter question, or check the server.",
    zh: () => '模型服务器的应答超出了 Nova 的大小上限。请缩短问题后重试，或检查服务器。',
  }),
  brokeMidAnswer: msg({
    example: {},
    en: () =>
      'The connection to the model server broke in the middle of the answer. Nothing from the unfinished answer was run; retry.',
    zh: () => '模型服务器的连接在回答途中断开。未完成的回答中的内容都没有执行；请重试。',
  }),
});
