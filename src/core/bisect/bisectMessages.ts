import { defineMessages, msg } from '../locale/messageCatalog';

/** What bisect says when a request does not fit its state (bisectUsageError.ts), in English and Chinese. */
export const BisectM = defineMessages('bisect', {
  notRunning: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) => `no bisect is running in ${p.dir}. Start one with \`nova bisect start INSTANCE\`.`,
    zh: (p) => `${p.dir} 中没有正在进行的二分排查。请用 \`nova bisect start INSTANCE\` 开始一次。`,
  }),
  finished: msg({
    example: {},
    en: () => 'this bisect is finished. Run `nova bisect reset INSTANCE` to put every file back.',
    zh: () => '这次二分排查已经结束。请运行 `nova bisect reset INSTANCE` 把所有文件放回原处。',
  }),
  nothingToReset: msg({
    example: { dir: '/packs/Broken/minecraft' },
    en: (p) => `no bisect is running in ${p.dir}; nothing to reset.`,
    zh: (p) => `${p.dir} 中没有正在进行的二分排查，无需重置。`,
  }),
});
